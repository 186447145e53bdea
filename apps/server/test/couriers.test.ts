import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderEvents, orders } from "../src/db/schema/index.js";
import { member, type Member } from "./admin-helpers.js";
import { databaseKinds } from "./helpers.js";
import { startMailServer } from "./mail-server.js";
import { startNcmServer } from "./ncm-server.js";
import { followReturn, orderRow, paymentWorld, placeOrder, settleOrderEvents, postEsewaForm, type PaymentWorld } from "./payment-helpers.js";
import { checkoutBody, colorOnly, firstOptions, productWhere, setStock } from "./shopping-helpers.js";

const WEBHOOK_TOKEN = "ncm-webhook-secret-for-tests";

describe.each(databaseKinds)("Nepal Can Move books and follows parcels, on %s", (kind) => {
  let w: PaymentWorld;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  let ncm: Awaited<ReturnType<typeof startNcmServer>>;
  let owner: Member;
  let line: Record<string, unknown> = {};

  beforeAll(async () => {
    mail = await startMailServer();
    ncm = await startNcmServer();
    w = await paymentWorld(kind, {
      SMTP_URL: mail.url,
      NCM_API_URL: ncm.url,
      NCM_API_TOKEN: ncm.token,
      NCM_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
      NCM_PICKUP_BRANCH: "TINKUNE",
    });
    owner = await member(w.t, "owner");
    const product = await productWhere(w.t, colorOnly);
    line = { productId: product._id, ...firstOptions(product), quantity: 1 };
    await setStock(w.t, product._id, 500, 0);
  });
  afterAll(async () => {
    await w?.close();
    await mail?.close();
    await ncm?.close();
  });

  const ship = async (order: { _id: string; orderId: string }, payload: Record<string, unknown> = {}) => {
    const { version } = await orderRow(w.t, order._id);
    return w.t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${order.orderId}/transitions`,
      headers: { cookie: owner.cookie },
      payload: { to: "shipped", carrier: "ncm", version, ...payload },
    });
  };
  /** `token: null` sends none. */
  const webhook = (payload: object, token: string | null = WEBHOOK_TOKEN) =>
    w.t.app.inject({ method: "POST", url: `/api/couriers/ncm/webhook${token === null ? "" : `?token=${token}`}`, payload });
  const settle = () => settleOrderEvents(w.t);

  it("books a cash-on-delivery parcel at the order's district branch: the order number as vref_id, the total to collect, NCM's id as the tracking number", async () => {
    const { body } = await placeOrder(w.t, line);
    const res = await ship(body.order);
    expect(res.statusCode).toBe(200);
    const parcel = ncm.parcel(body.order.orderId)!;
    expect(parcel.body).toMatchObject({
      vref_id: body.order.orderId,
      cod_charge: body.order.totalAmount.toFixed(2),
      fbranch: "TINKUNE",
      branch: "TINKUNE",
      phone: "9812345678",
    });
    const row = await orderRow(w.t, body.order._id);
    expect(row).toMatchObject({ status: "shipped", courier: "ncm", trackingNumber: String(parcel.orderid), carrier: "Nepal Can Move" });
    expect(row.trackingUrl).toContain(String(parcel.orderid));
    // The shopper's mail names the courier and its parcel id.
    await settle();
    expect(mail.received.some((m) => m.raw.includes(body.order.orderId) && m.raw.includes(String(parcel.orderid)) && m.raw.includes("Nepal Can Move"))).toBe(
      true,
    );
  });

  it("collects nothing for an order paid online", async () => {
    const { body } = await placeOrder(w.t, line, "esewa");
    expect(await followReturn(w.t, w.esewa.pay(await postEsewaForm(body.payment)))).toMatchObject({ outcome: "paid" });
    expect((await ship(body.order)).statusCode).toBe(200);
    expect(ncm.parcel(body.order.orderId)!.body.cod_charge).toBe("0.00");
  });

  it("refuses, and books nothing, for a district NCM does not serve, a stale version or while NCM is down", async () => {
    const far = await placeOrder(w.t, line);
    await w.t.database.db
      .update(orders)
      .set({ shippingAddress: { ...checkoutBody("").shippingAddress, district: "Humla" } })
      .where(eq(orders.id, far.body.order._id));
    const refused = await ship(far.body.order);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/no branch in Humla/);
    const stale = await ship(far.body.order, { version: 99 });
    expect(stale.statusCode).toBe(409);
    ncm.setDown(true);
    const down = await ship((await placeOrder(w.t, line)).body.order);
    ncm.setDown(false);
    expect(down.statusCode).toBe(502);
    expect(down.json().message).not.toMatch(/127\.0\.0\.1|ECONN/);
    expect(ncm.parcel(far.body.order.orderId)).toBeUndefined();
    expect((await orderRow(w.t, far.body.order._id)).status).toBe("processing");
  });

  it("moves the order by webhook: a wrong token changes nothing; repeats and late, older statuses change nothing more", async () => {
    const { body } = await placeOrder(w.t, line);
    await ship(body.order);
    const parcelId = ncm.parcel(body.order.orderId)!.orderid;
    const delivered = { event: "order.status.changed", order_id: parcelId, status: "Delivered", timestamp: "2026-11-27T10:00:00Z" };
    expect((await webhook(delivered, "wrong")).statusCode).toBe(401);
    expect((await webhook(delivered, null)).statusCode).toBe(401);
    expect((await orderRow(w.t, body.order._id)).status).toBe("shipped");

    expect((await webhook(delivered)).json()).toEqual({ message: "Order updated" });
    expect((await webhook(delivered)).statusCode).toBe(200);
    // An earlier step arriving late is not what the parcel is now.
    await webhook({ ...delivered, status: "Sent for Delivery", timestamp: "2026-11-27T08:00:00Z" });
    const row = await orderRow(w.t, body.order._id);
    expect(row).toMatchObject({ status: "delivered", courierStatus: "Delivered", paymentStatus: "completed" });
    const events = await w.t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, body.order._id));
    expect(events.filter((e) => e.toStatus === "delivered")).toHaveLength(1);
    // A parcel no order has is answered, and nothing changes.
    expect((await webhook({ ...delivered, order_id: 1 })).statusCode).toBe(200);
  });

  it("a return to the vendor returns the order and puts its stock back", async () => {
    const { body } = await placeOrder(w.t, line);
    await ship(body.order);
    const parcelId = ncm.parcel(body.order.orderId)!.orderid;
    await webhook({ event: "order.status.changed", order_id: String(parcelId), status: "Returned to Vendor", timestamp: new Date().toISOString() });
    expect((await orderRow(w.t, body.order._id)).status).toBe("returned");
  });

  it("the poll catches what a webhook missed", async () => {
    const { body } = await placeOrder(w.t, line);
    await ship(body.order);
    const parcelId = ncm.parcel(body.order.orderId)!.orderid;
    ncm.setStatus(parcelId, "Sent for Delivery", new Date(Date.now() + 1000));
    ncm.setStatus(parcelId, "Delivered", new Date(Date.now() + 2000));
    const run = await w.t.app.services.couriers.poll(new Date(Date.now() + 10 * 60_000));
    expect(run.moved).toBeGreaterThanOrEqual(1);
    expect(await orderRow(w.t, body.order._id)).toMatchObject({ status: "delivered", courierStatus: "Delivered" });
  });

  it("shows the shopper the courier's status and tracking page", async () => {
    const { body, shopper } = await placeOrder(w.t, line);
    await ship(body.order);
    const parcelId = ncm.parcel(body.order.orderId)!.orderid;
    await webhook({ event: "order.status.changed", order_id: parcelId, status: "Sent for Delivery", timestamp: new Date().toISOString() });
    const res = await w.t.app.inject({ url: `/api/orders/${body.order._id}`, headers: { cookie: shopper.cookie } });
    expect(res.json()).toMatchObject({
      status: "shipped",
      trackingNumber: String(parcelId),
      courierStatus: "Sent for Delivery",
      trackingUrl: expect.stringContaining(String(parcelId)),
    });
  });
});
