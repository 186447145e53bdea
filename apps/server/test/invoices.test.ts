import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import bikramSambat from "bikram-sambat";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, creditNotes, invoices, orders } from "../src/db/schema/index.js";
import { amountInWords } from "../src/modules/invoices/amount-in-words.js";
import { issueCreditNote } from "../src/modules/invoices/credit-notes.js";
import { issueInvoice } from "../src/modules/invoices/invoice-service.js";
import { fiscalYearOf, toBs } from "../src/modules/invoices/nepali-calendar.js";
import { splitVat } from "../src/modules/invoices/vat.js";
import { member, type Member } from "./admin-helpers.js";
import { createTestApp, databaseKinds, type TestApp } from "./helpers.js";
import { pdfText } from "./pdf-text.js";
import { checkoutBody, colorOnly, firstOptions, newShopper, productWhere, setStock } from "./shopping-helpers.js";

/** Midday in Nepal on an AD date. */
const nepalNoon = (day: string) => new Date(`${day}T12:00:00+05:45`);

describe("the Nepali calendar and amounts on an invoice", () => {
  it("converts AD to BS as a second, independent converter does", () => {
    expect(toBs(nepalNoon("2024-07-16"))).toEqual({ year: 2081, month: 4, day: 1 }); // 1 Shrawan 2081
    for (const day of ["2024-07-15", "2025-04-14", "2025-07-16", "2025-07-17", "2026-07-16", "2026-07-17", "2027-03-01"]) {
      const bs = toBs(nepalNoon(day));
      const other = bikramSambat.toBik_euro(day);
      expect(`${bs.year}-${String(bs.month).padStart(2, "0")}-${String(bs.day).padStart(2, "0")}`, day).toBe(other);
    }
  });

  it("starts the fiscal year on 1 Shrawan, by the date in Nepal", () => {
    expect(fiscalYearOf(nepalNoon("2024-07-15"))).toBe("2080/81");
    expect(fiscalYearOf(nepalNoon("2024-07-16"))).toBe("2081/82");
    // 00:30 on 1 Shrawan in Nepal is still the previous day in UTC.
    expect(fiscalYearOf(new Date("2026-07-17T00:30:00+05:45"))).toBe("2083/84");
    expect(fiscalYearOf(new Date("2026-07-16T23:59:00+05:45"))).toBe("2082/83");
  });

  it("derives VAT from VAT-inclusive prices and says the total in lakh and crore", () => {
    expect(splitVat(11_300_00)).toEqual({ taxablePaisa: 10_000_00, vatPaisa: 1_300_00 });
    const { taxablePaisa, vatPaisa } = splitVat(12_345_67);
    expect(taxablePaisa + vatPaisa).toBe(12_345_67);
    expect(amountInWords(1_23_456_50)).toBe("One Lakh Twenty Three Thousand Four Hundred Fifty Six Rupees And Fifty Paisa Only");
    expect(amountInWords(1_23_45_678_00)).toBe("One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight Rupees Only");
  });
});

const SETTINGS = {
  businessName: "Himal Gadgets Pvt. Ltd.",
  address: "Durbar Marg, Kathmandu",
  pan: "609876543",
  companyRegistrationNo: "123456/078/079",
  ecommerceListingNo: "EC-2081-0042",
  grievanceOfficer: { name: "Anita Shrestha", phone: "9801000000", email: "grievance@example.com" },
  supportHours: "9 AM – 7 PM, every day",
  supportPhone: "9802000000",
};

/** One line per text run of the PDF, joined: what a reader of the invoice sees. */
const textOf = (pdf: Buffer) => pdfText(pdf).join("\n");

