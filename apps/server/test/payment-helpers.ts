import type { PaymentRedirect } from "@pasal/shared";
import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import {
  startFakeEsewa,
  startFakeFonepay,
  startFakeKhalti,
  type FakeEsewa,
  type FakeFonepay,
  type FakeKhalti,
} from "../../../scripts/fakes/payment-gateways.mjs";
import { orders, paymentAttempts } from "../src/db/schema/index.js";
import type { Database } from "../src/db/client.js";
import { createTestApp, type DatabaseKind, type TestApp } from "./helpers.js";
import { createTestAppWithMail, type TestAppWithMail } from "./mail-server.js";
import { checkoutBody, newShopper, type Shopper } from "./shopping-helpers.js";

export interface PaymentWorld<App extends TestApp = TestApp> {
  t: App;
  esewa: FakeEsewa;
  khalti: FakeKhalti;
  fonepay: FakeFonepay;
  close(): Promise<void>;
}

/**
 * The app wired to every fake gateway (real HTTP servers on 127.0.0.1, random ports); with
 * `{ mail: true }` its mail goes to a mail server of its own too (`w.t.mail`).
 */
export async function paymentWorld(kind: DatabaseKind, env?: Record<string, string>): Promise<PaymentWorld>;
export async function paymentWorld(kind: DatabaseKind, env: Record<string, string>, options: { mail: true }): Promise<PaymentWorld<TestAppWithMail>>;
export async function paymentWorld(kind: DatabaseKind, env: Record<string, string> = {}, options: { mail?: boolean } = {}): Promise<PaymentWorld> {
  const esewa = await startFakeEsewa();
  const khalti = await startFakeKhalti();
  const fonepay = await startFakeFonepay();
  const gateways = {
    ESEWA_FORM_URL: esewa.formUrl,
    ESEWA_STATUS_URL: esewa.statusUrl,
    KHALTI_API_URL: khalti.apiUrl,
    KHALTI_SECRET_KEY: khalti.secretKey,
    FONEPAY_URL: fonepay.url,
    FONEPAY_MERCHANT_CODE: fonepay.merchantCode,
    FONEPAY_SECRET: fonepay.secret,
    PAYMENT_GATEWAY_TIMEOUT_MS: "3000",
    ...env,
  };
  const t = options.mail ? await createTestAppWithMail(kind, gateways) : await createTestApp(kind, gateways);
  return {
    t,
    esewa,
    khalti,
    fonepay,
    async close() {
      await t.close();
      await esewa.close();
      await khalti.close();
      await fonepay.close();
    },
  };
}

export interface Placed {
  shopper: Shopper;
  status: number;
  body: {
    message: string;
    order: { _id: string; orderId: string; paymentStatus: string; paymentMethod: string; totalAmount: number };
    payment?: PaymentRedirect | null;
  };
}

/** A buy-now order paid by `method`, by a new shopper unless one is given. */
export async function placeOrder(t: TestApp, line: Record<string, unknown>, method?: string, shopper?: Shopper): Promise<Placed> {
  const buyer = shopper ?? (await newShopper(t));
  const res = await t.app.inject({
    method: "POST",
    url: "/api/checkout",
    headers: { cookie: buyer.cookie },
    payload: checkoutBody(buyer.id, { buyNow: true, products: [line], ...(method ? { paymentMethod: method } : {}) }),
  });
  return { shopper: buyer, status: res.statusCode, body: res.json() };
}

/** The browser posts the signed form to eSewa: the fake checks it and shows its payment page. */
export async function postEsewaForm(payment: PaymentRedirect | null | undefined): Promise<string> {
  if (payment?.provider !== "esewa" || payment.redirect.method !== "POST") throw new Error("not an eSewa payment");
  const res = await fetch(payment.redirect.url, { method: "POST", body: new URLSearchParams(payment.redirect.fields) });
  expect(res.status, await res.clone().text()).toBe(200);
  expect(await res.text()).toContain('<button class="pay"');
  return payment.redirect.fields.transaction_uuid!;
}

/** The browser opens Khalti's payment page; returns the pidx. */
export async function openKhaltiPage(payment: PaymentRedirect | null | undefined): Promise<string> {
  if (payment?.provider !== "khalti") throw new Error("not a Khalti payment");
  const res = await fetch(payment.redirect.url);
  expect(res.status).toBe(200);
  return new URL(payment.redirect.url).searchParams.get("pidx")!;
}

/** The browser opens Fonepay's payment page (the signed request in its address); returns the PRN. */
export async function openFonepayPage(payment: PaymentRedirect | null | undefined): Promise<string> {
  if (payment?.provider !== "fonepay" || payment.redirect.method !== "GET") throw new Error("not a Fonepay payment");
  const res = await fetch(payment.redirect.url);
  expect(res.status, await res.clone().text()).toBe(200);
  return new URL(payment.redirect.url).searchParams.get("PRN")!;
}

