import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import bikramSambat from "bikram-sambat";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { amountInWords } from "../src/modules/invoices/amount-in-words.js";
import { fiscalYearOf, toBs } from "../src/modules/invoices/nepali-calendar.js";
import { splitVat } from "../src/modules/invoices/vat.js";
import { member, type Member } from "./admin-helpers.js";
import { createTestApp, databaseKinds, type TestApp } from "./helpers.js";
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

describe.each(databaseKinds)("tax invoices on %s", (kind) => {
  let t: TestApp;
  let staff: Member;
  let line: Record<string, unknown> = {};
  beforeAll(async () => {
    t = await createTestApp(kind);
    staff = await member(t, "support");
    const product = await productWhere(t, (p) => colorOnly(p));
    line = { productId: product._id, ...firstOptions(product), quantity: 2 };
    await setStock(t, product._id, 1000, 0);
  });
  afterAll(() => t?.close());

  async function placeOrder() {
    const shopper = await newShopper(t);
    const res = await t.app.inject({ method: "POST", url: "/api/checkout", headers: { cookie: shopper.cookie }, payload: checkoutBody(shopper.id, { buyNow: true, products: [line] }) });
    expect(res.statusCode).toBe(201);
    return { shopper, orderId: res.json().order.orderId as string, _id: res.json().order._id as string };
  }

  it("numbers invoices once, in sequence within a fiscal year, restarting on 1 Shrawan", async () => {
    const [a, b, c, d] = [await placeOrder(), await placeOrder(), await placeOrder(), await placeOrder()];
    const invoices = t.app.services.invoices;
    const first = await invoices.assign(a._id, nepalNoon("2031-07-10"));
    const second = await invoices.assign(b._id, nepalNoon("2031-07-14"));
    expect([first.number, second.number]).toEqual(["2087/88-000001", "2087/88-000002"]);
    expect((await invoices.assign(a._id, nepalNoon("2031-07-20"))).number).toBe("2087/88-000001"); // assigned once
    expect(toBs(nepalNoon("2031-07-17"))).toMatchObject({ month: 4, day: 1 });
    expect((await invoices.assign(c._id, nepalNoon("2031-07-17"))).number).toBe("2088/89-000001");
    expect((await invoices.assign(d._id, nepalNoon("2031-07-18"))).number).toBe("2088/89-000002");
  });

  it("serves the PDF to staff and to the buyer, never to another shopper", async () => {
    const { shopper, orderId } = await placeOrder();
    const mine = await t.app.inject({ method: "GET", url: `/api/orders/${orderId}/invoice.pdf`, headers: { cookie: shopper.cookie } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["content-type"]).toBe("application/pdf");
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    writeFileSync(path.join(os.tmpdir(), `pasal-invoice-${kind}.pdf`), mine.rawPayload);

    const other = await newShopper(t, "Someone Else");
    const theirs = await t.app.inject({ method: "GET", url: `/api/orders/${orderId}/invoice.pdf`, headers: { cookie: other.cookie } });
    expect(theirs.statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: `/api/orders/${orderId}/invoice.pdf` })).statusCode).toBe(401);

    const byStaff = await t.app.inject({ method: "GET", url: `/api/admin/orders/${orderId}/invoice.pdf`, headers: { cookie: staff.cookie } });
    expect(byStaff.statusCode).toBe(200);
    const detail = await t.app.inject({ method: "GET", url: `/api/admin/orders/${orderId}`, headers: { cookie: staff.cookie } });
    expect(detail.json().invoiceNumber).toMatch(/^\d{4}\/\d{2}-\d{6}$/);
  });
});
