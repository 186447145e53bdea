import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { paymentAttempts, products } from "../src/db/schema/index.js";
import { MAX_ATTEMPTS_PER_ORDER } from "../src/modules/payments/payment-service.js";
import { member } from "./admin-helpers.js";
import { randomIp } from "./auth-helpers.js";
import { databaseKinds } from "./helpers.js";
import {
  assertMoneyInvariant,
  attemptsOf,
  followReturn,
  moneyOf,
  openKhaltiPage,
  orderAs,
  orderRow,
  payAgain,
  paymentWorld,
  placeOrder,
  postEsewaForm,
  type PaymentWorld,
} from "./payment-helpers.js";
import { colorOnly, colorOnlyLine, firstOptions, newShopper, productWhere, setStock, stockOf } from "./shopping-helpers.js";
import { REDIS_URL } from "./redis-fixture.js";

const minutes = (n: number) => new Date(Date.now() + n * 60_000);

/** The fake's own control endpoint: the shopper pays in a tab still open, after our attempt was closed. */
async function completeLater(url: string, field: "pidx" | "transaction_uuid", id: string): Promise<void> {
  const res = await fetch(`${url}/fake/complete-later`, { method: "POST", body: new URLSearchParams({ [field]: id }) });
  expect(res.status).toBe(200);
}

