import { CLAIM_MESSAGES, GUEST_USER_ID } from "@pasal/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { orders, stockMovements } from "../src/db/schema/index.js";
import { member } from "./admin-helpers.js";
import { randomIp, signUp, uniqueEmail, verifyEmail } from "./auth-helpers.js";
import { databaseKinds } from "./helpers.js";
import type { TestAppWithMail } from "./mail-server.js";
import { followReturn, orderRow, paymentWorld, postEsewaForm, type PaymentWorld } from "./payment-helpers.js";
import { checkoutBody, colorOnlyLine, eventually, newShopper, setStock, stockOf } from "./shopping-helpers.js";

interface GuestPlaced {
  status: number;
  body: {
    message: string;
    guestAccess?: string;
    order: { _id: string; orderId: string; status: string; paymentStatus: string; paymentMethod: string; totalAmount: number };
    payment?: Parameters<typeof postEsewaForm>[0];
  };
}

describe.each(databaseKinds)("guest checkout on %s", (kind) => {
  let w: PaymentWorld<TestAppWithMail>;
  let productId = "";
  let line: Record<string, unknown> = {};

  beforeAll(async () => {
    w = await paymentWorld(kind, {}, { mail: true });
    ({ productId, line } = await colorOnlyLine(w.t));
  });
  afterAll(() => w?.close());
  beforeEach(() => setStock(w.t, productId, 50, 0));

  /** A shopper who is not signed in checks out with the cart from their browser. */
  async function guestOrder(email: string, extra: Record<string, unknown> = {}, options: { ip?: string; key?: string } = {}): Promise<GuestPlaced> {
    const res = await w.t.app.inject({
      method: "POST",
      url: "/api/checkout",
      remoteAddress: options.ip ?? randomIp(),
      headers: options.key ? { "idempotency-key": options.key } : {},
      payload: checkoutBody(GUEST_USER_ID, { mail: email, products: [line], ...extra }),
    });
    return { status: res.statusCode, body: res.json() };
  }
  const get = (url: string, cookie?: string) => w.t.app.inject({ method: "GET", url, ...(cookie ? { headers: { cookie } } : {}) });

  it("places a cash-on-delivery order without an account, prices and stock from the server, mail to the guest", async () => {
    const email = uniqueEmail("Guest");
    const before = await stockOf(w.t, productId);
    const { status, body } = await guestOrder(email, { products: [{ ...line, quantity: 2, price: 1 }] });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.order).toMatchObject({ status: "processing", paymentMethod: "cod", paymentStatus: "pending" });
    expect(body.order.totalAmount).toBeGreaterThan(2);
    expect(body.guestAccess).toMatch(/^[0-9a-f]{64}$/);

    const row = await orderRow(w.t, body.order._id);
    expect(row).toMatchObject({ userId: null, guestEmail: email.toLowerCase(), contact: { email, phone: "9812345678", firstName: "Sita" } });
    expect(await stockOf(w.t, productId)).toEqual({ stock: before.stock - 2, sold: before.sold + 2 });
    const [movement] = await w.t.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.reference, body.order.orderId), eq(stockMovements.reason, "sale")));
    expect(movement).toMatchObject({ delta: -2, actorUserId: null });

    // (The SMTP envelope's address comes lower-cased.)
    const [sent] = await eventually(
      () => w.t.mail.to(email.toLowerCase()),
      (m) => m.length === 1,
    );
    expect(sent!.raw).toContain(body.order.orderId);
    expect(sent!.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=")).toContain(`/order/confirmation/${body.order._id}?access=${body.guestAccess}`);
  });

  it("opens the guest's own order by its token only: no token 401, another order's token 404", async () => {
    const mine = await guestOrder(uniqueEmail("guest"));
    const theirs = await guestOrder(uniqueEmail("guest"));
    const token = mine.body.guestAccess!;

    const own = await get(`/api/orders/${mine.body.order._id}?access=${token}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ _id: mine.body.order._id, orderId: mine.body.order.orderId });
    expect((await get(`/api/orders/${mine.body.order.orderId}?access=${token}`)).statusCode).toBe(200);

    expect((await get(`/api/orders/${mine.body.order._id}`)).statusCode).toBe(401);
    expect((await get(`/api/orders/${theirs.body.order._id}?access=${token}`)).statusCode).toBe(404);
    expect((await get(`/api/orders/${mine.body.order._id}?access=${"0".repeat(64)}`)).statusCode).toBe(404);
    // A signed-in stranger without the token is refused too.
    const stranger = await newShopper(w.t);
    expect((await get(`/api/orders/${mine.body.order._id}`, stranger.cookie)).statusCode).toBe(403);
    // An account's order never opens with a guest token.
    const buyer = await newShopper(w.t);
    const placed = await w.t.app.inject({
      method: "POST",
      url: "/api/checkout",
      headers: { cookie: buyer.cookie },
      payload: checkoutBody(buyer.id, { buyNow: true, products: [line] }),
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().guestAccess).toBeUndefined();
    expect((await get(`/api/orders/${placed.json().order._id}?access=${token}`)).statusCode).toBe(404);

    // The invoice exists from dispatch (decision 030): 404 before, then the token opens it.
    expect((await get(`/api/orders/${mine.body.order._id}/invoice.pdf?access=${token}`)).statusCode).toBe(404);
    const owner = await member(w.t, "owner");
    const settings = {
      businessName: "Himal Gadgets Pvt. Ltd.",
      address: "Durbar Marg, Kathmandu",
      pan: "609876543",
      companyRegistrationNo: "123456/078/079",
      ecommerceListingNo: "EC-2081-0042",
      grievanceOfficer: { name: "Anita Shrestha", phone: "9801000000", email: "grievance@example.com" },
      supportHours: "9 AM – 7 PM",
      supportPhone: "9802000000",
    };
    expect((await w.t.app.inject({ method: "PUT", url: "/api/admin/settings", headers: { cookie: owner.cookie }, payload: settings })).statusCode).toBe(200);
    const shipped = await w.t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${mine.body.order._id}/transitions`,
      headers: { cookie: owner.cookie },
      payload: { to: "shipped", version: 1, trackingNumber: "NP1" },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect((await get(`/api/orders/${mine.body.order._id}?access=${token}`)).json().invoiceNumber).toBe(shipped.json().invoiceNumber);
    const pdf = await get(`/api/orders/${mine.body.order._id}/invoice.pdf?access=${token}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect((await get(`/api/orders/${mine.body.order._id}/invoice.pdf`)).statusCode).toBe(401);
    expect((await get(`/api/orders/${theirs.body.order._id}/invoice.pdf?access=${token}`)).statusCode).toBe(404);
  });

  it("lets the guest cancel before shipping with the token, stock back; not with another token", async () => {
    const { body } = await guestOrder(uniqueEmail("guest"), { products: [{ ...line, quantity: 3 }] });
    const other = await guestOrder(uniqueEmail("guest"));
    const before = await stockOf(w.t, productId);
    const cancel = (token?: string) =>
      w.t.app.inject({ method: "POST", url: `/api/orders/${body.order._id}/cancel${token ? `?access=${token}` : ""}`, remoteAddress: randomIp() });
    expect((await cancel()).statusCode).toBe(401);
    expect((await cancel(other.body.guestAccess)).statusCode).toBe(404);
    expect((await orderRow(w.t, body.order._id)).status).toBe("processing");

    const done = await cancel(body.guestAccess);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: "cancelled" });
    expect((await stockOf(w.t, productId)).stock).toBe(before.stock + 3);
  });

  it("pays a guest order with eSewa (fake gateway) and answers the token's page as paid", async () => {
    const { status, body } = await guestOrder(uniqueEmail("guest"), { paymentMethod: "esewa" });
    expect(status).toBe(201);
    expect(body.payment).toMatchObject({ provider: "esewa" });
    const uuid = await postEsewaForm(body.payment);
    expect(await followReturn(w.t, w.esewa.pay(uuid))).toEqual({ path: `/order/confirmation/${body.order._id}`, outcome: "paid" });
    const order = (await get(`/api/orders/${body.order._id}?access=${body.guestAccess}`)).json();
    expect(order).toMatchObject({ paymentStatus: "completed", paymentMethod: "esewa" });
    // Pay now on a paid order is refused, and without the token it is not even looked at.
    const again = (token = "") => w.t.app.inject({ method: "POST", url: `/api/orders/${body.order._id}/pay${token}` });
    expect((await again()).statusCode).toBe(401);
    expect((await again(`?access=${body.guestAccess}`)).statusCode).toBe(409);
  });

  it("keeps the idempotency rules: the same key and e-mail give one order, another e-mail its own", async () => {
    const email = uniqueEmail("guest");
    const key = `guest-${Date.now()}`;
    const first = await guestOrder(email, {}, { key });
    const second = await guestOrder(email, {}, { key });
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.body.order._id).toBe(first.body.order._id);
    expect(second.body.guestAccess).toBe(first.body.guestAccess);
    const someoneElse = await guestOrder(uniqueEmail("guest"), {}, { key });
    expect(someoneElse.status).toBe(201);
    expect(someoneElse.body.order._id).not.toBe(first.body.order._id);
  });

  it("refuses a guest without lines, and a signed-out call naming a user id", async () => {
    const empty = await guestOrder(uniqueEmail("guest"), { products: [] });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ code: "BAD_REQUEST", message: "Your cart is empty" });
    const shopper = await newShopper(w.t);
    const res = await w.t.app.inject({ method: "POST", url: "/api/checkout", payload: checkoutBody(shopper.id, { products: [line] }) });
    expect(res.statusCode).toBe(401);
  });

  it("limits guest checkout per IP, and a signed-in shopper from the same IP is not limited", async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await guestOrder(uniqueEmail("guest"), {}, { ip })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    const shopper = await newShopper(w.t);
    const res = await w.t.app.inject({
      method: "POST",
      url: "/api/checkout",
      remoteAddress: ip,
      headers: { cookie: shopper.cookie },
      payload: checkoutBody(shopper.id, { buyNow: true, products: [line] }),
    });
    expect(res.statusCode).toBe(201);
  });

  it("shows the guest's order with its contact details in the back office", async () => {
    const email = uniqueEmail("guest");
    const { body } = await guestOrder(email, { username: "Guest Tamang", phoneNumber: "9841000111" });
    const owner = await member(w.t, "owner");
    const list = await get(`/api/admin/orders?search=${body.order.orderId}`, owner.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json().items[0]).toMatchObject({ orderId: body.order.orderId, customer: { name: "Guest Tamang", email, phone: "9841000111" } });
    const detail = await get(`/api/admin/orders/${body.order.orderId}`, owner.cookie);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().customer).toEqual({ id: null, fullName: "Guest Tamang", email, phoneNumber: "9841000111", guest: true });
    // Shipping it mails the guest at the address they checked out with.
    const shipped = await w.t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${body.order.orderId}/transitions`,
      headers: { cookie: owner.cookie },
      payload: { to: "shipped", version: detail.json().version, trackingNumber: "NP123", carrier: "Nepal Post" },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    await eventually(
      () => w.t.mail.to(email),
      (m) => m.length === 2,
      20_000,
    );
    expect(w.t.mail.to(email)).toHaveLength(2);
  });

  describe("claiming guest orders with an account", () => {
    const claimLink = (raw: string) => {
      const match = /(http:\/\/[^\s"<]*\/api\/orders\/claim\/confirm\?token=[^\s"<]+)/.exec(raw.replace(/=\r?\n/g, "").replace(/=3D/g, "="));
      if (!match) throw new Error("no claim link in the mail");
      return new URL(match[1]!);
    };

    it("attaches the guest's orders only after the mailed link proves the e-mail, and answers alike without orders", async () => {
      const email = uniqueEmail("claimer");
      const a = await guestOrder(email);
      const b = await guestOrder(email.toUpperCase());
      const elses = await guestOrder(uniqueEmail("other"));
      await eventually(
        () => w.t.mail.to(email),
        (m) => m.length >= 1,
      );

      const account = await signUp(w.t.app, { email });
      expect(account.response.statusCode).toBe(201);
      const userId = account.user._id as string;
      // Signing up alone proves nothing: the orders stay guest orders.
      expect((await get(`/api/orders/${userId}`, account.cookie)).json()).toEqual([]);
      await verifyEmail(w.t.app, account, w.t.mail);

      const ask = await w.t.app.inject({ method: "POST", url: "/api/orders/claim", headers: { cookie: account.cookie }, remoteAddress: randomIp() });
      expect(ask.statusCode).toBe(200);
      expect(ask.json()).toEqual({ message: CLAIM_MESSAGES.sent });
      // Someone with no guest orders gets the very same answer (and a mail, so timing and mail tell nothing either).
      const nobody = await signUp(w.t.app);
      const askNobody = await w.t.app.inject({ method: "POST", url: "/api/orders/claim", headers: { cookie: nobody.cookie }, remoteAddress: randomIp() });
      expect(askNobody.statusCode).toBe(200);
      expect(askNobody.json()).toEqual(ask.json());
      // (Sign-up's own confirmation mail, then the claim mail.)
      await eventually(
        () => w.t.mail.to(nobody.email),
        (m) => m.length === 2,
      );
      expect(w.t.mail.to(nobody.email)).toHaveLength(2);

      const claimMail = await eventually(() => w.t.mail.to(email).find((m) => m.raw.includes("claim/confirm")), Boolean);
      const link = claimLink(claimMail!.raw);
      const tampered = await get(`${link.pathname}?token=${link.searchParams.get("token")!.replace(/.$/, "0")}x`);
      expect(tampered.statusCode).toBe(400);
      expect(tampered.json()).toEqual({ code: "BAD_REQUEST", message: CLAIM_MESSAGES.badLink });

      // The link alone, without the account's session, attaches nothing: the browser is sent to sign in.
      const bare = await get(link.pathname + link.search);
      expect(bare.statusCode).toBe(303);
      expect(bare.headers.location).toMatch(/^\/order\/claim\?token=.+&reason=sign-in$/);
      expect((await orderRow(w.t, a.body.order._id)).userId).toBeNull();

      const opened = await get(link.pathname + link.search, account.cookie);
      expect(opened.statusCode).toBe(303);
      expect(opened.headers.location).toBe("/order?claimed=2");
      const mine = (await get(`/api/orders/${userId}`, account.cookie)).json() as { _id: string }[];
      expect(mine.map((o) => o._id).sort()).toEqual([a.body.order._id, b.body.order._id].sort());
      expect((await orderRow(w.t, elses.body.order._id)).userId).toBeNull();
      // Spent: a second visit attaches nothing more, and the guest's link still opens the order.
      expect((await get(link.pathname + link.search, account.cookie)).headers.location).toBe("/order?claimed=0");
      expect((await get(`/api/orders/${a.body.order._id}?access=${a.body.guestAccess}`)).statusCode).toBe(200);
    });

    it("gives a stranger who signed up with the guest's address nothing when the real owner clicks the genuine mail", async () => {
      const email = uniqueEmail("victim");
      const placed = await guestOrder(email);
      // The attacker signs up with the guest's address (never proving it) and asks for the link.
      const attacker = await signUp(w.t.app, { email });
      expect(
        (await w.t.app.inject({ method: "POST", url: "/api/orders/claim", headers: { cookie: attacker.cookie }, remoteAddress: randomIp() })).statusCode,
      ).toBe(200);
      const claimMail = await eventually(() => w.t.mail.to(email).find((m) => m.raw.includes("claim/confirm")), Boolean);
      const link = claimLink(claimMail!.raw);
      // The real owner clicks it: signed out, then signed in to an account of their own.
      const owner = await signUp(w.t.app);
      await verifyEmail(w.t.app, owner, w.t.mail);
      expect((await get(link.pathname + link.search)).headers.location).toMatch(/reason=sign-in$/);
      expect((await get(link.pathname + link.search, owner.cookie)).headers.location).toMatch(/reason=other-account$/);
      // Even the attacker holding the link in their own session gets nothing: the address is not theirs.
      expect((await get(link.pathname + link.search, attacker.cookie)).headers.location).toMatch(/reason=verify$/);
      expect((await orderRow(w.t, placed.body.order._id)).userId).toBeNull();
      expect((await get(`/api/orders/${attacker.user._id}`, attacker.cookie)).json()).toEqual([]);
    });

    it("needs a session to ask, and a link for an address the account no longer has is refused", async () => {
      expect((await w.t.app.inject({ method: "POST", url: "/api/orders/claim", remoteAddress: randomIp() })).statusCode).toBe(401);
      const email = uniqueEmail("mover");
      await guestOrder(email);
      const account = await signUp(w.t.app, { email });
      await w.t.app.inject({ method: "POST", url: "/api/orders/claim", headers: { cookie: account.cookie }, remoteAddress: randomIp() });
      const claimMail = await eventually(() => w.t.mail.to(email).find((m) => m.raw.includes("claim/confirm")), Boolean);
      const link = claimLink(claimMail!.raw);
      await w.t.app.services.users.setEmail(account.user._id, uniqueEmail("moved"));
      expect((await get(link.pathname + link.search, account.cookie)).statusCode).toBe(400);
      const [still] = await w.t.database.db.select({ userId: orders.userId }).from(orders).where(eq(orders.guestEmail, email));
      expect(still?.userId).toBeNull();
    });
  });
});
