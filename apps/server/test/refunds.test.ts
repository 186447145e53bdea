import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, refunds } from "../src/db/schema/index.js";
import { member, type Member } from "./admin-helpers.js";
import { databaseKinds } from "./helpers.js";
import type { TestAppWithMail } from "./mail-server.js";
import {
  assertMoneyInvariant,
  followReturn,
  moneyOf,
  openKhaltiPage,
  orderAs,
  paymentWorld,
  placeOrder,
  postEsewaForm,
  type PaymentWorld,
} from "./payment-helpers.js";
import { colorOnlyLine, eventually, setStock } from "./shopping-helpers.js";

describe.each(databaseKinds)("refunds from the back office on %s", (kind) => {
  let w: PaymentWorld<TestAppWithMail>;
  let owner: Member;
  let line: Record<string, unknown> = {};
  let productId = "";
  beforeAll(async () => {
    w = await paymentWorld(kind, {}, { mail: true });
    owner = await member(w.t, "owner");
    ({ productId, line } = await colorOnlyLine(w.t));
  });
  afterAll(() => w.close());
  afterEach(() => assertMoneyInvariant(w.t.database));
  beforeEach(async () => {
    w.khalti.state.down = false;
    await setStock(w.t, productId, 500, 0);
  });

  const refund = (orderId: string, payload: Record<string, unknown>, who: Member = owner) =>
    w.t.app.inject({ method: "POST", url: `/api/admin/orders/${orderId}/refunds`, headers: { cookie: who.cookie }, payload });
  const transition = async (orderId: string, to: string, extra: Record<string, unknown> = {}) => {
    const detail = (await w.t.app.inject({ method: "GET", url: `/api/admin/orders/${orderId}`, headers: { cookie: owner.cookie } })).json();
    const res = await w.t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${orderId}/transitions`,
      headers: { cookie: owner.cookie },
      payload: { to, version: detail.version, ...extra },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  async function paidWithKhalti(quantity = 1) {
    const placed = await placeOrder(w.t, { ...line, quantity }, "khalti");
    const pidx = await openKhaltiPage(placed.body.payment);
    expect(await followReturn(w.t, w.khalti.pay(pidx))).toMatchObject({ outcome: "paid" });
    return { ...placed, pidx };
  }

  it("refunds a Khalti payment in full through Khalti's refund API, and tells the shopper", async () => {
    const { body, shopper, pidx } = await paidWithKhalti();
    const total = body.order.totalAmount;
    const res = await refund(body.order.orderId, { amount: total, reason: "Out of stock after all" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      paymentStatus: "refunded",
      refundStatus: "Refunded",
      refunded: total,
      receivedAmount: total,
      refundableAmount: 0,
      refunds: [{ amount: total, method: "khalti", status: "succeeded", reason: "Out of stock after all", by: { id: owner.id } }],
    });
    expect(w.khalti.payments.get(pidx)).toMatchObject({ status: "Refunded", refunded: total * 100 });
    expect(await orderAs(w.t, shopper, body.order._id)).toMatchObject({ refundStatus: "Refunded", refunded: total });

    const audit = await w.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "order.refund"), eq(auditLog.entityId, body.order.orderId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ refundedPaisa: total * 100, refund: { method: "khalti", amountPaisa: total * 100 } });
    const refundMail = (
      await eventually(
        () => w.t.mail.to(shopper.email),
        (m) => m.some((x) => x.raw.includes("refunded for order")),
      )
    ).find((x) => x.raw.includes("refunded for order"));
    expect(refundMail?.raw).toContain(`through Khalti for your order ${body.order.orderId}`);
  });

  it("refunds part of a Khalti payment in paisa, and never more than what was received", async () => {
    const { body, shopper, pidx } = await paidWithKhalti(3);
    const total = body.order.totalAmount;
    const part = await refund(body.order._id, { amount: 100.5, reason: "Scratched box" });
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json()).toMatchObject({ paymentStatus: "completed", refundStatus: "Partially refunded", refunded: 100.5 });
    expect(w.khalti.payments.get(pidx)).toMatchObject({ status: "Partially Refunded", refunded: 10050 });
    expect(await moneyOf(w.t.database, body.order.orderId)).toMatchObject({ received: total * 100, kept: total * 100 - 10050, refunded: 10050, owed: 0 });

    const calls = w.khalti.state.refunds;
    const tooMuch = await refund(body.order._id, { amount: total, reason: "All of it" });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toMatch(/At most Rs\. .* can be refunded/);
    expect(w.khalti.state.refunds).toBe(calls);
    expect(await orderAs(w.t, shopper, body.order._id)).toMatchObject({ refunded: 100.5 });

    // The order is then returned: what the shop kept is owed, and refunding it settles the order.
    await transition(body.order._id, "shipped", { trackingNumber: "NCM-1" });
    await transition(body.order._id, "delivered");
    const returned = await transition(body.order._id, "returned");
    expect(returned).toMatchObject({ refundDueAmount: total - 100.5 });
    const rest = await refund(body.order._id, { amount: total - 100.5, reason: "Returned" });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json()).toMatchObject({ refundDueAmount: 0, refundStatus: "Refunded", refunded: total });
    expect(w.khalti.payments.get(pidx)).toMatchObject({ status: "Refunded", refunded: total * 100 });
  });

  it("gives an invoiced order that stands a credit note for a partial refund, and none again for money owed after its return", async () => {
    const settings = {
      businessName: "Himal Gadgets Pvt. Ltd.",
      address: "Durbar Marg, Kathmandu",
      pan: "609876543",
      companyRegistrationNo: "123456/078/079",
      ecommerceListingNo: "EC-2081-0042",
      grievanceOfficer: { name: "Anita Shrestha", phone: "9801000000", email: "grievance@example.com" },
      supportHours: "9 AM – 7 PM, every day",
      supportPhone: "9802000000",
    };
    const saved = await w.t.app.inject({ method: "PUT", url: "/api/admin/settings", headers: { cookie: owner.cookie }, payload: settings });
    expect(saved.statusCode, saved.body).toBe(200);
    const { body } = await paidWithKhalti(2);
    const total = body.order.totalAmount;
    const shipped = await transition(body.order._id, "shipped", { trackingNumber: "NCM-CN-1" });
    expect(shipped.invoiceNumber).toMatch(/^\d{4}\/\d{2}-\d{6}$/);

    const part = await refund(body.order._id, { amount: 500, reason: "Dented corner" });
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json().creditNotes).toEqual([expect.objectContaining({ amount: 500, reason: "Dented corner", number: expect.stringMatching(/^CN-/) })]);

    await transition(body.order._id, "delivered");
    const returned = await transition(body.order._id, "returned");
    expect(returned.creditNotes.map((note: { amount: number }) => note.amount)).toEqual([500, total - 500]);
    const rest = await refund(body.order._id, { amount: total - 500, reason: "Returned" });
    expect(rest.statusCode, rest.body).toBe(201);
    // The return credited the rest of the invoice already: refunding what is owed adds no credit note.
    expect(rest.json().creditNotes).toHaveLength(2);
  });

  it("lets two refunds at once take no more than was received", async () => {
    const placed = await placeOrder(w.t, line, "esewa");
    expect(await followReturn(w.t, w.esewa.pay(await postEsewaForm(placed.body.payment)))).toMatchObject({ outcome: "paid" });
    const total = placed.body.order.totalAmount;
    const share = Math.round(total * 60) / 100;
    const answers = await Promise.all([
      refund(placed.body.order._id, { amount: share, reason: "Goodwill", reference: "ESEWA-R1" }),
      refund(placed.body.order._id, { amount: share, reason: "Goodwill", reference: "ESEWA-R2" }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const rows = await w.t.database.db.select().from(refunds).where(eq(refunds.orderId, placed.body.order._id));
    expect(rows).toHaveLength(1);
  });

  it("records an eSewa refund of money owed by hand, with its reference, down to nothing owed", async () => {
    const { body, shopper } = await placeOrder(w.t, line, "esewa");
    expect(await followReturn(w.t, w.esewa.pay(await postEsewaForm(body.payment)))).toMatchObject({ outcome: "paid" });
    const cancelled = await w.t.app.inject({ method: "POST", url: `/api/orders/${body.order._id}/cancel`, headers: { cookie: shopper.cookie } });
    const total = body.order.totalAmount;
    expect(cancelled.json()).toMatchObject({ status: "cancelled", refundDue: total });

    const noReference = await refund(body.order._id, { amount: total, reason: "Cancelled" });
    expect(noReference.statusCode).toBe(400);
    expect(noReference.json().message).toMatch(/reference/);
    const res = await refund(body.order._id, { amount: total, reason: "Cancelled", reference: "ESEWA-REF-77" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ refundDueAmount: 0, refundStatus: "Refunded", refunds: [{ method: "esewa", reference: "ESEWA-REF-77" }] });
    expect(await orderAs(w.t, shopper, body.order._id)).toMatchObject({ refundDue: 0, refundStatus: "Refunded", refunded: total });
    expect((await refund(body.order._id, { amount: 1, reason: "Again", reference: "X" })).statusCode).toBe(409);
  });

  it("counts cash on delivery once delivered, so a cash or bank refund can be recorded", async () => {
    const { body, shopper } = await placeOrder(w.t, { ...line, quantity: 2 });
    const total = body.order.totalAmount;
    const unpaid = await refund(body.order._id, { amount: 10, reason: "Early", reference: "CASH-1" });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toMatch(/Nothing received/);

    await transition(body.order._id, "shipped", { trackingNumber: "NCM-2" });
    await transition(body.order._id, "delivered");
    const part = await refund(body.order._id, { amount: 250, reason: "Late delivery", method: "bank_transfer", reference: "NIC-SLIP-9" });
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json()).toMatchObject({ receivedAmount: total, refundStatus: "Partially refunded", refunds: [{ method: "bank_transfer" }] });
    expect(await orderAs(w.t, shopper, body.order._id)).toMatchObject({ refundStatus: "Partially refunded", refunded: 250 });
    expect(await moneyOf(w.t.database, body.order.orderId)).toMatchObject({ received: total * 100, kept: (total - 250) * 100, refunded: 25000, owed: 0 });
  });

  it("refuses refunds to every role but the owner, and bad amounts, changing nothing", async () => {
    const { body } = await paidWithKhalti();
    for (const role of ["customer", "support", "staff"] as const) {
      expect((await refund(body.order._id, { amount: 10, reason: "x" }, await member(w.t, role))).statusCode).toBe(403);
    }
    for (const payload of [
      { amount: 0, reason: "x" },
      { amount: 10.001, reason: "x" },
      { amount: 10, reason: " " },
      { amount: 10, reason: "x", method: "paypal" },
    ]) {
      expect((await refund(body.order._id, payload)).statusCode).toBe(400);
    }
    expect((await refund("ORD-NOPE00", { amount: 10, reason: "x" })).statusCode).toBe(404);
    expect(await w.t.database.db.select().from(refunds).where(eq(refunds.orderId, body.order._id))).toEqual([]);
  });

  it("records nothing when Khalti cannot be reached, and says so", async () => {
    const { body, shopper } = await paidWithKhalti();
    w.khalti.state.down = true;
    const res = await refund(body.order._id, { amount: 10, reason: "Try" });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/Khalti could not be reached/);
    const [row] = await w.t.database.db.select().from(refunds).where(eq(refunds.orderId, body.order._id));
    expect(row).toMatchObject({ status: "failed" });
    expect(await orderAs(w.t, shopper, body.order._id)).toMatchObject({ paymentStatus: "completed", refundStatus: null, refunded: 0 });
    w.khalti.state.down = false;
    expect((await refund(body.order._id, { amount: 10, reason: "Again" })).statusCode).toBe(201);
  });
});
