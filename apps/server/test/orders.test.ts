import { formatRs, type Product } from "@pasal/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema/index.js";
import { randomIp } from "./auth-helpers.js";
import { databaseKinds } from "./helpers.js";
import { createTestAppWithMail, type TestAppWithMail } from "./mail-server.js";
import { checkoutBody, colorOnly, eventually, firstOptions, newShopper, productWhere, setStock, type Shopper } from "./shopping-helpers.js";

describe.each(databaseKinds)("orders and their mail on %s", (kind) => {
  let t: TestAppWithMail;
  let plain: Product;
  beforeAll(async () => {
    t = await createTestAppWithMail(kind);
    plain = await productWhere(t, colorOnly);
    await setStock(t, plain._id, 50, 0);
  });
  afterAll(async () => {
    await t.close();
  });

  const buy = async (who: Shopper, quantity: number, address: object = {}) => {
    const body = checkoutBody(who.id, { buyNow: true, products: [{ productId: plain._id, ...firstOptions(plain), quantity }] });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/checkout",
      headers: { cookie: who.cookie },
      payload: { ...body, mail: who.email, shippingAddress: { ...body.shippingAddress, ...address } },
    });
    expect(res.statusCode).toBe(201);
    return res.json().order as { orderId: string; _id: string; totalAmount: number };
  };
  const list = (who: Shopper | undefined, userId: string) =>
    t.app.inject({ method: "GET", url: `/api/orders/${userId}`, ...(who ? { headers: { cookie: who.cookie } } : {}) });
  const resend = (who: Shopper | undefined, payload: object, remoteAddress?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/sendMail",
      ...(who ? { headers: { cookie: who.cookie } } : {}),
      payload,
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  it("lists only the caller's orders, newest first", async () => {
    const sita = await newShopper(t);
    const ram = await newShopper(t);
    const first = await buy(sita, 1);
    const second = await buy(sita, 2);
    await buy(ram, 1);
    const res = await list(sita, sita.id);
    expect(res.statusCode).toBe(200);
    const orders = res.json() as { orderId: string; totalAmount: number; products: { quantity: number }[] }[];
    expect(orders.map((o) => o.orderId)).toEqual([second.orderId, first.orderId]);
    expect(orders[0]!.totalAmount).toBe(plain.sellingPrice * 2);
    expect(orders[0]!.products[0]!.quantity).toBe(2);
    expect((await list(ram, sita.id)).statusCode).toBe(403);
    expect((await list(undefined, sita.id)).statusCode).toBe(401);
    expect((await list(await newShopper(t), (await newShopper(t)).id)).statusCode).toBe(403);
  });

  it("answers a stranger's order exactly like an order that does not exist, on every call a shopper can make", async () => {
    const owner = await newShopper(t);
    const prying = await newShopper(t);
    const theirs = await buy(owner, 1);
    const ids = {
      strangerById: theirs._id,
      strangerByNumber: theirs.orderId,
      missingById: "00000000-0000-4000-8000-000000000000",
      // 0, O, 1, I and L are never in an order number (order-number.ts): this one names nothing.
      missingByNumber: "ORD-0O1IL0",
    };
    const calls = {
      confirmation: (id: string) => t.app.inject({ method: "GET", url: `/api/orders/${id}`, headers: { cookie: prying.cookie } }),
      invoice: (id: string) => t.app.inject({ method: "GET", url: `/api/orders/${id}/invoice.pdf`, headers: { cookie: prying.cookie } }),
      cancel: (id: string) => t.app.inject({ method: "POST", url: `/api/orders/${id}/cancel`, headers: { cookie: prying.cookie } }),
      pay: (id: string) =>
        t.app.inject({ method: "POST", url: `/api/orders/${id}/pay`, headers: { cookie: prying.cookie }, payload: { paymentMethod: "esewa" } }),
      resend: (id: string) => resend(prying, { orderId: id }, randomIp()),
    };
    for (const [name, call] of Object.entries(calls)) {
      const answers = await Promise.all(
        Object.values(ids).map(async (id) => {
          const res = await call(id);
          return `${res.statusCode} ${res.body}`;
        }),
      );
      expect(new Set(answers), `${name}: ${answers.join(" | ")}`).toHaveProperty("size", 1);
      expect(answers[0]).toMatch(/^40[34] /);
    }
    // The owner still reaches their own order, and nothing of it changed.
    const own = await t.app.inject({ method: "GET", url: `/api/orders/${theirs.orderId}`, headers: { cookie: owner.cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.json().status).toBe("processing");
  });

  it("re-sends the caller's own confirmation to the caller's own address, ignoring any other recipient", async () => {
    const sita = await newShopper(t);
    const order = await buy(sita, 3);
    await eventually(
      () => t.mail.to(sita.email),
      (m) => m.length === 1,
    );
    const res = await resend(sita, { to: "victim@example.com", subject: "Win a prize", text: "click here", orderId: order.orderId });
    expect(res.statusCode).toBe(200);
    const mails = t.mail.to(sita.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.to).toEqual([sita.email]);
    expect(mails[1]!.raw).toContain(order.orderId);
    expect(mails[1]!.raw).toContain(formatRs(order.totalAmount));
    expect(mails[1]!.raw).not.toContain("click here");
    expect(t.mail.to("victim@example.com")).toEqual([]);

    // Without an orderId: the latest one.
    const latest = await buy(sita, 1);
    await eventually(
      () => t.mail.to(sita.email),
      (m) => m.length === 3,
    );
    expect((await resend(sita, {})).statusCode).toBe(200);
    expect(t.mail.to(sita.email)).toHaveLength(4);
    expect(t.mail.to(sita.email)[3]!.raw).toContain(latest.orderId);
  });

  it("never sends someone else's order", async () => {
    const sita = await newShopper(t);
    const ram = await newShopper(t);
    const order = await buy(sita, 1);
    await eventually(
      () => t.mail.to(sita.email),
      (m) => m.length === 1,
    );
    expect((await resend(ram, { orderId: order.orderId })).statusCode).toBe(404);
    expect((await resend(ram, { orderId: order._id })).statusCode).toBe(404);
    expect((await resend(ram, {})).statusCode).toBe(404);
    expect((await resend(undefined, { orderId: order.orderId })).statusCode).toBe(401);
    expect(t.mail.to(ram.email)).toEqual([]);
    expect(t.mail.to(sita.email)).toHaveLength(1);
  });

  it("limits how often one network address can have a confirmation re-sent", async () => {
    const sita = await newShopper(t);
    await buy(sita, 1);
    await eventually(
      () => t.mail.to(sita.email),
      (m) => m.length === 1,
    );
    const ip = randomIp();
    for (let i = 0; i < 10; i++) expect((await resend(sita, {}, ip)).statusCode).toBe(200);
    await eventually(
      () => t.mail.to(sita.email),
      (m) => m.length === 11,
    );
    const refused = await resend(sita, {}, ip);
    expect(refused.statusCode).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(t.mail.to(sita.email)).toHaveLength(11);
  });

  it("keeps a complete profile address and fills an incomplete one", async () => {
    const sita = await newShopper(t);
    const saved = { address: "Lakeside 6", city: "Pokhara", province: "Gandaki", district: "Kaski", municipality: "Pokhara Metropolitan City" };
    await t.database.db.update(users).set({ shippingAddress: saved }).where(eq(users.id, sita.id));
    await buy(sita, 1);
    const [kept] = await t.database.db.select().from(users).where(eq(users.id, sita.id));
    expect(kept!.shippingAddress).toEqual(saved);

    const ram = await newShopper(t);
    await t.database.db
      .update(users)
      .set({ shippingAddress: { address: "Old street", province: "Bagmati" } })
      .where(eq(users.id, ram.id));
    await buy(ram, 1, { street: "", location: { lat: 27.7, lng: 85.3 } });
    const [filled] = await t.database.db.select().from(users).where(eq(users.id, ram.id));
    expect(filled!.shippingAddress).toEqual({
      address: "Old street",
      province: "Bagmati",
      city: "Kathmandu",
      landmark: "Opposite the temple",
      district: "Kathmandu",
      municipality: "Kathmandu Metropolitan City",
      location: { lat: 27.7, lng: 85.3 },
    });
  });
});