// The tests of this file run in order and share one shop: the first runs before its settings are saved.
describe.each(databaseKinds)("tax invoices and credit notes on %s", (kind) => {
  let t: TestApp;
  let owner: Member;
  let support: Member;
  let staff: Member;
  let line: Record<string, unknown> = {};
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await member(t, "owner");
    support = await member(t, "support");
    staff = await member(t, "staff");
    const product = await productWhere(t, (p) => colorOnly(p));
    line = { productId: product._id, ...firstOptions(product), quantity: 2 };
    await setStock(t, product._id, 1000, 0);
  });
  afterAll(() => t?.close());

  const as = (who: Member | null, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: who ? { cookie: who.cookie } : {} });

  async function placeOrder() {
    const shopper = await newShopper(t);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/checkout",
      headers: { cookie: shopper.cookie },
      payload: checkoutBody(shopper.id, { buyNow: true, products: [line] }),
    });
    expect(res.statusCode).toBe(201);
    return { shopper: { ...shopper, cookie: shopper.cookie } as Member, orderId: res.json().order.orderId as string, _id: res.json().order._id as string };
  }
  async function ship(orderId: string) {
    const detail = (await as(support, "GET", `/api/admin/orders/${orderId}`)).json();
    const res = await as(support, "POST", `/api/admin/orders/${orderId}/transitions`, { to: "shipped", version: detail.version, trackingNumber: "NCM-1" });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  async function move(orderId: string, to: string, who: Member = staff) {
    const detail = (await as(who, "GET", `/api/admin/orders/${orderId}`)).json();
    const res = await as(who, "POST", `/api/admin/orders/${orderId}/transitions`, { to, version: detail.version });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  const shopperOrder = async (shopper: Member, orderId: string) => (await as(shopper, "GET", `/api/orders/${orderId}`)).json();

  it("issues no invoice while the business name and PAN are not saved, never prints stand-ins, and lets the owner issue it once they are", async () => {
    // The form starts empty where only a stand-in exists, and the checklist says what is missing.
    const draft = (await as(owner, "GET", "/api/admin/settings")).json();
    expect(draft).toMatchObject({ pan: "", companyRegistrationNo: "", ecommerceListingNo: "", grievanceOfficer: { name: "", phone: "", email: "" } });
    expect(JSON.stringify(draft)).not.toMatch(/000000000|Not set/);
    const checklist = await as(owner, "GET", "/api/admin/setup-checklist");
    expect(checklist.json()).toEqual({ complete: false, saved: false, missing: ["pan", "companyRegistrationNo", "ecommerceListingNo", "grievanceOfficer"] });
    expect((await as(support, "GET", "/api/admin/setup-checklist")).statusCode).toBe(403);

    // The order ships all the same, without an invoice, and the back office says so.
    const { shopper, orderId } = await placeOrder();
    const shipped = await ship(orderId);
    expect(shipped).toMatchObject({ status: "shipped", invoiceNumber: null });
    expect((await as(shopper, "GET", `/api/orders/${orderId}/invoice.pdf`)).statusCode).toBe(404);
    const early = await as(support, "POST", `/api/admin/orders/${orderId}/invoice`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/business name and PAN/);

    expect((await as(owner, "PUT", "/api/admin/settings", SETTINGS)).statusCode).toBe(200);
    expect((await as(owner, "GET", "/api/admin/setup-checklist")).json()).toEqual({ complete: true, saved: true, missing: [] });

    // A customer cannot issue; support (who ships) can, once, with an audit row.
    expect((await as(shopper, "POST", `/api/admin/orders/${orderId}/invoice`)).statusCode).toBe(403);
    const issued = await as(support, "POST", `/api/admin/orders/${orderId}/invoice`);
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.json().invoiceNumber).toMatch(/^\d{4}\/\d{2}-\d{6}$/);
    expect((await as(support, "POST", `/api/admin/orders/${orderId}/invoice`)).statusCode).toBe(409);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "invoice.issue"), eq(auditLog.entityId, orderId)));
    expect(audit).toEqual([expect.objectContaining({ actorUserId: support.id, after: { invoiceNumber: issued.json().invoiceNumber } })]);

    const pdf = await as(shopper, "GET", `/api/orders/${orderId}/invoice.pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = textOf(pdf.rawPayload);
    expect(text).toContain("PAN/VAT No.: 609876543");
    expect(text).toContain("Himal Gadgets Pvt. Ltd.");
    expect(text).not.toMatch(/000000000|Not set/);
  });

  it("issues the invoice at dispatch, not before: the invoice answers 404 and the order says it has none until then", async () => {
    const { shopper, orderId, _id } = await placeOrder();
    const before = await as(shopper, "GET", `/api/orders/${orderId}/invoice.pdf`);
    expect(before.statusCode).toBe(404);
    expect(before.json().message).toMatch(/issued when the order is dispatched/);
    expect((await as(support, "GET", `/api/admin/orders/${orderId}/invoice.pdf`)).statusCode).toBe(404);
    expect(await shopperOrder(shopper, orderId)).toMatchObject({ invoiceNumber: null, creditNotes: [] });
    expect(await t.database.db.select().from(invoices).where(eq(invoices.orderId, _id))).toEqual([]);
    // Not before dispatch even by the explicit action.
    expect((await as(support, "POST", `/api/admin/orders/${orderId}/invoice`)).statusCode).toBe(409);

    const shipped = await ship(orderId);
    expect(shipped.invoiceNumber).toMatch(/^\d{4}\/\d{2}-\d{6}$/);
    expect(await shopperOrder(shopper, orderId)).toMatchObject({ invoiceNumber: shipped.invoiceNumber });
    const list = (await as(shopper, "GET", `/api/orders/${shopper.id}`)).json();
    expect(list.find((o: { orderId: string }) => o.orderId === orderId).invoiceNumber).toBe(shipped.invoiceNumber);

    const mine = await as(shopper, "GET", `/api/orders/${orderId}/invoice.pdf`);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["content-type"]).toBe("application/pdf");
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    writeFileSync(path.join(os.tmpdir(), `pasal-invoice-${kind}.pdf`), mine.rawPayload);
    expect(textOf(mine.rawPayload)).toContain(shipped.invoiceNumber);
    const other = await newShopper(t, "Someone Else");
    expect((await t.app.inject({ method: "GET", url: `/api/orders/${orderId}/invoice.pdf`, headers: { cookie: other.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: `/api/orders/${orderId}/invoice.pdf` })).statusCode).toBe(401);
    expect((await as(support, "GET", `/api/admin/orders/${orderId}/invoice.pdf`)).statusCode).toBe(200);
  });

  it("an order cancelled before dispatch never gets an invoice", async () => {
    const { shopper, orderId, _id } = await placeOrder();
    expect((await as(shopper, "GET", `/api/orders/${orderId}/invoice.pdf`)).statusCode).toBe(404);
    expect((await as(shopper, "POST", `/api/orders/${orderId}/cancel`)).statusCode).toBe(200);
    expect((await as(shopper, "GET", `/api/orders/${orderId}/invoice.pdf`)).statusCode).toBe(404);
    expect(await t.database.db.select().from(invoices).where(eq(invoices.orderId, _id))).toEqual([]);
    expect(await t.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, _id))).toEqual([]);
  });

  it("keeps an issued invoice as issued when the shop's settings change; later invoices print the new ones", async () => {
    const { shopper, orderId } = await placeOrder();
    await ship(orderId);
    const first = await as(shopper, "GET", `/api/orders/${orderId}/invoice.pdf`);
    expect(first.statusCode).toBe(200);
    expect(textOf(first.rawPayload)).toContain("PAN/VAT No.: 609876543");

    const changed = { ...SETTINGS, businessName: "Everest Mobiles Pvt. Ltd.", pan: "301234567", address: "Lakeside, Pokhara" };
    expect((await as(owner, "PUT", "/api/admin/settings", changed)).statusCode).toBe(200);
    try {
      const again = await as(shopper, "GET", `/api/orders/${orderId}/invoice.pdf`);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      const text = textOf(again.rawPayload);
      expect(text).toContain("Himal Gadgets Pvt. Ltd.");
      expect(text).not.toContain("301234567");
      expect(text).not.toContain("Everest Mobiles");
      // The staff's download is the same document.
      expect((await as(support, "GET", `/api/admin/orders/${orderId}/invoice.pdf`)).rawPayload.equals(first.rawPayload)).toBe(true);

      const later = await placeOrder();
      await ship(later.orderId);
      const laterText = textOf((await as(later.shopper, "GET", `/api/orders/${later.orderId}/invoice.pdf`)).rawPayload);
      expect(laterText).toContain("PAN/VAT No.: 301234567");
      expect(laterText).toContain("Everest Mobiles Pvt. Ltd.");
    } finally {
      await as(owner, "PUT", "/api/admin/settings", SETTINGS);
    }
  });

  it("numbers invoices once, in sequence within a fiscal year, restarting on 1 Shrawan", async () => {
    const placed = [await placeOrder(), await placeOrder(), await placeOrder(), await placeOrder()];
    for (const { orderId } of placed) await t.database.db.update(orders).set({ status: "shipped" }).where(eq(orders.orderNumber, orderId));
    const [a, b, c, d] = placed.map((p) => p._id) as [string, string, string, string];
    const issue = (orderId: string, at: Date) => t.database.db.transaction((tx) => issueInvoice(tx, orderId, at));
    const first = await issue(a, nepalNoon("2031-07-10"));
    const second = await issue(b, nepalNoon("2031-07-14"));
    expect([first?.number, second?.number]).toEqual(["2087/88-000001", "2087/88-000002"]);
    expect((await issue(a, nepalNoon("2031-07-20")))?.number).toBe("2087/88-000001"); // issued once
    expect(toBs(nepalNoon("2031-07-17"))).toMatchObject({ month: 4, day: 1 });
    expect((await issue(c, nepalNoon("2031-07-17")))?.number).toBe("2088/89-000001");
    expect((await issue(d, nepalNoon("2031-07-18")))?.number).toBe("2088/89-000002");
  });

  it("gives a returned invoiced order a credit note of its own series, VAT reversed, as a PDF beside the invoice", async () => {
    const { shopper, orderId, _id } = await placeOrder();
    const shipped = await ship(orderId);
    const returned = await move(orderId, "returned");
    expect(returned.creditNotes).toHaveLength(1);
    const note = returned.creditNotes[0];
    expect(note).toMatchObject({ number: expect.stringMatching(/^CN-\d{4}\/\d{2}-\d{6}$/), amount: returned.totalAmount, reason: "Order returned" });
    const [row] = await t.database.db.select().from(creditNotes).where(eq(creditNotes.id, note.id));
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, _id));
    expect(row).toMatchObject({
      invoiceNumber: shipped.invoiceNumber,
      amountPaisa: invoice!.totalPaisa,
      taxablePaisa: invoice!.taxablePaisa,
      vatPaisa: invoice!.vatPaisa,
    });
    expect(await shopperOrder(shopper, orderId)).toMatchObject({
      invoiceNumber: shipped.invoiceNumber,
      creditNotes: [expect.objectContaining({ id: note.id, number: note.number })],
    });

    const pdf = await as(support, "GET", `/api/admin/orders/${orderId}/credit-notes/${note.id}.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = textOf(pdf.rawPayload);
    expect(text).toContain("Credit Note");
    expect(text).toContain(note.number);
    expect(text).toContain(shipped.invoiceNumber);
    expect(text).toContain("VAT 13% reversed");
    const buyers = await as(shopper, "GET", `/api/orders/${orderId}/credit-notes/${note.id}.pdf`);
    expect(buyers.statusCode).toBe(200);
    expect(buyers.rawPayload.equals(pdf.rawPayload)).toBe(true);
    const stranger = await newShopper(t, "Someone Else");
    expect(
      (await t.app.inject({ method: "GET", url: `/api/orders/${orderId}/credit-notes/${note.id}.pdf`, headers: { cookie: stranger.cookie } })).statusCode,
    ).toBe(403);
    // Another order's credit note is not this order's.
    const other = await placeOrder();
    expect((await as(other.shopper, "GET", `/api/orders/${other.orderId}/credit-notes/${note.id}.pdf`)).statusCode).toBe(404);
  });

  it("credits an invoice numbered before dispatch (before decision 030) when its order is cancelled, and freezes what it prints", async () => {
    const { shopper, orderId, _id } = await placeOrder();
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, _id));
    // As an earlier version numbered it on the first download: no copy of what it printed.
    await t.database.db.insert(invoices).values({
      orderId: _id,
      fiscalYear: "2079/80",
      seq: 999_001,
      number: "2079/80-999001",
      issuedAt: new Date("2023-01-01T06:00:00Z"),
      buyerName: "Sita Kumari Sharma",
      totalPaisa: order!.totalPaisa,
      taxablePaisa: splitVat(order!.totalPaisa).taxablePaisa,
      vatPaisa: splitVat(order!.totalPaisa).vatPaisa,
    });
    const first = await as(shopper, "GET", `/api/orders/${orderId}/invoice.pdf`);
    expect(first.statusCode).toBe(200);
    expect(textOf(first.rawPayload)).toContain("2079/80-999001");
    const [frozen] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, _id));
    expect(frozen!.snapshot).toMatchObject({ number: "2079/80-999001", seller: { pan: SETTINGS.pan } });

    expect((await as(shopper, "POST", `/api/orders/${orderId}/cancel`)).statusCode).toBe(200);
    const after = await shopperOrder(shopper, orderId);
    expect(after).toMatchObject({
      status: "cancelled",
      invoiceNumber: "2079/80-999001",
      creditNotes: [expect.objectContaining({ reason: "Order cancelled", amount: after.totalAmount })],
    });
    const pdf = await as(shopper, "GET", `/api/orders/${orderId}/credit-notes/${after.creditNotes[0].id}.pdf`);
    expect(textOf(pdf.rawPayload)).toContain("2079/80-999001");
  });

  it("issueCreditNote: partial amounts up to what the invoice still stands for, null otherwise", async () => {
    const { orderId, _id } = await placeOrder();
    const credit = (amountPaisa: number, reason = "Partial refund") =>
      t.database.db.transaction((tx) => issueCreditNote(tx, { orderId: _id, amountPaisa, reason }));
    expect(await credit(100_00)).toBeNull(); // no invoice yet
    await ship(orderId);
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, _id));
    const total = invoice!.totalPaisa;
    expect(await credit(0)).toBeNull();
    expect(await credit(-5)).toBeNull();
    expect(await credit(10.5)).toBeNull();
    expect(await credit(total + 1)).toBeNull();
    const part = await credit(113_00, "Partial refund: scratched cover");
    expect(part).toMatchObject({ id: expect.any(String), number: expect.stringMatching(/^CN-/) });
    const [row] = await t.database.db.select().from(creditNotes).where(eq(creditNotes.id, part!.id));
    expect(row).toMatchObject({ amountPaisa: 113_00, taxablePaisa: 100_00, vatPaisa: 13_00, reason: "Partial refund: scratched cover" });
    expect(await credit(total - 113_00 + 1)).toBeNull();
    // Returning the order credits only what is left.
    await move(orderId, "returned");
    const notes = (await t.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, _id))).sort((x, y) => x.seq - y.seq);
    expect(notes.map((n) => n.amountPaisa)).toEqual([113_00, total - 113_00]);
    expect(Number(notes[1]!.number.slice(-6))).toBe(Number(notes[0]!.number.slice(-6)) + 1);
    expect(await credit(1)).toBeNull();
  });

  it("credits an invoice's remainder once when several credit notes for all of it are asked at the same time", async () => {
    const { orderId, _id } = await placeOrder();
    await ship(orderId);
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, _id));
    const credit = () => t.database.db.transaction((tx) => issueCreditNote(tx, { orderId: _id, amountPaisa: invoice!.totalPaisa, reason: "Refund" }));
    const results = await Promise.all([credit(), credit(), credit()]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await t.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, _id))).toHaveLength(1);
  });

  it("lists a month's or a fiscal year's invoices and credit notes in the sales register, as CSV and PDF, for the owner", async () => {
    const a = await placeOrder();
    const b = await placeOrder();
    for (const { orderId } of [a, b]) await t.database.db.update(orders).set({ status: "shipped" }).where(eq(orders.orderNumber, orderId));
    // Far in the future, so nothing else of this shop falls in the month.
    const march = (day: number) => new Date(`2034-03-${String(day).padStart(2, "0")}T10:00:00+05:45`);
    const invA = (await t.database.db.transaction((tx) => issueInvoice(tx, a._id, march(3))))!;
    const invB = (await t.database.db.transaction((tx) => issueInvoice(tx, b._id, march(5))))!;
    const note = (await t.database.db.transaction((tx) => issueCreditNote(tx, { orderId: a._id, amountPaisa: 226_00, reason: "Partial refund" }, march(20))))!;
    // 1 April 00:10 in Nepal is still 31 March in UTC: the next month's.
    await t.database.db.transaction((tx) =>
      issueCreditNote(tx, { orderId: b._id, amountPaisa: 113_00, reason: "Partial refund" }, new Date("2034-04-01T00:10:00+05:45")),
    );

    const json = await as(owner, "GET", "/api/admin/reports/sales-register?month=2034-03");
    expect(json.statusCode, json.body).toBe(200);
    const register = json.json();
    expect(register.rows.map((r: { number: string }) => r.number)).toEqual([invA.number, invB.number, note.number]);
    const rupees = (paisa: number) => paisa / 100;
    expect(register.rows[0]).toMatchObject({
      kind: "invoice",
      adDate: "2034-03-03",
      buyer: "Sita Kumari Sharma",
      buyerPan: null,
      taxableAmount: rupees(invA.taxablePaisa),
      vat: rupees(invA.vatPaisa),
      total: rupees(invA.totalPaisa),
    });
    expect(register.rows[0].bsDate).toMatch(/^2090-11-\d{2}$/);
    expect(register.rows[2]).toMatchObject({ kind: "credit-note", invoiceNumber: invA.number, taxableAmount: -200, vat: -26, total: -226 });
    expect(register.totals.total).toBeCloseTo(rupees(invA.totalPaisa + invB.totalPaisa - 226_00), 2);
    expect(register.totals.vat).toBeCloseTo(rupees(invA.vatPaisa + invB.vatPaisa - 26_00), 2);

    const csv = await as(owner, "GET", "/api/admin/reports/sales-register?month=2034-03&format=csv");
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split("\n");
    expect(lines[0]).toBe("Number,Date (AD),Date (BS),Buyer,Buyer PAN,Taxable amount,VAT,Total");
    expect(lines).toHaveLength(5);
    expect(lines[3]).toBe(`${note.number},2034-03-20,${register.rows[2].bsDate},Sita Kumari Sharma,,-200.00,-26.00,-226.00`);
    expect(lines[4]).toBe(`Total,,,,,${register.totals.taxableAmount.toFixed(2)},${register.totals.vat.toFixed(2)},${register.totals.total.toFixed(2)}`);

    const pdf = await as(owner, "GET", "/api/admin/reports/sales-register?month=2034-03&format=pdf");
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = textOf(pdf.rawPayload);
    for (const number of [invA.number, invB.number, note.number]) expect(text).toContain(number);

    const fiscalYear = fiscalYearOf(march(3));
    const year = (await as(owner, "GET", `/api/admin/reports/sales-register?fiscalYear=${encodeURIComponent(fiscalYear)}`)).json();
    expect(year.rows).toHaveLength(4);
    expect(year.rows.at(-1)).toMatchObject({ kind: "credit-note", adDate: "2034-04-01", total: -113 });

    for (const bad of ["month=2034-13", "fiscalYear=2083/85", "", "month=2034-03&fiscalYear=2090/91", "month=2034-03&format=xls"]) {
      const res = await as(owner, "GET", `/api/admin/reports/sales-register?${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toHaveProperty("message");
    }
    expect((await as(staff, "GET", "/api/admin/reports/sales-register?month=2034-03")).statusCode).toBe(403);
  });
});
