import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/client.js";
import { cartLines, carts, products, users, wishlistItems } from "../src/db/schema/index.js";
import { databaseKinds, openTestDatabase } from "./helpers.js";

describe.each(databaseKinds)("database constraints on %s", (kind) => {
  let database: Database;
  let productId: string;
  let userId: string;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    productId = (await database.db.select({ id: products.id }).from(products).limit(1))[0]!.id;
    userId = (await database.db.insert(users).values({ fullName: "Sita Sharma", email: "Sita@Example.com" }).returning())[0]!.id;
  });
  afterAll(() => database.close());

  it("never lets stock go negative", async () => {
    await expect(
      database.db
        .update(products)
        .set({ stock: sql`${products.stock} - 100000` })
        .where(eq(products.id, productId)),
    ).rejects.toThrow();
  });

  it("keeps e-mails unique regardless of case", async () => {
    await expect(database.db.insert(users).values({ fullName: "Impostor", email: "sita@example.COM" })).rejects.toThrow();
  });

  it("keeps model names unique regardless of case", async () => {
    const [row] = await database.db.select().from(products).where(eq(products.id, productId));
    const { id: _id, ...copy } = row!;
    await expect(database.db.insert(products).values({ ...copy, modelName: row!.modelName.toUpperCase(), modelKey: `${row!.modelKey}-x` })).rejects.toThrow();
  });

  it("holds one cart line per product, colour, variant and model", async () => {
    const [cart] = await database.db.insert(carts).values({ userId }).returning();
    const line = { cartId: cart!.id, productId, color: "Black", variant: "8GB/256GB", model: "", quantity: 1 };
    await database.db.insert(cartLines).values(line);
    await database.db.insert(cartLines).values({ ...line, color: "White" });
    await expect(database.db.insert(cartLines).values(line)).rejects.toThrow();
    await expect(database.db.insert(cartLines).values({ ...line, color: "Blue", quantity: 0 })).rejects.toThrow();
  });

  it("holds a product once per wishlist", async () => {
    await database.db.insert(wishlistItems).values({ userId, productId });
    await expect(database.db.insert(wishlistItems).values({ userId, productId })).rejects.toThrow();
  });
});
