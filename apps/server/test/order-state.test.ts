import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderStatusHistory, orders, stockMovements } from "../src/db/schema/index.js";
import { transitionOrder } from "../src/modules/orders/order-state.js";
import { createTestApp, databaseKinds, type TestApp } from "./helpers.js";
import { checkoutBody, colorOnly, firstOptions, newShopper, productWhere, setStock, stockOf } from "./shopping-helpers.js";

describe.each(databaseKinds)("the order state machine and the stock ledger on %s", (kind) => {
  let t: TestApp;
  let productId = "";
  let line: Record<string, unknown> = {};
  beforeAll(async () => {
    t = await createTestApp(kind);
    const product = await productWhere(t, (p) => colorOnly(p) && p.color.length > 1);
    productId = product._id;
    line = { productId, ...firstOptions(product), quantity: 2 };
  });
  afterAll(() => t.close());

  async function placeOrder() {
    const shopper = await newShopper(t);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/checkout",
      headers: { cookie: shopper.cookie },
      payload: checkoutBody(shopper.id, { buyNow: true, products: [line] }),
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, res.json().order.orderId));
    return { shopper, order: row! };
  }
  const ledger = (reference: string) =>
    t.database.db.select().from(stockMovements).where(eq(stockMovements.reference, reference)).orderBy(asc(stockMovements.createdAt));
  const move = (input: Parameters<typeof transitionOrder>[1]) => t.database.db.transaction((tx) => transitionOrder(tx, input));

  it("writes a sale row with the order, and puts the stock back with a cancel row when it is cancelled", async () => {
    await setStock(t, productId, 10, 0);
    const { shopper, order } = await placeOrder();
    expect(await stockOf(t, productId)).toEqual({ stock: 8, sold: 2 });
    expect((await ledger(order.orderNumber)).map((m) => [m.reason, m.delta, m.actorUserId])).toEqual([["sale", -2, shopper.id]]);

    const { order: cancelled, from } = await move({ orderId: order.id, to: "cancelled", actorUserId: null, note: "unpaid", expectedVersion: order.version });
    expect(from).toBe("processing");
    expect(cancelled).toMatchObject({ status: "cancelled", version: order.version + 1, refundDuePaisa: null });
    expect(await stockOf(t, productId)).toEqual({ stock: 10, sold: 0 });
    expect((await ledger(order.orderNumber)).map((m) => [m.reason, m.delta])).toEqual([
      ["sale", -2],
      ["cancel", 2],
    ]);
    const history = await t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history).toEqual([expect.objectContaining({ fromStatus: "processing", toStatus: "cancelled", actorUserId: null, note: "unpaid" })]);
  });

  it("refuses what the machine does not allow, a stale version and shipping without a tracking number, changing nothing", async () => {
    await setStock(t, productId, 10, 0);
    const { order } = await placeOrder();
    await expect(move({ orderId: order.id, to: "delivered", actorUserId: null })).rejects.toMatchObject({ statusCode: 409, current: "processing" });
    await expect(move({ orderId: order.id, to: "shipped", actorUserId: null })).rejects.toMatchObject({ statusCode: 400 });
    await move({ orderId: order.id, to: "shipped", actorUserId: null, trackingNumber: "NCM-123", carrier: "Nepal Can Move", expectedVersion: order.version });
    await expect(move({ orderId: order.id, to: "delivered", actorUserId: null, expectedVersion: order.version })).rejects.toMatchObject({
      statusCode: 409,
      current: "shipped",
    });
    await expect(move({ orderId: order.id, to: "cancelled", actorUserId: null })).rejects.toMatchObject({ statusCode: 409 });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: "shipped", trackingNumber: "NCM-123", carrier: "Nepal Can Move", version: order.version + 1 });
    expect(await stockOf(t, productId)).toEqual({ stock: 8, sold: 2 });
  });

  it("owes the money back when a paid order is returned", async () => {
    await setStock(t, productId, 10, 0);
    const { order } = await placeOrder();
    await t.database.db.update(orders).set({ paymentStatus: "completed", paymentMethod: "esewa" }).where(eq(orders.id, order.id));
    await move({ orderId: order.id, to: "shipped", actorUserId: null, trackingNumber: "X1" });
    await move({ orderId: order.id, to: "delivered", actorUserId: null });
    const { order: returned } = await move({ orderId: order.id, to: "returned", actorUserId: null });
    expect(returned.refundDuePaisa).toBe(order.totalPaisa);
    expect(await stockOf(t, productId)).toEqual({ stock: 10, sold: 0 });
    expect((await ledger(order.orderNumber)).map((m) => m.reason)).toEqual(["sale", "return"]);
  });
});
