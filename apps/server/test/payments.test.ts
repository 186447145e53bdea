import { PAYMENT_MESSAGES } from "@pasal/shared";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, databaseKinds } from "./helpers.js";
import {
  assertMoneyInvariant,
  attemptsOf,
  followReturn,
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

describe.each(databaseKinds)("online payment with eSewa and Khalti on %s", (kind) => {
  let w: PaymentWorld;
  let productId = "";
  let line: Record<string, unknown> = {};
  beforeAll(async () => {
    w = await paymentWorld(kind);
    ({ productId, line } = await colorOnlyLine(w.t));
  });
  afterAll(() => w.close());
  // Every payment test ends with every rupee received kept, refunded or owed (decision 029).
  afterEach(() => assertMoneyInvariant(w.t.database));
  beforeEach(async () => {
    w.esewa.state.down = false;
    w.khalti.state.down = false;
    await setStock(w.t, productId, 50, 0);
  });

  describe("eSewa", () => {
    it("answers signed form fields without the secret, and marks the order paid once eSewa confirms", async () => {
      const { status, body, shopper } = await placeOrder(w.t, line, "esewa");
      expect(status).toBe(201);
      expect(body.order).toMatchObject({ paymentMethod: "esewa", paymentStatus: "pending" });
      expect(body.payment).toMatchObject({ provider: "esewa", redirect: { method: "POST", url: w.esewa.formUrl } });
      const fields = body.payment!.redirect.method === "POST" ? body.payment!.redirect.fields : {};
      expect(fields).toMatchObject({
        total_amount: String(body.order.totalAmount),
        product_code: "EPAYTEST",
        signed_field_names: "total_amount,transaction_uuid,product_code",
      });
      expect(JSON.stringify(body)).not.toContain("8gBm");

      const uuid = await postEsewaForm(body.payment);
      const back = await followReturn(w.t, w.esewa.pay(uuid));
      expect(back).toEqual({ path: `/order/confirmation/${body.order._id}`, outcome: "paid" });
      const order = await orderAs(w.t, shopper, body.order._id);
      expect(order).toMatchObject({ paymentStatus: "completed", transactionId: w.esewa.transactions.get(uuid)!.ref_id });
      const list = (await w.t.app.inject({ method: "GET", url: `/api/orders/${shopper.id}`, headers: { cookie: shopper.cookie } })).json();
      expect(list[0]).toMatchObject({ _id: body.order._id, paymentStatus: "completed" });
    });

    it("marks a twice-returned payment paid once, and the reconciliation job changes nothing after", async () => {
      const { body } = await placeOrder(w.t, line, "esewa");
      const uuid = await postEsewaForm(body.payment);
      const location = w.esewa.pay(uuid);
      const versionBefore = (await orderRow(w.t, body.order._id)).version;
      const [first, second] = await Promise.all([followReturn(w.t, location), followReturn(w.t, location)]);
      expect([first.outcome, second.outcome]).toEqual(["paid", "paid"]);
      await w.t.app.services.paymentReconciler.run();
      const row = await orderRow(w.t, body.order._id);
      expect(row).toMatchObject({ paymentStatus: "completed", version: versionBefore + 1, refundDuePaisa: null });
      expect((await attemptsOf(w.t, body.order._id)).map((a) => a.status)).toEqual(["completed"]);
    });

    it("keeps the order payable when the shopper cancels on eSewa; Pay now starts a fresh transaction that succeeds", async () => {
      const { body, shopper } = await placeOrder(w.t, line, "esewa");
      const uuid = await postEsewaForm(body.payment);
      expect(await followReturn(w.t, w.esewa.cancel(uuid))).toMatchObject({ outcome: "cancelled" });
      expect(await orderAs(w.t, shopper, body.order._id)).toMatchObject({ status: "processing", paymentStatus: "pending" });

      const again = await payAgain(w.t, shopper, body.order._id);
      expect(again.statusCode).toBe(200);
      const second = await postEsewaForm(again.json().payment);
      expect(second).not.toBe(uuid);
      expect(await followReturn(w.t, w.esewa.pay(second))).toMatchObject({ outcome: "paid" });
      expect((await attemptsOf(w.t, body.order._id)).map((a) => a.status)).toEqual(["cancelled", "completed"]);
      // A paid order cannot be paid again.
      expect((await payAgain(w.t, shopper, body.order._id)).statusCode).toBe(409);
    });

    it("refuses a forged return (bad signature, or garbage) and marks nothing paid", async () => {
      const { body, shopper } = await placeOrder(w.t, line, "esewa");
      const uuid = await postEsewaForm(body.payment);
      w.esewa.setStatus(uuid, "COMPLETE"); // even a gateway that would say paid is never asked
      const data = {
        transaction_code: "000FAKE",
        status: "COMPLETE",
        total_amount: String(body.order.totalAmount),
        transaction_uuid: uuid,
        product_code: "EPAYTEST",
        signed_field_names: "transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names",
      };
      const checksBefore = w.esewa.state.statusChecks;
      const forged = await followReturn(w.t, `http://x/api/payments/esewa/success?data=${encodeURIComponent(w.esewa.signData(data, "not-the-key"))}`);
      expect(forged).toEqual({ path: "/order/confirmation/unknown", outcome: "forged" });
      expect(await followReturn(w.t, "http://x/api/payments/esewa/success?data=bm90IGpzb24")).toMatchObject({ outcome: "forged" });
      expect(w.esewa.state.statusChecks).toBe(checksBefore);
      expect(await orderAs(w.t, shopper, body.order._id)).toMatchObject({ paymentStatus: "pending", transactionId: null });
    });

    it("refuses a correctly signed return whose amount differs from the attempt's", async () => {
      const { body, shopper } = await placeOrder(w.t, line, "esewa");
      const uuid = await postEsewaForm(body.payment);
      w.esewa.pay(uuid);
      const data = {
        transaction_code: "000CHEAP",
        status: "COMPLETE",
        total_amount: "10.0",
        transaction_uuid: uuid,
        product_code: "EPAYTEST",
        signed_field_names: "transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names",
      };
      const back = await followReturn(w.t, `http://x/api/payments/esewa/success?data=${encodeURIComponent(w.esewa.signData(data))}`);
      expect(back).toEqual({ path: `/order/confirmation/${body.order._id}`, outcome: "forged" });
      expect(await orderAs(w.t, shopper, body.order._id)).toMatchObject({ paymentStatus: "pending" });
    });

    it("never lets one order's paid transaction pay another (a reused transaction_uuid)", async () => {
      const cheap = await placeOrder(w.t, line, "esewa");
      const paidLocation = w.esewa.pay(await postEsewaForm(cheap.body.payment));
      expect(await followReturn(w.t, paidLocation)).toMatchObject({ outcome: "paid" });

      const other = await placeOrder(w.t, { ...line, quantity: 3 }, "esewa", cheap.shopper);
      const otherUuid = await postEsewaForm(other.body.payment);
      // The old return only ever names the first order.
      expect(await followReturn(w.t, paidLocation)).toEqual({ path: `/order/confirmation/${cheap.body.order._id}`, outcome: "paid" });
      expect(await orderAs(w.t, other.shopper, other.body.order._id)).toMatchObject({ paymentStatus: "pending" });
      // eSewa refuses a transaction_uuid it has seen; ours are never reused.
      const fields = other.body.payment!.redirect.method === "POST" ? other.body.payment!.redirect.fields : {};
      const replay = await fetch(w.esewa.formUrl, { method: "POST", body: new URLSearchParams(fields) });
      expect(replay.status).toBe(400);
      expect(otherUuid).not.toBe(cheap.body.payment!.redirect.method === "POST" && cheap.body.payment!.redirect.fields.transaction_uuid);
    });

    it("leaves a payment eSewa still calls PENDING open, and the reconciliation job marks it paid later", async () => {
      const { body, shopper } = await placeOrder(w.t, line, "esewa");
      const uuid = await postEsewaForm(body.payment);
      const location = w.esewa.pay(uuid);
      w.esewa.setStatus(uuid, "PENDING");
      expect(await followReturn(w.t, location)).toMatchObject({ outcome: "pending" });
      expect(await orderAs(w.t, shopper, body.order._id)).toMatchObject({ paymentStatus: "pending" });
      expect((await attemptsOf(w.t, body.order._id))[0]!.status).toBe("pending");

      w.esewa.setStatus(uuid, "COMPLETE");
      const summary = await w.t.app.services.paymentReconciler.run();
      expect(summary.paid).toBeGreaterThanOrEqual(1);
      expect(await orderAs(w.t, shopper, body.order._id)).toMatchObject({ paymentStatus: "completed" });
    });

    it("loses nothing when eSewa's status check is down: pending, not cancelled at the deadline, paid when it is back", async () => {
      const { body, shopper } = await placeOrder(w.t, line, "esewa");
      const uuid = await postEsewaForm(body.payment);
      const location = w.esewa.pay(uuid);
      w.esewa.state.down = true;
      expect(await followReturn(w.t, location)).toMatchObject({ outcome: "pending" });
      const late = new Date(Date.now() + 2 * 60 * 60_000);
      const whileDown = await w.t.app.services.paymentReconciler.run(late);
      expect(whileDown.unreachable).toBeGreaterThanOrEqual(1);
      expect(whileDown.cancelled).not.toContain(body.order._id);
      expect(await orderAs(w.t, shopper, body.order._id)).toMatchObject({ status: "processing", paymentStatus: "pending" });

      w.esewa.state.down = false;
      await w.t.app.services.paymentReconciler.run(late);
      expect(await orderAs(w.t, shopper, body.order._id)).toMatchObject({ status: "processing", paymentStatus: "completed" });
    });
  });

  describe("Khalti", () => {
    it("initiates with the secret key, sends the browser to the payment page, and marks paid after the lookup", async () => {
      const { status, body, shopper } = await placeOrder(w.t, line, "khalti");
      expect(status).toBe(201);
      expect(body.payment).toMatchObject({ provider: "khalti", redirect: { method: "GET" } });
      const pidx = await openKhaltiPage(body.payment);
      expect(w.khalti.payments.get(pidx)).toMatchObject({ amount: Math.round(body.order.totalAmount * 100), status: "Initiated" });
      expect(JSON.stringify(body)).not.toContain(w.khalti.secretKey);

      const back = await followReturn(w.t, w.khalti.pay(pidx));
      expect(back).toEqual({ path: `/order/confirmation/${body.order._id}`, outcome: "paid" });
      expect(await orderAs(w.t, shopper, body.order._id)).toMatchObject({
        paymentStatus: "completed",
        transactionId: w.khalti.payments.get(pidx)!.transaction_id,
      });
    });

    it("fails the attempt when the shopper cancels or the payment expires, and the order stays payable", async () => {
      const cancelled = await placeOrder(w.t, line, "khalti");
      const pidx = await openKhaltiPage(cancelled.body.payment);
      expect(await followReturn(w.t, w.khalti.cancel(pidx))).toMatchObject({ outcome: "cancelled" });
      expect((await attemptsOf(w.t, cancelled.body.order._id))[0]!.status).toBe("cancelled");
      expect(await orderAs(w.t, cancelled.shopper, cancelled.body.order._id)).toMatchObject({ status: "processing", paymentStatus: "pending" });

      const expired = await placeOrder(w.t, line, "khalti");
      const expiredPidx = await openKhaltiPage(expired.body.payment);
      w.khalti.setStatus(expiredPidx, "Expired");
      await w.t.app.services.paymentReconciler.run();
      expect((await attemptsOf(w.t, expired.body.order._id))[0]!.status).toBe("expired");
      expect(await orderAs(w.t, expired.shopper, expired.body.order._id)).toMatchObject({ status: "processing", paymentStatus: "pending" });
      const again = await payAgain(w.t, expired.shopper, expired.body.order._id);
      expect(again.json().payment).toMatchObject({ provider: "khalti" });
    });

    it("refuses a return whose pidx the lookup does not confirm, or whose amount differs", async () => {
      const { body, shopper } = await placeOrder(w.t, line, "khalti");
      const pidx = await openKhaltiPage(body.payment);
      const lie = `http://x/api/payments/khalti/return?pidx=${pidx}&status=Completed&transaction_id=LIE&amount=${body.order.totalAmount * 100}`;
      expect(await followReturn(w.t, lie)).toMatchObject({ outcome: "forged" });
      expect(await followReturn(w.t, "http://x/api/payments/khalti/return?pidx=nope&status=Completed")).toEqual({
        path: "/order/confirmation/unknown",
        outcome: "forged",
      });
      expect(await orderAs(w.t, shopper, body.order._id)).toMatchObject({ paymentStatus: "pending" });

      const location = w.khalti.pay(pidx);
      w.khalti.reportAmount(pidx, 1000);
      expect(await followReturn(w.t, location)).toMatchObject({ outcome: "forged" });
      expect(await orderAs(w.t, shopper, body.order._id)).toMatchObject({ paymentStatus: "pending", transactionId: null });
    });

    it("keeps the order when Khalti is down at checkout, and Pay now works once it is back", async () => {
      w.khalti.state.down = true;
      const { status, body, shopper } = await placeOrder(w.t, line, "khalti");
      expect(status).toBe(201);
      expect(body).toMatchObject({ message: PAYMENT_MESSAGES.gatewayDown, payment: null, order: { paymentStatus: "pending" } });
      expect(await stockOf(w.t, productId)).toEqual({ stock: 49, sold: 1 });
      expect((await attemptsOf(w.t, body.order._id)).map((a) => a.status)).toEqual(["failed"]);

      w.khalti.state.down = false;
      const again = await payAgain(w.t, shopper, body.order._id);
      expect(again.statusCode).toBe(200);
      const pidx = await openKhaltiPage(again.json().payment);
      expect(await followReturn(w.t, w.khalti.pay(pidx))).toMatchObject({ outcome: "paid" });
    });
  });

  describe("the order around the payment", () => {
    it("cancels an online order still unpaid after 60 minutes and puts its stock back; cash on delivery waits", async () => {
      // A product of its own: older unpaid orders of other tests expire in the same run.
      const own = (await w.t.app.services.catalog.current()).products.filter(colorOnly).at(-1)!;
      await setStock(w.t, own._id, 50, 0);
      const ownLine = { productId: own._id, ...firstOptions(own), quantity: 1 };
      const unpaid = await placeOrder(w.t, { ...ownLine, quantity: 2 }, "esewa");
      await postEsewaForm(unpaid.body.payment);
      const cod = await placeOrder(w.t, ownLine);
      expect(cod.body.order.paymentMethod).toBe("cod");
      expect(await stockOf(w.t, own._id)).toEqual({ stock: 47, sold: 3 });

      const early = await w.t.app.services.paymentReconciler.run(new Date(Date.now() + 30 * 60_000));
      expect(early.cancelled).not.toContain(unpaid.body.order._id);
      const late = await w.t.app.services.paymentReconciler.run(new Date(Date.now() + 61 * 60_000));
      expect(late.cancelled).toContain(unpaid.body.order._id);
      expect(late.cancelled).not.toContain(cod.body.order._id);

      expect(await orderAs(w.t, unpaid.shopper, unpaid.body.order._id)).toMatchObject({ status: "cancelled", paymentStatus: "failed" });
      expect(await stockOf(w.t, own._id)).toEqual({ stock: 49, sold: 1 });
      expect((await attemptsOf(w.t, unpaid.body.order._id)).map((a) => a.status)).toEqual(["expired"]);
      expect((await payAgain(w.t, unpaid.shopper, unpaid.body.order._id)).statusCode).toBe(409);
    });

    it("shows an order only to its shopper, and lets them cancel a paid one before shipping with the refund due", async () => {
      const { body, shopper } = await placeOrder(w.t, line, "khalti");
      const stranger = await newShopper(w.t);
      for (const url of [`/api/orders/${body.order._id}`, `/api/orders/${body.order.orderId}`]) {
        expect((await w.t.app.inject({ method: "GET", url, headers: { cookie: stranger.cookie } })).statusCode).toBe(403);
      }
      expect((await payAgain(w.t, stranger, body.order._id)).statusCode).toBe(403);
      expect((await w.t.app.inject({ method: "POST", url: `/api/orders/${body.order._id}/cancel`, headers: { cookie: stranger.cookie } })).statusCode).toBe(
        403,
      );
      expect((await orderAs(w.t, shopper, body.order.orderId))._id).toBe(body.order._id);

      await followReturn(w.t, w.khalti.pay(await openKhaltiPage(body.payment)));
      const res = await w.t.app.inject({ method: "POST", url: `/api/orders/${body.order._id}/cancel`, headers: { cookie: shopper.cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: "cancelled", paymentStatus: "completed", refundDue: body.order.totalAmount });
      expect(await stockOf(w.t, productId)).toEqual({ stock: 50, sold: 0 });
      const twice = await w.t.app.inject({ method: "POST", url: `/api/orders/${body.order._id}/cancel`, headers: { cookie: shopper.cookie } });
      expect(twice.statusCode).toBe(409);
    });

    it("lists the ways to pay, and refuses Khalti below Rs. 10 before any order exists", async () => {
      const methods = (await w.t.app.inject({ method: "GET", url: "/api/payments/methods" })).json();
      expect(methods.methods.map((m: { id: string; available: boolean }) => [m.id, m.available])).toEqual([
        ["cod", true],
        ["esewa", true],
        ["khalti", true],
        ["fonepay", true],
      ]);
      const cheap = await productWhere(w.t, (p) => colorOnly(p) && p._id !== productId);
      await w.t.database.db.execute(`update products set selling_price_paisa = 900, original_price_paisa = null where id = '${cheap._id}'`);
      await setStock(w.t, cheap._id, 5, 0);
      const refused = await placeOrder(w.t, { productId: cheap._id, ...firstOptions(cheap), quantity: 1 }, "khalti");
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe("Khalti takes payments of Rs. 10 or more. Please choose another way to pay.");
      expect(await stockOf(w.t, cheap._id)).toEqual({ stock: 5, sold: 0 });
    });
  });
});

describe("a shop without Khalti keys", () => {
  it("does not offer Khalti and refuses it at checkout, placing nothing", async () => {
    const t = await createTestApp("pglite");
    try {
      const methods = (await t.app.inject({ method: "GET", url: "/api/payments/methods" })).json();
      expect(methods.methods.find((m: { id: string }) => m.id === "khalti")).toMatchObject({ available: false });
      const product = await productWhere(t, colorOnly);
      await setStock(t, product._id, 5, 0);
      const res = await placeOrder(t, { productId: product._id, ...firstOptions(product), quantity: 1 }, "khalti");
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(PAYMENT_MESSAGES.unavailable("Khalti"));
      expect(await stockOf(t, product._id)).toEqual({ stock: 5, sold: 0 });
      await assertMoneyInvariant(t.database);
    } finally {
      await t.close();
    }
  });
});
