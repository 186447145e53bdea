import type { Product } from "@pasal/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { interactions, wishlistItems } from "../src/db/schema/index.js";
import { createTestApp, databaseKinds, type TestApp } from "./helpers.js";
import { colorOnly, newShopper, productWhere, setStock, type Shopper } from "./shopping-helpers.js";

describe.each(databaseKinds)("wishlist on %s", (kind) => {
  let t: TestApp;
  let first: Product;
  let second: Product;
  beforeAll(async () => {
    t = await createTestApp(kind);
    first = await productWhere(t, colorOnly);
    second = await productWhere(t, (p) => p.variant.length > 0);
    await setStock(t, second._id, 0);
    second = (await t.app.services.catalog.current()).find(second._id)!;
  });
  afterAll(() => t.close());

  const call = (method: "GET" | "POST" | "DELETE", url: string, who?: Shopper, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, ...(who ? { headers: { cookie: who.cookie } } : {}), ...(payload ? { payload } : {}) });
  const rows = (userId: string) => t.database.db.select().from(wishlistItems).where(eq(wishlistItems.userId, userId));

  it("adds once, from the catalogue, and says so when it is already there", async () => {
    const sita = await newShopper(t);
    const res = await call("POST", "/wishlist", sita, { userId: sita.id, productId: first._id, name: "x", price: 1, inStock: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: "Added to wishlist",
      wishlist: {
        products: [
          {
            id: first._id,
            productId: first._id,
            modelName: first.modelName,
            name: first.name,
            price: first.sellingPrice,
            image: first.images[0]!.url,
            inStock: first.stock > 0,
          },
        ],
      },
    });
    const again = await call("POST", "/wishlist", sita, { userId: sita.id, productId: first._id });
    expect([again.statusCode, again.json().message]).toEqual([200, "Already in your wishlist"]);
    expect(await rows(sita.id)).toHaveLength(1);
    await t.app.services.jobs.idle(); // the signal is written by a background job
    const wished = await t.database.db
      .select()
      .from(interactions)
      .where(and(eq(interactions.userId, sita.id), eq(interactions.kind, "wishlist")));
    expect(wished).toHaveLength(1);

    const list = await call("GET", `/wishlist/${sita.id}`, sita);
    expect(list.json().wishlist.products.map((p: { productId: string }) => p.productId)).toEqual([first._id]);
  });

  it("removes, and answers 404 for what is not there", async () => {
    const sita = await newShopper(t);
    await call("POST", "/wishlist", sita, { userId: sita.id, productId: first._id });
    const res = await call("DELETE", `/wishlist/${sita.id}/${first._id}`, sita);
    expect(res.json()).toEqual({ message: "Removed from wishlist", wishlist: { products: [] } });
    expect((await call("DELETE", `/wishlist/${sita.id}/${first._id}`, sita)).statusCode).toBe(404);
    expect((await call("DELETE", `/wishlist/${sita.id}/not-a-product`, sita)).statusCode).toBe(404);
  });

  it("merges a guest wishlist, skipping unknown ids and duplicates", async () => {
    const sita = await newShopper(t);
    await call("POST", "/wishlist", sita, { userId: sita.id, productId: first._id });
    const res = await call("POST", "/wishlist/sync", sita, {
      userId: sita.id,
      productIds: [first._id, second._id, second._id, "00000000-0000-4000-8000-000000000000", "nonsense"],
    });
    expect(res.statusCode).toBe(200);
    const items = res.json().wishlist.products as { productId: string; inStock: boolean }[];
    expect(items.map((i) => [i.productId, i.inStock])).toEqual([
      [first._id, first.stock > 0],
      [second._id, false],
    ]);
    expect(await rows(sita.id)).toHaveLength(2);
  });

  it("acts only for the signed-in shopper", async () => {
    const sita = await newShopper(t);
    const ram = await newShopper(t);
    await call("POST", "/wishlist", sita, { userId: sita.id, productId: first._id });
    expect((await call("GET", `/wishlist/${sita.id}`)).statusCode).toBe(401);
    expect((await call("GET", `/wishlist/${sita.id}`, ram)).statusCode).toBe(403);
    expect((await call("POST", "/wishlist", ram, { userId: sita.id, productId: second._id })).statusCode).toBe(403);
    expect((await call("DELETE", `/wishlist/${sita.id}/${first._id}`, ram)).statusCode).toBe(403);
    expect((await call("POST", "/wishlist/sync", ram, { userId: sita.id, productIds: [second._id] })).statusCode).toBe(403);
    expect(await rows(sita.id)).toHaveLength(1);
    expect(await rows(ram.id)).toHaveLength(0);
  });

  it("refuses an unknown product and a bad body", async () => {
    const sita = await newShopper(t);
    const unknown = await call("POST", "/wishlist", sita, { userId: sita.id, productId: "00000000-0000-4000-8000-000000000000" });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, "Product not found"]);
    const bad = await call("POST", "/wishlist", sita, { userId: sita.id });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/productId/);
    expect(await rows(sita.id)).toHaveLength(0);
  });
});