describe.each(databaseKinds)("every rupee received is kept, refunded or owed, on %s", (kind) => {
  let w: PaymentWorld;
  let productId = "";
  let line: Record<string, unknown> = {};
  beforeAll(async () => {
    w = await paymentWorld(kind);
    ({ productId, line } = await colorOnlyLine(w.t));
  });
  afterAll(() => w.close());
  afterEach(() => assertMoneyInvariant(w.t.database));
  beforeEach(async () => {
    w.esewa.state.down = false;
    w.khalti.state.down = false;
    await setStock(w.t, productId, 500, 0);
  });

  it("owes both payments when an order paid twice is cancelled, not just one", async () => {
    const { body, shopper } = await placeOrder(w.t, line, "esewa");
    const first = await postEsewaForm(body.payment);
    const again = await payAgain(w.t, shopper, body.order._id);
    const second = await postEsewaForm(again.json().payment);
    // The shopper pays in both tabs.
    expect(await followReturn(w.t, w.esewa.pay(first))).toMatchObject({ outcome: "paid" });
    expect(await followReturn(w.t, w.esewa.pay(second))).toMatchObject({ outcome: "paid" });
    const total = body.order.totalAmount;
    expect(await orderAs(w.t, shopper, body.order._id)).toMatchObject({ paymentStatus: "completed", refundDue: total });

    const cancel = await w.t.app.inject({ method: "POST", url: `/api/orders/${body.order._id}/cancel`, headers: { cookie: shopper.cookie } });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ status: "cancelled", refundDue: total * 2 });
    expect(await moneyOf(w.t.database, body.order.orderId)).toEqual({
      order: body.order.orderId,
      received: total * 200,
      kept: 0,
      refunded: 0,
      owed: total * 200,
    });
  });

  it("records a Khalti payment completed after the shopper cancelled on Khalti's page", async () => {
    const { body, shopper } = await placeOrder(w.t, line, "khalti");
    const pidx = await openKhaltiPage(body.payment);
    expect(await followReturn(w.t, w.khalti.cancel(pidx))).toMatchObject({ outcome: "cancelled" });
    expect((await attemptsOf(w.t, body.order._id)).map((a) => a.status)).toEqual(["cancelled"]);

    await completeLater(w.khalti.url, "pidx", pidx);
    const summary = await w.t.app.services.paymentReconciler.run(minutes(11));
    expect(summary.paid).toBeGreaterThanOrEqual(1);
    expect(await orderAs(w.t, shopper, body.order._id)).toMatchObject({
      status: "processing",
      paymentStatus: "completed",
      transactionId: w.khalti.payments.get(pidx)!.transaction_id,
    });
  });

  it("records an eSewa payment completed after the failure return, and owes it when the order was cancelled meanwhile", async () => {
    const { body, shopper } = await placeOrder(w.t, line, "esewa");
    const uuid = await postEsewaForm(body.payment);
    expect(await followReturn(w.t, w.esewa.cancel(uuid))).toMatchObject({ outcome: "cancelled" });
    const cancel = await w.t.app.inject({ method: "POST", url: `/api/orders/${body.order._id}/cancel`, headers: { cookie: shopper.cookie } });
    expect(cancel.json()).toMatchObject({ status: "cancelled", paymentStatus: "failed" });

    await completeLater(w.esewa.url, "transaction_uuid", uuid);
    await w.t.app.services.paymentReconciler.run(minutes(11));
    expect(await orderAs(w.t, shopper, body.order._id)).toMatchObject({ status: "cancelled", paymentStatus: "completed", refundDue: body.order.totalAmount });
  });

  it("stops asking about a closed attempt after the gateway's 24 hours", async () => {
    const { body, shopper } = await placeOrder(w.t, line, "khalti");
    const pidx = await openKhaltiPage(body.payment);
    await followReturn(w.t, w.khalti.cancel(pidx));
    // Asked again at most every ten minutes while the window lasts…
    const before = w.khalti.state.lookups;
    await w.t.app.services.paymentReconciler.run(minutes(11));
    expect(w.khalti.state.lookups).toBe(before + 1);
    await w.t.app.services.paymentReconciler.run(minutes(12));
    expect(w.khalti.state.lookups).toBe(before + 1);
    // …and not at all after it.
    w.khalti.completeLater(pidx);
    await w.t.app.services.paymentReconciler.run(minutes(25 * 60));
    expect(w.khalti.state.lookups).toBe(before + 1);
    // (Long unpaid, the order itself was cancelled by that run.)
    expect(await orderAs(w.t, shopper, body.order._id)).toMatchObject({ status: "cancelled", paymentStatus: "failed" });
  });

  it("closes the order's open attempts on a cancel from the back office, and still records money that arrives after", async () => {
    const owner = await member(w.t, "owner");
    const { body, shopper } = await placeOrder(w.t, line, "khalti");
    const pidx = await openKhaltiPage(body.payment);
    const res = await w.t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${body.order.orderId}/transitions`,
      headers: { cookie: owner.cookie },
      payload: { to: "cancelled", version: (await orderRow(w.t, body.order._id)).version },
    });
    expect(res.statusCode).toBe(200);
    expect((await attemptsOf(w.t, body.order._id)).map((a) => a.status)).toEqual(["cancelled"]);

    await completeLater(w.khalti.url, "pidx", pidx);
    await w.t.app.services.paymentReconciler.run(minutes(11));
    expect(await orderAs(w.t, shopper, body.order._id)).toMatchObject({ status: "cancelled", paymentStatus: "completed", refundDue: body.order.totalAmount });
  });

  it("limits Pay now per order and keeps one attempt open; paying closes the others", async () => {
    const { body, shopper } = await placeOrder(w.t, line, "esewa");
    const firstTab = await postEsewaForm(body.payment);
    const answers: number[] = [];
    for (let i = 0; i < 25; i++) answers.push((await payAgain(w.t, shopper, body.order._id)).statusCode);
    expect(answers.filter((s) => s === 200).length).toBe(10);
    expect(answers.slice(10).every((s) => s === 429)).toBe(true);
    const refused = await payAgain(w.t, shopper, body.order._id);
    expect(refused.json().message).toMatch(/Too many payment tries/);

    const attempts = await attemptsOf(w.t, body.order._id);
    expect(attempts).toHaveLength(11);
    expect(attempts.filter((a) => a.status === "started")).toHaveLength(1);

    // An earlier tab still pays: the money is taken, the order is paid, nothing stays open.
    const uuid = firstTab;
    expect(attempts[0]!.reference).toBe(uuid);
    expect(await followReturn(w.t, w.esewa.pay(uuid))).toMatchObject({ outcome: "paid" });
    const after = await attemptsOf(w.t, body.order._id);
    expect(after.filter((a) => a.status === "started" || a.status === "pending")).toHaveLength(0);
    expect(after.find((a) => a.reference === uuid)!.status).toBe("completed");
  });

  it("refuses a new attempt past the cap of attempts per order", async () => {
    const { body } = await placeOrder(w.t, line, "esewa");
    for (let i = 1; i < MAX_ATTEMPTS_PER_ORDER; i++) await w.t.app.services.payments.start(body.order._id, "http://store");
    expect(await attemptsOf(w.t, body.order._id)).toHaveLength(MAX_ATTEMPTS_PER_ORDER);
    await expect(w.t.app.services.payments.start(body.order._id, "http://store")).rejects.toMatchObject({ statusCode: 429 });
    expect(await attemptsOf(w.t, body.order._id)).toHaveLength(MAX_ATTEMPTS_PER_ORDER);
  });

  it("pays a victim whose redirect was lost although another order holds hundreds of open attempts", async () => {
    // The attacker's order from before the limits: 250 attempts left open, all older than the victim's.
    const attacker = await placeOrder(w.t, line, "esewa");
    const old = new Date(Date.now() - 5 * 60_000);
    await w.t.database.db.insert(paymentAttempts).values(
      Array.from({ length: 250 }, (_, i) => ({
        orderId: attacker.body.order._id,
        provider: "esewa" as const,
        reference: `${attacker.body.order.orderId}-FLOOD${i}`,
        amountPaisa: attacker.body.order.totalAmount * 100,
        createdAt: new Date(old.getTime() + i),
      })),
    );
    const victim = await placeOrder(w.t, line, "esewa");
    w.esewa.pay(await postEsewaForm(victim.body.payment)); // paid; the browser never came back

    const checks = w.esewa.state.statusChecks;
    const summary = await w.t.app.services.paymentReconciler.run(minutes(61));
    expect(summary.cancelled).not.toContain(victim.body.order._id);
    expect(await orderAs(w.t, victim.shopper, victim.body.order._id)).toMatchObject({ status: "processing", paymentStatus: "completed" });
    // One attempt per order per run: the flood costs one question, not 250.
    const flood = (
      await w.t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(paymentAttempts)
        .where(eq(paymentAttempts.orderId, attacker.body.order._id))
    )[0]!.n;
    expect(flood).toBe(251);
    expect(w.esewa.state.statusChecks - checks).toBeLessThan(20);
  });

  it("keeps only what an attempt needs from many Khalti returns", async () => {
    const { body } = await placeOrder(w.t, line, "khalti");
    const pidx = await openKhaltiPage(body.payment);
    const junk = "x".repeat(3000);
    for (let i = 0; i < 120; i++) {
      const res = await w.t.app.inject({ method: "GET", url: `/api/payments/khalti/return?pidx=${pidx}&status=Initiated&junk${i % 5}=${junk}` });
      expect(res.statusCode).toBe(303);
    }
    const [row] = await w.t.database.db
      .select({ size: sql<number>`length(${paymentAttempts.raw}::text)::int`, returns: paymentAttempts.returnCount })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, body.order._id));
    expect(Number(row!.size)).toBeLessThan(10_000);
    expect(row!.returns).toBe(120);
  });

  it("charges a pack of a variant at that variant's pack price, in the cart, the order and the stock", async () => {
    const glass = await productWhere(w.t, (p) => p.bundle.length > 0 && !p.variant.length);
    const { color, model } = firstOptions(glass);
    await w.t.database.db
      .update(products)
      .set({
        sellingPricePaisa: 100_000,
        originalPricePaisa: null,
        variants: [
          { variantName: "Matte", pricePaisa: 100_000 },
          { variantName: "Privacy", pricePaisa: 120_000 },
        ],
        bundles: [
          { bundle: "1x", pricePaisa: 100_000 },
          { bundle: "3x", pricePaisa: 270_000 },
        ],
      })
      .where(eq(products.id, glass._id));
    await w.t.app.services.catalog.reload();
    await setStock(w.t, glass._id, 30, 0);

    const shopper = await newShopper(w.t);
    const add = await w.t.app.inject({
      method: "POST",
      url: "/api/cart/add",
      headers: { cookie: shopper.cookie },
      payload: { userId: shopper.id, productId: glass._id, color, model, variant: "Matte", bundle: "3x", quantity: 1 },
    });
    expect(add.statusCode, add.body).toBe(200);
    const cart = await w.t.app.inject({ method: "GET", url: `/api/cart/${shopper.id}`, headers: { cookie: shopper.cookie } });
    expect(cart.json().products).toMatchObject([{ variant: "Matte", bundle: "3x", price: 2700, quantity: 1 }]);

    const matte = await placeOrder(w.t, { productId: glass._id, color, model, variant: "Matte", bundle: "3x", quantity: 1 }, "cod", shopper);
    expect(matte.status).toBe(201);
    expect(matte.body.order.totalAmount).toBe(2700);
    expect((matte.body.order as unknown as { products: { price: number; quantity: number }[] }).products[0]).toMatchObject({ price: 2700, quantity: 1 });
    expect(await stockOf(w.t, glass._id)).toEqual({ stock: 27, sold: 3 });
    // A dearer variant's pack costs its difference on every item: 2,700 + 3 × 200.
    const privacy = await placeOrder(w.t, { productId: glass._id, color, model, variant: "Privacy", bundle: "3x", quantity: 2 }, "cod", shopper);
    expect(privacy.body.order.totalAmount).toBe(6600);
    expect(await stockOf(w.t, glass._id)).toEqual({ stock: 21, sold: 9 });
  });
});

describe.each(databaseKinds)("Pay now limits shared by instances through Redis (%s)", (kind) => {
  it("counts one order's calls across two instances", async () => {
    const w = await paymentWorld(kind, { REDIS_URL });
    const { buildApp } = await import("../src/app.js");
    const other = await buildApp({ config: w.t.config, database: w.t.database, logger: false });
    try {
      const product = await productWhere(w.t, colorOnly);
      const line = { productId: product._id, ...firstOptions(product), quantity: 1 };
      await setStock(w.t, line.productId, 10, 0);
      const { body, shopper } = await placeOrder(w.t, line, "esewa");
      const answers: number[] = [];
      for (let i = 0; i < 12; i++) {
        const app = i % 2 === 0 ? w.t.app : other;
        answers.push(
          (await app.inject({ method: "POST", url: `/api/orders/${body.order._id}/pay`, headers: { cookie: shopper.cookie }, remoteAddress: randomIp() }))
            .statusCode,
        );
      }
      expect(answers).toEqual([...Array(10).fill(200), 429, 429]);
      await assertMoneyInvariant(w.t.database);
    } finally {
      await other.close();
      await w.close();
    }
  });
});
