import type { AddressInfo } from "node:net";
import { ADMIN_ORDER_SORTS, ORDER_EVENTS, adminOrderListQuerySchema } from "@pasal/shared";
import { and, asc, count, eq } from "drizzle-orm";
import { io as connect } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, orders, stockMovements, users } from "../src/db/schema/index.js";
import { allOrders, listOrders } from "../src/modules/admin/admin-order-list.js";
import { recordAudit } from "../src/modules/admin/audit-service.js";
import { member, type Member } from "./admin-helpers.js";
import { databaseKinds } from "./helpers.js";
import { createTestAppWithMail, type TestAppWithMail } from "./mail-server.js";
import { checkoutBody, colorOnlyLine, eventually, newShopper, setStock, stockOf } from "./shopping-helpers.js";

describe.each(databaseKinds)("the back office's orders on %s", (kind) => {
  let t: TestAppWithMail;
  let owner: Member;
  let support: Member;
  let productId = "";
  let line: Record<string, unknown> = {};
  let url = "";

  beforeAll(async () => {
    t = await createTestAppWithMail(kind, {}, { presence: true });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    owner = await member(t, "owner");
    support = await member(t, "support");
    ({ productId, line } = await colorOnlyLine(t, 2));
    await setStock(t, productId, 1000, 0);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function placeOrder(overrides: Record<string, unknown> = {}, name?: string) {
    const shopper = await newShopper(t, name);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/checkout",
      headers: { cookie: shopper.cookie },
      payload: checkoutBody(shopper.id, { buyNow: true, products: [line], ...overrides }),
    });
    expect(res.statusCode).toBe(201);
    return { shopper, orderId: res.json().order.orderId as string };
  }
  const get = (path: string, who: Member = owner) => t.app.inject({ method: "GET", url: path, headers: { cookie: who.cookie } });
  const post = (path: string, payload: unknown, who: Member = owner) =>
    t.app.inject({ method: "POST", url: path, payload: payload as object, headers: { cookie: who.cookie } });
  const auditRows = (entityId: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "order"), eq(auditLog.entityId, entityId)));

  it("lists orders server-paged with filters, search, sort and a total", async () => {
    const a = await placeOrder({
      username: "Aarati Gurung",
      mail: "aarati@example.com",
      phoneNumber: "9851000001",
      shippingAddress: { ...checkoutBody("").shippingAddress, district: "Kaski" },
    });
    const b = await placeOrder({
      username: "Bikash Rai",
      mail: "bikash@example.com",
      phoneNumber: "9861000002",
      shippingAddress: { ...checkoutBody("").shippingAddress, district: "Jhapa" },
    });
    const c = await placeOrder({ username: "Bikash Rai", mail: "bikash.two@example.com", phoneNumber: "9861000003", products: [{ ...line, quantity: 1 }] });

    const all = (await get("/api/admin/orders?limit=2")).json();
    expect(all.items).toHaveLength(2);
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.totalIsEstimate).toBe(false);
    expect(all.items[0].orderId).toBe(c.orderId); // newest first by default
    expect(all.items[0]).toMatchObject({
      status: "processing",
      paymentMethod: "cod",
      customer: { name: "Bikash Rai", email: "bikash.two@example.com", phone: "9861000003" },
      district: "Kathmandu",
    });
    const page2 = (await get("/api/admin/orders?limit=2&page=2")).json();
    expect(page2.items[0].orderId).not.toBe(all.items[1].orderId);

    const kaski = (await get("/api/admin/orders?district=Kaski")).json();
    expect(kaski.items.map((o: { orderId: string }) => o.orderId)).toEqual([a.orderId]);
    expect(kaski.total).toBe(1);

    const search = async (q: string) => (await get(`/api/admin/orders?q=${encodeURIComponent(q)}`)).json().items.map((o: { orderId: string }) => o.orderId);
    expect(await search("bikash rai")).toEqual([c.orderId, b.orderId]);
    expect(await search("rai")).toEqual([c.orderId, b.orderId]);
    expect(await search("BIKASH.TWO@")).toEqual([c.orderId]);
    expect(await search("9851000")).toEqual([a.orderId]);
    expect(await search(b.orderId.toLowerCase())).toEqual([b.orderId]);
    expect(await search("%")).toEqual([]);

    const cheapestFirst = (await get("/api/admin/orders?sort=totalAmount&q=bikash")).json().items.map((o: { orderId: string }) => o.orderId);
    expect(cheapestFirst).toEqual([c.orderId, b.orderId]);
    const today = new Date(Date.now() + 345 * 60_000).toISOString().slice(0, 10);
    expect((await get(`/api/admin/orders?from=${today}&to=${today}&q=bikash`)).json().total).toBe(2);
    expect((await get("/api/admin/orders?to=2020-01-01")).json().total).toBe(0);
    expect((await get("/api/admin/orders?status=shipped&q=bikash")).json().total).toBe(0);

    const bad = await get("/api/admin/orders?sort=password_hash");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
  });

  it("counts a small total exactly and only estimates one above the cap", async () => {
    const db = t.database.db;
    const query = (q: Record<string, string>) => adminOrderListQuerySchema.parse(q);
    const exact = await listOrders(db, query({ limit: "1" }));
    expect(exact.totalIsEstimate).toBe(false);
    const [counted] = await db.select({ n: count() }).from(orders);
    expect(exact.total).toBe(counted!.n);
    // Above the cap (here 1) the total is the planner's estimate, never less than what is known to exist.
    const estimated = await listOrders(db, query({ limit: "1", page: "2" }), 1);
    expect(estimated).toMatchObject({ totalIsEstimate: true });
    expect(estimated.items).toHaveLength(1);
    expect(estimated.total).toBeGreaterThanOrEqual(2);
    // A short page is the last one: exact whatever the cap.
    const last = await listOrders(db, query({ limit: "100" }), 1);
    expect(last).toMatchObject({ total: counted!.n, totalIsEstimate: false });
    // Past the end: nothing on the page, and the total is still right.
    expect(await listOrders(db, query({ limit: "100", page: "50" }))).toMatchObject({ items: [], total: counted!.n, totalIsEstimate: false });
  });

  it("walks every sort's keyset cursor across batches without skipping or repeating a row", async () => {
    const db = t.database.db;
    for (const sort of ADMIN_ORDER_SORTS) {
      const filter = adminOrderListQuerySchema.parse({ sort, limit: "100" });
      const listed = (await listOrders(db, filter)).items.map((o) => o.orderId);
      const streamed: string[] = [];
      for await (const row of allOrders(db, filter, 2)) streamed.push(row.orderId);
      expect(streamed, sort).toEqual(listed);
    }
  });

  it("exports the whole filtered set as CSV", async () => {
    const { orderId } = await placeOrder({ username: "=HYPERLINK Tamang", mail: "csv@example.com" });
    const res = await get(`/api/admin/orders.csv?q=${encodeURIComponent("=hyperlink")}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    const lines = res.body.trim().split("\n");
    expect(lines[0]).toBe("orderId,createdAt,status,paymentStatus,paymentMethod,totalAmount,name,email,phone,district");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(orderId);
    expect(lines[1]).toContain("'=HYPERLINK Tamang"); // not a formula in a spreadsheet
    const everything = (await get("/api/admin/orders.csv")).body.trim().split("\n");
    expect(everything.length - 1).toBe((await get("/api/admin/orders?limit=1")).json().total);
  });

  it("ships with a tracking number: mail, live event, history, audit row; a stale version is refused", async () => {
    const { shopper, orderId } = await placeOrder();
    const detail = (await get(`/api/admin/orders/${orderId}`, support)).json();
    expect(detail).toMatchObject({ orderId, status: "processing", version: 1, history: [], notes: [], customer: { id: shopper.id } });

    const socket = connect(url, { path: "/socket.io", extraHeaders: { cookie: shopper.cookie }, reconnection: false, forceNew: true });
    const heard: unknown[] = [];
    socket.on(ORDER_EVENTS.updated, (event) => heard.push(event));
    expect(await socket.emitWithAck(ORDER_EVENTS.subscribe, {})).toEqual({ ok: true });

    const noTracking = await post(`/api/admin/orders/${orderId}/transitions`, { to: "shipped", version: 1 }, support);
    expect(noTracking.statusCode).toBe(400);
    const shipped = await post(
      `/api/admin/orders/${orderId}/transitions`,
      { to: "shipped", version: 1, trackingNumber: "NCM-55821", carrier: "Nepal Can Move", note: "Left at 3 pm" },
      support,
    );
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({ status: "shipped", version: 2, trackingNumber: "NCM-55821", carrier: "Nepal Can Move" });
    expect(shipped.json().history).toEqual([
      expect.objectContaining({ from: "processing", to: "shipped", note: "Left at 3 pm", by: expect.objectContaining({ id: support.id }) }),
    ]);

    const mails = await eventually(
      () => t.mail.to(shopper.email),
      (m) => m.length >= 2,
    ); // confirmation + shipped
    // The confirmation (a background job) may arrive after it: pick the shipped mail by its subject.
    const shippedMail = mails.find((m) => /^Subject: .* is on the way/m.test(m.raw.replace(/\r?\n[ \t]+/g, " ")));
    expect(shippedMail?.raw).toContain("NCM-55821");
    expect(shippedMail?.raw).toContain("Nepal Can Move");
    await eventually(
      () => heard,
      (h) => h.length > 0,
    );
    expect(heard).toEqual([{ orderId, status: "shipped", trackingNumber: "NCM-55821" }]);
    socket.close();

    const stale = await post(`/api/admin/orders/${orderId}/transitions`, { to: "delivered", version: 1 }, owner);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain("shipped");
    const [audit] = await auditRows(orderId);
    expect(audit).toMatchObject({
      action: "order.transition",
      actorUserId: support.id,
      before: { status: "processing", version: 1, trackingNumber: null, carrier: null },
      after: { status: "shipped", version: 2, trackingNumber: "NCM-55821", carrier: "Nepal Can Move" },
    });
    expect(audit!.ip).toBeTruthy();
    expect(await auditRows(orderId)).toHaveLength(1); // the refused changes left none
  });

  it("cancels (staff and owner only): stock back with ledger rows, the shopper mailed", async () => {
    const { shopper, orderId } = await placeOrder();
    const before = await stockOf(t, productId);
    const refused = await post(`/api/admin/orders/${orderId}/transitions`, { to: "cancelled", version: 1 }, support);
    expect(refused.statusCode).toBe(403);
    const cancelled = await post(`/api/admin/orders/${orderId}/transitions`, { to: "cancelled", version: 1, note: "Customer asked" });
    expect(cancelled.json()).toMatchObject({ status: "cancelled", version: 2 });
    expect((await stockOf(t, productId)).stock).toBe(before.stock + 2);
    const ledger = await t.database.db.select().from(stockMovements).where(eq(stockMovements.reference, orderId)).orderBy(asc(stockMovements.createdAt));
    expect(ledger.map((m) => [m.reason, m.delta])).toEqual([
      ["sale", -2],
      ["cancel", 2],
    ]);
    expect(ledger[1]!.actorUserId).toBe(owner.id);
    const mails = await eventually(
      () => t.mail.to(shopper.email),
      (m) => m.some((x) => x.raw.includes("was cancelled")),
    );
    expect(mails.some((m) => m.raw.includes("was cancelled"))).toBe(true);
    const again = await post(`/api/admin/orders/${orderId}/transitions`, { to: "shipped", version: 2, trackingNumber: "X" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain("cancelled");
  });

  it("signs the shopper's mails with the business name from the shop settings", async () => {
    // The form leaves the legal facts empty until they are set (decision 030): this test sets them.
    const settings = {
      ...(await get("/api/admin/settings")).json(),
      pan: "609876543",
      companyRegistrationNo: "123456/078/079",
      ecommerceListingNo: "EC-2081-0042",
      grievanceOfficer: { name: "Anita Shrestha", phone: "9801000000", email: "grievance@example.com" },
    };
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      payload: { ...settings, businessName: "Himal Gadgets Pvt. Ltd." },
      headers: { cookie: owner.cookie },
    });
    expect(saved.statusCode).toBe(200);
    try {
      const { shopper, orderId } = await placeOrder();
      expect((await post(`/api/admin/orders/${orderId}/transitions`, { to: "cancelled", version: 1 })).statusCode).toBe(200);
      const unfold = (raw: string) => raw.replace(/\r?\n[ \t]+/g, " ");
      const mails = await eventually(
        () => t.mail.to(shopper.email),
        (m) => m.length >= 2 && m.some((x) => x.raw.includes("was cancelled")),
      );
      const cancelled = mails.find((m) => m.raw.includes("was cancelled"))!;
      expect(unfold(cancelled.raw)).toMatch(/^Subject: Your Himal Gadgets Pvt\. Ltd\. order/m);
      expect(unfold(cancelled.raw)).toMatch(new RegExp(`^From: "?Himal Gadgets Pvt\\. Ltd\\."? <${t.config.SHOP_EMAIL.replace(/\./g, "\\.")}>`, "m"));
      const confirmation = mails.find((m) => !m.raw.includes("was cancelled"))!;
      expect(unfold(confirmation.raw)).toMatch(/^Subject: Your Himal Gadgets Pvt\. Ltd\. order/m);
      // Account mails too: the password reset code.
      const reset = await t.app.inject({ method: "POST", url: "/api/forgot-password", payload: { forgotPasswordEmail: shopper.email } });
      expect(reset.statusCode).toBe(200);
      const withCode = await eventually(
        () => t.mail.to(shopper.email),
        (m) => m.some((x) => x.raw.includes("password reset code")),
      );
      const resetRaw = unfold(withCode.find((m) => m.raw.includes("password reset code"))!.raw);
      expect(resetRaw).toMatch(/^Subject: Your Himal Gadgets Pvt\. Ltd\. password reset code/m);
      expect(resetRaw).toMatch(/^From: "?Himal Gadgets Pvt\. Ltd\."? </m);
    } finally {
      await t.app.inject({ method: "PUT", url: "/api/admin/settings", payload: settings, headers: { cookie: owner.cookie } });
    }
  });

  it("adds notes with an audit row; an audit row never outlives a change that rolled back", async () => {
    const { orderId } = await placeOrder();
    const noted = await post(`/api/admin/orders/${orderId}/notes`, { text: "Customer will pick up at the shop" }, support);
    expect(noted.statusCode).toBe(201);
    expect(noted.json().notes).toEqual([
      expect.objectContaining({ text: "Customer will pick up at the shop", by: expect.objectContaining({ id: support.id }) }),
    ]);
    expect((await post(`/api/admin/orders/${orderId}/notes`, { text: "  " }, support)).statusCode).toBe(400);
    expect(await auditRows(orderId)).toHaveLength(1);

    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.update(users).set({ fullName: "Changed" }).where(eq(users.id, support.id));
        await recordAudit(tx, {
          actorUserId: owner.id,
          action: "user.update",
          entity: "user",
          entityId: support.id,
          before: { fullName: "Test support" },
          after: { fullName: "Changed" },
        });
        throw new Error("the change fails after its audit row");
      }),
    ).rejects.toThrow();
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, support.id))).toEqual([]);
    const [unchanged] = await t.database.db.select().from(users).where(eq(users.id, support.id));
    expect(unchanged!.fullName).toBe("Test support");
  });

  it("unknown orders are 404", async () => {
    expect((await get("/api/admin/orders/ORD-NOPE99")).statusCode).toBe(404);
    const [any] = await t.database.db.select().from(orders).limit(1);
    expect((await get(`/api/admin/orders/${any!.id}`)).statusCode).toBe(200);
  });
});
