import { createHmac } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { member, type Member } from "./admin-helpers.js";
import { createTestApp, databaseKinds } from "./helpers.js";
import {
  assertMoneyInvariant,
  attemptsOf,
  followReturn,
  moneyOf,
  openFonepayPage,
  orderAs,
  orderRow,
  payAgain,
  paymentWorld,
  placeOrder,
  type PaymentWorld,
} from "./payment-helpers.js";
import { colorOnly, colorOnlyLine, firstOptions, productWhere, setStock } from "./shopping-helpers.js";

/**
 * Fonepay (decision 033) against its fake (scripts/fakes/payment-gateways.mjs): the signed request,
 * the signed return checked on the server, and Fonepay's verification asked before anything counts
 * as paid. Every test ends with every rupee received kept, refunded or owed (decision 029).
 */
describe.each(databaseKinds)("Fonepay on %s", (kind) => {
  let w: PaymentWorld;
  let owner: Member;
  let line: Record<string, unknown> = {};
  let productId = "";
  beforeAll(async () => {
    w = await paymentWorld(kind);
    owner = await member(w.t, "owner");
    ({ productId, line } = await colorOnlyLine(w.t));
  });
  afterAll(() => w.close());
  afterEach(() => assertMoneyInvariant(w.t.database));
  beforeEach(async () => {
    w.fonepay.state.down = false;
    await setStock(w.t, productId, 500, 0);
  });

  /** The return address Fonepay was given (RU), read from the request the browser was sent with. */
  const returnAddress = (paymentUrl: string) => new URL(paymentUrl).searchParams.get("RU")!;

  it("sends the browser with a signed request, and marks the order paid only after Fonepay's verification", async () => {
    const { status, body, shopper } = await placeOrder(w.t, line, "fonepay");
    expect(status).toBe(201);
    expect(body.order).toMatchObject({ paymentMethod: "fonepay", paymentStatus: "pending" });
    expect(body.payment).toMatchObject({ provider: "fonepay", redirect: { method: "GET" } });
    const url = new URL(body.payment!.redirect.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${w.fonepay.url}/api/merchantRequest`);
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({ PID: w.fonepay.merchantCode, MD: "P", CRN: "NPR", AMT: body.order.totalAmount.toFixed(2), R1: body.order.orderId, R2: "Pasal" });
    expect(q.DT).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(q.RU).toMatch(/\/api\/payments\/fonepay\/return$/);
    // DV is the HMAC-SHA512 of the request's fields; the secret itself never leaves the server.
    const dv = createHmac("sha512", w.fonepay.secret).update([q.PID, q.MD, q.PRN, q.AMT, q.CRN, q.DT, q.R1, q.R2, q.RU].join(",")).digest("hex").toUpperCase();
    expect(q.DV).toBe(dv);
    expect(JSON.stringify(body)).not.toContain(w.fonepay.secret);

    const prn = await openFonepayPage(body.payment);
    const verifications = w.fonepay.state.verifications;
    expect(await followReturn(w.t, w.fonepay.pay(prn))).toEqual({ path: `/order/confirmation/${body.order._id}`, outcome: "paid" });
    expect(w.fonepay.state.verifications).toBe(verifications + 1);
    expect(await orderAs(w.t, shopper, body.order._id)).toMatchObject({ paymentStatus: "completed", transactionId: w.fonepay.payments.get(prn)!.uid });
    const [attempt] = await attemptsOf(w.t, body.order._id);
    expect(attempt).toMatchObject({ provider: "fonepay", reference: prn, status: "completed", providerReference: w.fonepay.payments.get(prn)!.uid });
    expect(await moneyOf(w.t.database, body.order.orderId)).toMatchObject({ received: body.order.totalAmount * 100, kept: body.order.totalAmount * 100 });
  });

  it("refuses a return whose DV was not made with the shop's secret, without asking Fonepay", async () => {
    const { body, shopper } = await placeOrder(w.t, line, "fonepay");
    const prn = await openFonepayPage(body.payment);
    const amount = body.order.totalAmount.toFixed(2);
    const claimed = {
      PRN: prn,
      PID: w.fonepay.merchantCode,
      PS: "true",
      RC: "successful",
      UID: "12345678",
      BC: "NICENPKA",
      INI: "98XXXXXX01",
      P_AMT: amount,
      R_AMT: amount,
    };
    const verifications = w.fonepay.state.verifications;
    const forged = w.fonepay.returnUrl(returnAddress(body.payment!.redirect.url), claimed, "a-forger's-guess");
    expect(await followReturn(w.t, forged)).toMatchObject({ path: "/order/confirmation/unknown", outcome: "forged" });
    // The right DV with one field changed afterwards is as forged.
    const edited = new URL(w.fonepay.returnUrl(returnAddress(body.payment!.redirect.url), claimed));
    edited.searchParams.set("UID", "87654321");
    expect(await followReturn(w.t, edited.toString())).toMatchObject({ outcome: "forged" });
    expect(w.fonepay.state.verifications).toBe(verifications);
    expect(await orderAs(w.t, shopper, body.order._id)).toMatchObject({ paymentStatus: "pending" });
    expect((await attemptsOf(w.t, body.order._id)).map((a) => [a.status, a.returnCount])).toEqual([["started", 0]]);
  });

  it("refuses a genuine-looking return for another amount, and a verification reporting another amount", async () => {
    const { body, shopper } = await placeOrder(w.t, line, "fonepay");
    const prn = await openFonepayPage(body.payment);
    const less = (body.order.totalAmount - 1).toFixed(2);
    // Signed with the real secret (as a leaked return for a cheaper payment would be): P_AMT still has to be the attempt's.
    const cheaper = w.fonepay.returnUrl(returnAddress(body.payment!.redirect.url), {
      PRN: prn,
      PID: w.fonepay.merchantCode,
      PS: "true",
      RC: "successful",
      UID: "11112222",
      BC: "NICENPKA",
      INI: "98XXXXXX01",
      P_AMT: less,
      R_AMT: less,
    });
    expect(await followReturn(w.t, cheaper)).toEqual({ path: `/order/confirmation/${body.order._id}`, outcome: "forged" });
    expect(await orderAs(w.t, shopper, body.order._id)).toMatchObject({ paymentStatus: "pending" });

    // Fonepay itself says another amount was paid: not paid, the attempt closed.
    const location = w.fonepay.pay(prn);
    w.fonepay.reportAmount(prn, less);
    expect(await followReturn(w.t, location)).toMatchObject({ outcome: "forged" });
    expect(await orderAs(w.t, shopper, body.order._id)).toMatchObject({ paymentStatus: "pending" });
    expect((await attemptsOf(w.t, body.order._id)).map((a) => a.status)).toEqual(["failed"]);
  });

  it("answers a replayed return with what happened, paying nothing twice, and never for another order", async () => {
    const first = await placeOrder(w.t, line, "fonepay");
    const prn = await openFonepayPage(first.body.payment);
    const location = w.fonepay.pay(prn)!;
    expect(await followReturn(w.t, location)).toMatchObject({ outcome: "paid" });
    const paid = await orderRow(w.t, first.body.order._id);

    const verifications = w.fonepay.state.verifications;
    expect(await followReturn(w.t, location)).toEqual({ path: `/order/confirmation/${first.body.order._id}`, outcome: "paid" });
    expect(w.fonepay.state.verifications).toBe(verifications);
    expect(await orderRow(w.t, first.body.order._id)).toMatchObject({ version: paid.version, refundDuePaisa: null, paymentStatus: "completed" });

    // The same return with its PRN pointed at another order breaks its DV.
    const second = await placeOrder(w.t, { ...line, quantity: 2 }, "fonepay", first.shopper);
    const otherPrn = await openFonepayPage(second.body.payment);
    const moved = new URL(location);
    moved.searchParams.set("PRN", otherPrn);
    expect(await followReturn(w.t, moved.toString())).toMatchObject({ outcome: "forged" });
    expect(await orderAs(w.t, second.shopper, second.body.order._id)).toMatchObject({ paymentStatus: "pending" });
    expect((await attemptsOf(w.t, first.body.order._id))[0]!.returnCount).toBe(2);
  });

  it("pays once when the same return arrives twice at once", async () => {
    const { body } = await placeOrder(w.t, line, "fonepay");
    const prn = await openFonepayPage(body.payment);
    const location = w.fonepay.pay(prn);
    const versionBefore = (await orderRow(w.t, body.order._id)).version;
    const both = await Promise.all([followReturn(w.t, location), followReturn(w.t, location)]);
    expect(both.map((b) => b.outcome)).toEqual(["paid", "paid"]);
    await w.t.app.services.paymentReconciler.run();
    expect(await orderRow(w.t, body.order._id)).toMatchObject({ paymentStatus: "completed", version: versionBefore + 1, refundDuePaisa: null });
    expect((await attemptsOf(w.t, body.order._id)).map((a) => a.status)).toEqual(["completed"]);
    expect(await moneyOf(w.t.database, body.order.orderId)).toMatchObject({ received: body.order.totalAmount * 100, owed: 0 });
  });

  it("marks a payment whose redirect was lost paid when the reconciliation job asks Fonepay", async () => {
    const { body, shopper } = await placeOrder(w.t, line, "fonepay");
    const prn = await openFonepayPage(body.payment);
    // Not paid yet: Fonepay knows no payment, and the attempt stays open.
    await w.t.app.services.paymentReconciler.run();
    expect((await attemptsOf(w.t, body.order._id)).map((a) => a.status)).toEqual(["started"]);

    expect(w.fonepay.completeLater(prn)).toBe(true);
    w.fonepay.state.down = true;
    const whileDown = await w.t.app.services.paymentReconciler.run();
    expect(whileDown.unreachable).toBeGreaterThanOrEqual(1);
    expect(await orderAs(w.t, shopper, body.order._id)).toMatchObject({ paymentStatus: "pending" });

    w.fonepay.state.down = false;
    await w.t.app.services.paymentReconciler.run();
    expect(await orderAs(w.t, shopper, body.order._id)).toMatchObject({ paymentStatus: "completed", status: "processing" });
    expect((await attemptsOf(w.t, body.order._id)).map((a) => a.status)).toEqual(["completed"]);
  });

  it("closes the attempt when the shopper cancels on Fonepay, and Pay now starts a new one that pays", async () => {
    const { body, shopper } = await placeOrder(w.t, line, "fonepay");
    const prn = await openFonepayPage(body.payment);
    expect(await followReturn(w.t, w.fonepay.cancel(prn))).toMatchObject({ outcome: "cancelled" });
    expect(await orderAs(w.t, shopper, body.order._id)).toMatchObject({ status: "processing", paymentStatus: "pending" });
    const again = await payAgain(w.t, shopper, body.order._id);
    expect(again.statusCode).toBe(200);
    const second = await openFonepayPage(again.json().payment);
    expect(second).not.toBe(prn);
    expect(await followReturn(w.t, w.fonepay.pay(second))).toMatchObject({ outcome: "paid" });
    expect((await attemptsOf(w.t, body.order._id)).map((a) => a.status)).toEqual(["cancelled", "completed"]);
  });

  it("records a Fonepay refund made by hand (Fonepay has no refund API) with its reference", async () => {
    const { body } = await placeOrder(w.t, line, "fonepay");
    const prn = await openFonepayPage(body.payment);
    expect(await followReturn(w.t, w.fonepay.pay(prn))).toMatchObject({ outcome: "paid" });
    const refund = (payload: Record<string, unknown>) =>
      w.t.app.inject({ method: "POST", url: `/api/admin/orders/${body.order.orderId}/refunds`, headers: { cookie: owner.cookie }, payload });
    const noReference = await refund({ amount: 100, reason: "Scratched box" });
    expect(noReference.statusCode).toBe(400);
    const res = await refund({ amount: 100, reason: "Scratched box", reference: "FP-REFUND-77" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ refunded: 100, refunds: [{ method: "fonepay", amount: 100, reference: "FP-REFUND-77", status: "succeeded" }] });
    expect(await moneyOf(w.t.database, body.order.orderId)).toMatchObject({ refunded: 10000, kept: body.order.totalAmount * 100 - 10000 });
  });

  it("answers the old eSewa return addresses, for a payment started before the one return route", async () => {
    const { body } = await placeOrder(w.t, line, "esewa");
    const fields = body.payment!.redirect.method === "POST" ? body.payment!.redirect.fields : {};
    const res = await fetch(w.esewa.formUrl, { method: "POST", body: new URLSearchParams(fields) });
    expect(res.status).toBe(200);
    const paid = new URL(w.esewa.pay(fields.transaction_uuid!)!);
    expect(await followReturn(w.t, `http://store/api/payments/esewa/success${paid.search}`)).toMatchObject({
      path: `/order/confirmation/${body.order._id}`,
      outcome: "paid",
    });
    const other = await placeOrder(w.t, line, "esewa");
    const otherFields = other.body.payment!.redirect.method === "POST" ? other.body.payment!.redirect.fields : {};
    await fetch(w.esewa.formUrl, { method: "POST", body: new URLSearchParams(otherFields) });
    w.esewa.cancel(otherFields.transaction_uuid!);
    expect(await followReturn(w.t, `http://store/api/payments/esewa/failure/${otherFields.transaction_uuid}`)).toMatchObject({ outcome: "cancelled" });
    // A gateway the shop does not know has no return.
    expect((await w.t.app.inject({ method: "GET", url: "/api/payments/paypal/return" })).statusCode).toBe(400);
  });

  it("lets pages post forms only to itself and the gateways that take a form (eSewa), from the registry", async () => {
    const res = await w.t.app.inject({ method: "GET", url: "/api/health" });
    const formAction = String(res.headers["content-security-policy"])
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("form-action"));
    expect(formAction).toBe(`form-action 'self' ${new URL(w.esewa.formUrl).origin}`);
  });
});

describe.each(databaseKinds)("Fonepay without its settings on %s", (kind) => {
  it("is listed but not offered, and a checkout choosing it is refused before any order exists", async () => {
    const t = await createTestApp(kind);
    try {
      const methods = (await t.app.inject({ method: "GET", url: "/api/payments/methods" })).json();
      expect(methods.methods.find((m: { id: string }) => m.id === "fonepay")).toEqual({ id: "fonepay", name: "Fonepay", available: false, minimum: 0 });
      const product = await productWhere(t, colorOnly);
      await setStock(t, product._id, 5, 0);
      const placed = await placeOrder(t, { productId: product._id, ...firstOptions(product), quantity: 1 }, "fonepay");
      expect(placed.status).toBe(400);
      expect(placed.body.message).toBe("Fonepay is not available right now. Please choose another way to pay.");
      await assertMoneyInvariant(t.database);
    } finally {
      await t.close();
    }
  });
});
