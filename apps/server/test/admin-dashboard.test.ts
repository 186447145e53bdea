import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, products, testimonials } from "../src/db/schema/index.js";
import { member, type Member } from "./admin-helpers.js";
import { createTestApp, databaseKinds, type TestApp } from "./helpers.js";
import { newShopper } from "./shopping-helpers.js";

describe.each(databaseKinds)("the back office dashboard on %s", (kind) => {
  let t: TestApp;
  let support: Member;
  beforeAll(async () => {
    t = await createTestApp(kind);
    support = await member(t, "support");
  });
  afterAll(() => t?.close());

  it("sums orders and revenue by Nepal day, counts what waits and what runs out", async () => {
    const db = t.database.db;
    await db.delete(orders); // the demo database has none, but be sure
    const shopper = await newShopper(t);
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    const contact = { firstName: "Sita", lastName: "Sharma", email: "s@example.com", phone: "9812345678" };
    let n = 0;
    const order = (ageMs: number, totalPaisa: number, status: "processing" | "shipped" | "cancelled" = "processing") =>
      db
        .insert(orders)
        .values({ orderNumber: `ORD-DASH${n++}`, userId: shopper.id, totalPaisa, status, contact, shippingAddress: {}, createdAt: new Date(now - ageMs) });
    await order(60_000, 1_000_00);
    await order(3 * day, 2_000_00, "shipped");
    await order(20 * day, 3_000_00);
    await order(60_000, 9_999_00, "cancelled"); // not revenue
    await order(40 * day, 5_000_00); // outside the 30 days

    const [product, archived] = await db.select().from(products).limit(2);
    await db.update(products).set({ stock: 2, lowStockThreshold: 3 }).where(eq(products.id, product!.id));
    await db.update(products).set({ stock: 0, lowStockThreshold: 3, archivedAt: new Date(), published: false }).where(eq(products.id, archived!.id));
    const before = (await db.select().from(testimonials).where(eq(testimonials.approved, false))).length;

    const res = await t.app.inject({ method: "GET", url: "/api/admin/dashboard", headers: { cookie: support.cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.today).toEqual({ orders: 1, revenue: 1000 });
    expect(body.last7Days).toEqual({ orders: 2, revenue: 3000 });
    expect(body.last30Days).toEqual({ orders: 3, revenue: 6000 });
    expect(body.averageOrderValue).toBe(2000);
    expect(body.salesByDay).toHaveLength(30);
    expect(body.salesByDay.reduce((s: number, d: { revenue: number }) => s + d.revenue, 0)).toBe(6000);
    expect(body.salesByDay.at(-1).orders).toBe(1);
    expect(body.ordersByStatus).toMatchObject({ processing: 3, shipped: 1, cancelled: 1, delivered: 0 });
    expect(body.lowStock).toContainEqual(expect.objectContaining({ productId: product!.id, stock: 2, threshold: 3 }));
    expect(body.lowStock.map((p: { productId: string }) => p.productId)).not.toContain(archived!.id); // archived: no longer sold
    expect(body.moderation.pendingTestimonials).toBe(before);
  });
});
