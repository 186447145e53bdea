import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { count, eq, isNull } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.js";
import { orderEvents } from "../src/db/schema/index.js";
import { createSmsSender } from "../src/sms/sms-sender.js";
import { member, type Member } from "./admin-helpers.js";
import { cookiesFrom, randomIp, signUp } from "./auth-helpers.js";
import { createTestApp, databaseKinds, type TestApp } from "./helpers.js";
import { startMailServer } from "./mail-server.js";
import {
  assertMoneyInvariant,
  followReturn,
  orderRow,
  payAgain,
  paymentWorld,
  placeOrder,
  settleOrderEvents,
  postEsewaForm,
  type PaymentWorld,
} from "./payment-helpers.js";
import { colorOnly, eventually, firstOptions, productWhere, setStock } from "./shopping-helpers.js";
import { startSparrowServer } from "./sparrow-server.js";

/** checkoutBody's phone number (shopping-helpers.ts): every order below texts it. */
const PHONE = "9812345678";
const minutes = (n: number) => new Date(Date.now() + n * 60_000);

describe.each(databaseKinds)("an order's changes tell the shopper, once each, on every path, on %s", (kind) => {
  let w: PaymentWorld;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  let sparrow: Awaited<ReturnType<typeof startSparrowServer>>;
  let owner: Member;
  let line: Record<string, unknown> = {};

  beforeAll(async () => {
    mail = await startMailServer();
    sparrow = await startSparrowServer();
    w = await paymentWorld(kind, {
      SMTP_URL: mail.url,
      SMS_PROVIDER: "sparrow",
      SPARROW_SMS_URL: sparrow.url,
      SPARROW_SMS_TOKEN: sparrow.token,
      SPARROW_SMS_FROM: sparrow.from,
    });
    owner = await member(w.t, "owner");
    const product = await productWhere(w.t, colorOnly);
    line = { productId: product._id, ...firstOptions(product), quantity: 1 };
    await setStock(w.t, product._id, 500, 0);
  });
  afterAll(async () => {
    await w?.close();
    await mail?.close();
    await sparrow?.close();
  });

  const settle = () => settleOrderEvents(w.t);
  const textsAbout = (orderNumber: string) => sparrow.to(PHONE).filter((sms) => sms.text.includes(orderNumber));
  const mailsAbout = (orderNumber: string) => mail.received.filter((m) => m.raw.includes(orderNumber));
  const eventsOf = (order: { _id: string }) => w.t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order._id)).orderBy(orderEvents.id);
  /** A back-office transition, at the version the order has now. */
  const transition = async (order: { _id: string; orderId: string }, payload: Record<string, unknown>) => {
    const { version } = await orderRow(w.t, order._id);
    return w.t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${order.orderId}/transitions`,
      headers: { cookie: owner.cookie },
      payload: { version, ...payload },
    });
  };

  it("texts the order's number and how to pay when it is placed, after its confirmation mail", async () => {
    const { body } = await placeOrder(w.t, line);
    await settle();
    const texts = await eventually(
      () => textsAbout(body.order.orderId),
      (t) => t.length > 0,
    );
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toMatch(/we received your order ORD-.*Pay Rs\. [\d,]+\.00 in cash when it arrives/);
    expect(texts[0]!.from).toBe(sparrow.from);
    expect(mailsAbout(body.order.orderId).length).toBe(1);
  });

  it("ships and delivers from the back office: one outbox row, one mail and one SMS per change", async () => {
    const { body } = await placeOrder(w.t, line);
    const orderNumber = body.order.orderId;
    await settle();
    const before = { mails: mailsAbout(orderNumber).length, texts: textsAbout(orderNumber).length };
    expect((await transition(body.order, { to: "shipped", trackingNumber: "TRK-7781", carrier: "Pathao" })).statusCode).toBe(200);
    expect((await transition(body.order, { to: "delivered" })).statusCode).toBe(200);
    await settle();
    const events = await eventsOf(body.order);
    expect(events.map((e) => `${e.fromStatus}>${e.toStatus}`)).toEqual(["processing>shipped", "shipped>delivered"]);
    expect(events.every((e) => e.dispatchedAt !== null)).toBe(true);
    const texts = textsAbout(orderNumber).slice(before.texts);
    expect(texts.map((t) => t.text)).toEqual([expect.stringMatching(/is on the way with Pathao, tracking TRK-7781/), expect.stringMatching(/was delivered/)]);
    const mails = mailsAbout(orderNumber).slice(before.mails);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.raw).toContain("is on the way");
    expect(mails[1]!.raw).toContain("has been delivered");
    // A second dispatch finds nothing left: no change is told twice.
    expect(await w.t.app.services.orderEvents.dispatch()).toBe(0);
  });

  it("mails the shopper who cancelled their own order that they did, and texts them", async () => {
    const { body, shopper } = await placeOrder(w.t, line);
    await settle();
    const res = await w.t.app.inject({ method: "POST", url: `/api/orders/${body.order._id}/cancel`, headers: { cookie: shopper.cookie } });
    expect(res.statusCode).toBe(200);
    await settle();
    const [event] = await eventsOf(body.order);
    expect(event).toMatchObject({ toStatus: "cancelled", byShopper: 1, actorUserId: shopper.id });
    const cancelMail = mailsAbout(body.order.orderId).find((m) => m.raw.includes("You cancelled"));
    expect(cancelMail?.raw).toContain("As you asked");
    expect(textsAbout(body.order.orderId).map((t) => t.text)).toEqual([expect.stringMatching(/received your order/), expect.stringMatching(/was cancelled/)]);
  });

  it("tells the shopper of an unpaid online order the reconciler cancelled", async () => {
    const { body } = await placeOrder(w.t, line, "khalti");
    await settle();
    const summary = await w.t.app.services.paymentReconciler.run(minutes(24 * 60));
    expect(summary.cancelled).toContain(body.order._id);
    await settle();
    const [event] = await eventsOf(body.order);
    expect(event).toMatchObject({ fromStatus: "processing", toStatus: "cancelled", byShopper: 0, actorUserId: null });
    const mails = mailsAbout(body.order.orderId);
    expect(mails.some((m) => m.raw.includes("was cancelled") && !m.raw.includes("You cancelled"))).toBe(true);
    expect(textsAbout(body.order.orderId).at(-1)?.text).toMatch(/was cancelled/);
  });

  it("leaves no change undispatched and queues each once, even when dispatches race", async () => {
    const placed = await Promise.all([placeOrder(w.t, line), placeOrder(w.t, line), placeOrder(w.t, line)]);
    const moved = await Promise.all(placed.map(({ body }) => transition(body.order, { to: "cancelled" })));
    expect(moved.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    await Promise.all([w.t.app.services.orderEvents.dispatch(), w.t.app.services.orderEvents.dispatch()]);
    await settle();
    const [waiting] = await w.t.database.db.select({ n: count() }).from(orderEvents).where(isNull(orderEvents.dispatchedAt));
    expect(waiting!.n).toBe(0);
    for (const { body } of placed) {
      expect(mailsAbout(body.order.orderId).filter((m) => m.raw.includes("was cancelled"))).toHaveLength(1);
      expect(textsAbout(body.order.orderId).filter((t) => /was cancelled/.test(t.text))).toHaveLength(1);
    }
  });

  it("mails a receipt when a payment after a retry pays the order, and says a second payment will be refunded", async () => {
    const { body, shopper } = await placeOrder(w.t, line, "esewa");
    const first = await postEsewaForm(body.payment);
    // The shopper gives up on the first tab and pays again (a retry), then the first tab pays too.
    const again = await payAgain(w.t, shopper, body.order._id);
    const second = await postEsewaForm(again.json().payment);
    expect(await followReturn(w.t, w.esewa.pay(second))).toMatchObject({ outcome: "paid" });
    expect(await followReturn(w.t, w.esewa.pay(first))).toMatchObject({ outcome: "paid" });
    await settle();
    const events = await eventsOf(body.order);
    const amount = Math.round(body.order.totalAmount * 100);
    expect(events.map((e) => [e.kind, e.amountPaisa])).toEqual([
      ["paid", amount],
      ["paid-owed", amount],
    ]);
    const receipts = mailsAbout(body.order.orderId).filter((m) => m.raw.includes("received"));
    expect(receipts.some((m) => m.raw.includes("payment received for order"))).toBe(true);
    expect(receipts.some((m) => m.raw.includes("to be refunded") && m.raw.includes("was already paid"))).toBe(true);
    await assertMoneyInvariant(w.t.database);
    // Asking the gateway again changes nothing and mails nothing more.
    await w.t.app.services.paymentReconciler.run();
    await settle();
    expect(await eventsOf(body.order)).toHaveLength(2);
  });

  it("rolls back the outbox row with a refused change", async () => {
    const { body } = await placeOrder(w.t, line);
    const res = await transition(body.order, { to: "delivered" });
    expect(res.statusCode).toBe(409);
    expect(await eventsOf(body.order)).toHaveLength(0);
  });
});

describe("text messages through Sparrow SMS, and without a gateway", () => {
  const log = pino({ level: "silent" });

  it("sends ten-digit numbers only, and tries again while the gateway is down", async () => {
    const sparrow = await startSparrowServer();
    try {
      const config = loadConfig({
        NODE_ENV: "test",
        DATA_DIR: path.join("/tmp", "pasal-sms-test"),
        SMS_PROVIDER: "sparrow",
        SPARROW_SMS_URL: sparrow.url,
        SPARROW_SMS_TOKEN: sparrow.token,
        SPARROW_SMS_FROM: sparrow.from,
      });
      const sms = createSmsSender(config, log);
      expect(await sms.send({ to: "+977 981-2345678", text: "hello" })).toBe(true);
      expect(sparrow.sent.at(-1)).toEqual({ from: sparrow.from, to: "9812345678", text: "hello" });
      // A landline or a foreign number is never sent.
      const asked = sparrow.requests();
      expect(await sms.send({ to: "014412345", text: "hello" })).toBe(false);
      expect(sparrow.requests()).toBe(asked);
      sparrow.failNext(500, 503);
      expect(await sms.send({ to: "9841000000", text: "after the outage" })).toBe(true);
      expect(sparrow.requests()).toBe(asked + 3);
    } finally {
      await sparrow.close();
    }
  });

  it("does not repeat a message Sparrow refused, and logs its code without the number or the text", async () => {
    const sparrow = await startSparrowServer();
    const lines: string[] = [];
    const capture = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
    try {
      const config = loadConfig({
        NODE_ENV: "test",
        DATA_DIR: path.join("/tmp", "pasal-sms-test"),
        SMS_PROVIDER: "sparrow",
        SPARROW_SMS_URL: sparrow.url,
        SPARROW_SMS_TOKEN: "a-wrong-token",
        SPARROW_SMS_FROM: sparrow.from,
      });
      const sms = createSmsSender(config, capture);
      expect(await sms.send({ to: "9812345678", text: "your code is 123456" })).toBe(false);
      expect(sparrow.requests()).toBe(1);
      const logged = lines.join("");
      expect(logged).toContain('"code":"1002"');
      expect(logged).not.toContain("9812345678");
      expect(logged).not.toContain("123456");
    } finally {
      await sparrow.close();
    }
  });

  it("writes the message to DATA_DIR/outbox without a gateway", async () => {
    const dataDir = path.join("/tmp", `pasal-sms-outbox-${process.pid}`);
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir });
    const sms = createSmsSender(config, log);
    expect(await sms.send({ to: "9801234567", text: "order placed" })).toBe(true);
    const files = readdirSync(path.join(dataDir, "outbox")).filter((f) => f.endsWith(".sms.txt"));
    expect(files.length).toBeGreaterThan(0);
    expect(readFileSync(path.join(dataDir, "outbox", files.at(-1)!), "utf8")).toContain("order placed");
  });

  it("refuses to start with SMS_PROVIDER=sparrow and no token or sender", () => {
    expect(() => loadConfig({ NODE_ENV: "test", DATA_DIR: "/tmp/pasal-sms-test", SMS_PROVIDER: "sparrow" })).toThrow(/SPARROW_SMS_TOKEN/);
  });
});

describe.each(databaseKinds)("a changed password is told to the account's owner, on %s", (kind) => {
  let t: TestApp;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  let sparrow: Awaited<ReturnType<typeof startSparrowServer>>;

  beforeAll(async () => {
    mail = await startMailServer();
    sparrow = await startSparrowServer();
    t = await createTestApp(kind, {
      SMTP_URL: mail.url,
      SMS_PROVIDER: "sparrow",
      SPARROW_SMS_URL: sparrow.url,
      SPARROW_SMS_TOKEN: sparrow.token,
      SPARROW_SMS_FROM: sparrow.from,
    });
  });
  afterAll(async () => {
    await t?.close();
    await mail?.close();
    await sparrow?.close();
  });
  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({ method: "POST", url, payload, remoteAddress: randomIp(), ...(cookie ? { headers: { cookie } } : {}) });
  const changedMails = (email: string) => mail.to(email.toLowerCase()).filter((m) => m.raw.includes("password was changed"));

  it("mails the owner after a change from the profile", async () => {
    const me = await signUp(t.app, { phoneNumber: "9841112233" });
    const res = await post("/api/auth/change-password", { id: me.user._id, currentPassword: me.password, newPassword: "dal-bhat-power" }, me.cookie);
    expect(res.statusCode).toBe(200);
    const mails = await eventually(
      () => changedMails(me.email),
      (m) => m.length > 0,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain("from your profile");
    // A refused change tells nobody anything.
    const wrong = await post("/api/auth/change-password", { id: me.user._id, currentPassword: "guess-guess", newPassword: "another-one-9" }, me.cookie);
    expect(wrong.statusCode).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(changedMails(me.email)).toHaveLength(1);
  });

  it("texts the reset code to the account's phone as well, and mails the owner after the reset", async () => {
    const me = await signUp(t.app, { phoneNumber: "9841998877" });
    expect((await post("/api/forgot-password", { forgotPasswordEmail: me.email })).statusCode).toBe(200);
    const texts = await eventually(
      () => sparrow.to("9841998877"),
      (s) => s.length > 0,
    );
    const code = /reset code is (\d{6})/.exec(texts[0]!.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const verified = await post("/api/verify-code", { email: me.email, code: code! });
    expect(verified.statusCode).toBe(200);
    const reset = await post("/api/reset-password", { email: me.email, newPassword: "new-secret-1" }, cookiesFrom(verified));
    expect(reset.statusCode).toBe(200);
    const mails = await eventually(
      () => changedMails(me.email),
      (m) => m.length > 0,
    );
    expect(mails[0]!.raw).toContain("password-reset code");
  });
});
