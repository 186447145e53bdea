import type { Product } from "@pasal/shared";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartLines, carts, orders, stockMovements } from "../src/db/schema/index.js";
import { createTestApp, databaseKinds, type TestApp } from "./helpers.js";
import { checkoutBody, colorOnly, firstOptions, newShopper, setStock, stockOf } from "./shopping-helpers.js";

/**
 * What checkout leans on since it locks the products in id order, checks stock in memory and
 * looks an Idempotency-Key up only after a refusal (decision 036): races end as they must.
 */
describe.each(databaseKinds)("checkout races on %s", (kind) => {
  let t: TestApp;
  let first: Product;
  let second: Product;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const plain = (await t.app.services.catalog.current()).products.filter(colorOnly);
    [first, second] = [plain[0]!, plain[1]!];
  });
  afterAll(() => t.close());

  const post = (who: { id: string; cookie: string }, body: object, key?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/checkout",
      payload: body,
      headers: { cookie: who.cookie, ...(key ? { "idempotency-key": key } : {}) },
    });

  it("sells the last 20 units to exactly 20 of 50 carts of two products, whatever order the carts list them in", async () => {
    await setStock(t, first._id, 20, 0);
    await setStock(t, second._id, 1000, 0);
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => newShopper(t)));
    // Half the carts hold the two products one way round, half the other: no two orders deadlock.
    for (const [i, shopper] of shoppers.entries()) {
      const [cart] = await t.database.db.insert(carts).values({ userId: shopper.id }).returning();
      const pair = i % 2 === 0 ? [first, second] : [second, first];
      await t.database.db.insert(cartLines).values(pair.map((p) => ({ cartId: cart!.id, productId: p._id, ...firstOptions(p), quantity: 1 })));
    }
    const results = await Promise.all(shoppers.map((s) => post(s, checkoutBody(s.id))));
    const placed = results.filter((r) => r.statusCode === 201);
    expect(placed).toHaveLength(20);
    for (const refused of results.filter((r) => r.statusCode !== 201)) {
      expect(refused.json()).toMatchObject({ code: "OUT_OF_STOCK", productId: first._id, unitsLeft: 0 });
    }
    expect(await stockOf(t, first._id)).toEqual({ stock: 0, sold: 20 });
    // The other product moved only for the placed orders: refused orders rolled back whole.
    expect(await stockOf(t, second._id)).toEqual({ stock: 980, sold: 20 });
    const ledger = await t.database.db
      .select()
      .from(stockMovements)
      .where(inArray(stockMovements.productId, [first._id, second._id]));
    expect(ledger.filter((m) => m.reason === "sale").reduce((sum, m) => sum + m.delta, 0)).toBe(-40);
    for (const res of placed) expect(res.json().order.products).toHaveLength(2);
  });

  it("answers one key sent ten times at once for the last unit with one order, never 'out of stock'", async () => {
    await setStock(t, first._id, 1, 0);
    const sita = await newShopper(t);
    const line = { productId: first._id, ...firstOptions(first), quantity: 1 };
    const racing = await Promise.all(Array.from({ length: 10 }, () => post(sita, checkoutBody(sita.id, { buyNow: true, products: [line] }), "last-unit")));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(racing.map((r) => r.json().order.orderId)).size).toBe(1);
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, sita.id))).toHaveLength(1);
    expect(await stockOf(t, first._id)).toEqual({ stock: 0, sold: 1 });
    // A new key is a new attempt, and the unit is gone.
    const again = await post(sita, checkoutBody(sita.id, { buyNow: true, products: [line] }), "another-try");
    expect(again.statusCode).toBe(409);
  });
});