/** The browser arrives at our return address (absolute, as the gateway redirects): where are they sent? */
export async function followReturn(t: TestApp, location: string | null): Promise<{ path: string; outcome: string | null }> {
  if (!location) throw new Error("the gateway gave no return address");
  const url = new URL(location);
  const res = await t.app.inject({ method: "GET", url: url.pathname + url.search });
  expect(res.statusCode).toBe(303);
  const to = new URL(String(res.headers.location), "http://store");
  return { path: to.pathname, outcome: to.searchParams.get("payment") };
}

export async function orderAs(t: TestApp, shopper: Shopper, orderId: string) {
  const res = await t.app.inject({ method: "GET", url: `/api/orders/${orderId}`, headers: { cookie: shopper.cookie } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

export async function orderRow(t: TestApp, orderId: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

export const attemptsOf = (t: TestApp, orderId: string) =>
  t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId)).orderBy(paymentAttempts.createdAt);

export async function payAgain(t: TestApp, shopper: Shopper, orderId: string, paymentMethod?: string) {
  return t.app.inject({
    method: "POST",
    url: `/api/orders/${orderId}/pay`,
    headers: { cookie: shopper.cookie },
    ...(paymentMethod ? { payload: { paymentMethod } } : {}),
  });
}

interface OrderMoney {
  order: string;
  received: number;
  kept: number;
  refunded: number;
  owed: number;
}

/**
 * The money invariant (decision 029), per order, from the database alone:
 *   received = kept + refunded + owed
 * received: completed gateway attempts, or a cash-on-delivery order's total once collected
 * (payment status completed or refunded); refunded: succeeded refund rows (and the order's
 * refunded_paisa agrees); owed: refund_due_paisa; kept: a paid order that stands keeps its total
 * less the refunds not taken from money owed, a cancelled or returned one keeps nothing.
 * Every order is checked on its own, so a wrong order cannot hide behind another.
 */
export async function assertMoneyInvariant(database: Pick<Database, "db">): Promise<OrderMoney[]> {
  const result = await database.db.execute(sql`
    select o.order_number as "order", o.status, o.payment_method as "method", o.payment_status as "paymentStatus",
      o.total_paisa::int as "total", coalesce(o.refund_due_paisa, 0)::int as "owed", o.refunded_paisa::int as "refundedColumn",
      (select coalesce(sum(a.amount_paisa), 0)::int from payment_attempts a where a.order_id = o.id and a.status = 'completed') as "gateway",
      (select coalesce(sum(r.amount_paisa), 0)::int from refunds r where r.order_id = o.id and r.status = 'succeeded') as "refunded",
      (select coalesce(sum(r.amount_paisa - r.from_owed_paisa), 0)::int from refunds r where r.order_id = o.id and r.status = 'succeeded') as "refundedFromKept"
    from orders o`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const money: OrderMoney[] = [];
  const broken: string[] = [];
  for (const row of rows) {
    const n = (key: string) => Number(row[key]);
    const paid = row.paymentStatus === "completed" || row.paymentStatus === "refunded";
    const received = row.method === "cod" ? (paid ? n("total") : 0) : n("gateway");
    const stands = row.status !== "cancelled" && row.status !== "returned";
    const kept = paid && stands ? n("total") - n("refundedFromKept") : 0;
    const entry = { order: String(row.order), received, kept, refunded: n("refunded"), owed: n("owed") };
    money.push(entry);
    if (received !== kept + entry.refunded + entry.owed || n("refundedColumn") !== entry.refunded || kept < 0) {
      broken.push(
        `${entry.order} (${String(row.status)}, ${String(row.paymentStatus)}): received ${received} ≠ kept ${kept} + refunded ${entry.refunded} + owed ${entry.owed}` +
          (n("refundedColumn") !== entry.refunded ? `; refunded_paisa says ${n("refundedColumn")}` : ""),
      );
    }
  }
  expect(broken, "every rupee received is kept, refunded or owed").toEqual([]);
  return money;
}

/** The invariant's figures for one order, in paisa. */
export async function moneyOf(database: Pick<Database, "db">, orderNumber: string): Promise<OrderMoney> {
  return (await assertMoneyInvariant(database)).find((m) => m.order === orderNumber)!;
}

/** Every waiting order change queued as its job (decision 039), and every job run: the in-process queue starts a job on the next turn. */
export async function settleOrderEvents(t: TestApp): Promise<void> {
  await t.app.services.orderEvents.dispatch();
  await new Promise((resolve) => setImmediate(resolve));
  await t.app.services.jobs.idle();
}
