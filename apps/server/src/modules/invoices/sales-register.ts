import { paisaToRupees, type SalesRegister } from "@pasal/shared";
import { stringify } from "csv-stringify/sync";
import { and, eq, gte, lt, type SQL } from "drizzle-orm";
import PDFDocument from "pdfkit";
import type { Db } from "../../db/client.js";
import { creditNotes, invoices } from "../../db/schema/index.js";
import { adDateOf } from "./tax-document.js";
import { toBs } from "./nepali-calendar.js";

export type RegisterPeriod = { month: string } | { fiscalYear: string };

const bsDateOf = (at: Date) => {
  const bs = toBs(at);
  return `${bs.year}-${String(bs.month).padStart(2, "0")}-${String(bs.day).padStart(2, "0")}`;
};

/** Midnight in Nepal (UTC+05:45) starting an AD month, and the next month's. */
function monthBounds(month: string): [Date, Date] {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, "0")}`;
  return [new Date(`${month}-01T00:00:00+05:45`), new Date(`${next}-01T00:00:00+05:45`)];
}

/**
 * The sales register for the VAT return (decision 030): every tax invoice and credit note issued in
 * an AD month (days as in Nepal) or a Nepali fiscal year, by issue time; credit notes negative.
 * Read from the rows kept at issue, so it agrees with the PDFs whatever changed since.
 */
export async function salesRegister(db: Db, period: RegisterPeriod): Promise<SalesRegister> {
  let invoiceWhere: SQL | undefined;
  let noteWhere: SQL | undefined;
  if ("month" in period) {
    const [from, to] = monthBounds(period.month);
    invoiceWhere = and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to));
    noteWhere = and(gte(creditNotes.issuedAt, from), lt(creditNotes.issuedAt, to));
  } else {
    invoiceWhere = eq(invoices.fiscalYear, period.fiscalYear);
    noteWhere = eq(creditNotes.fiscalYear, period.fiscalYear);
  }
  const [issued, credited] = await Promise.all([db.select().from(invoices).where(invoiceWhere), db.select().from(creditNotes).where(noteWhere)]);
  const entries = [
    ...issued.map((row) => ({
      at: row.issuedAt,
      kind: "invoice" as const,
      number: row.number,
      invoiceNumber: null,
      buyer: row.buyerName,
      buyerPan: row.buyerPan,
      sign: 1,
      taxable: row.taxablePaisa,
      vat: row.vatPaisa,
      total: row.totalPaisa,
    })),
    ...credited.map((row) => ({
      at: row.issuedAt,
      kind: "credit-note" as const,
      number: row.number,
      invoiceNumber: row.invoiceNumber,
      buyer: row.buyerName,
      buyerPan: row.buyerPan,
      sign: -1,
      taxable: row.taxablePaisa,
      vat: row.vatPaisa,
      total: row.amountPaisa,
    })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime() || a.number.localeCompare(b.number));
  const sum = { taxable: 0, vat: 0, total: 0 };
  const rows = entries.map((entry) => {
    sum.taxable += entry.sign * entry.taxable;
    sum.vat += entry.sign * entry.vat;
    sum.total += entry.sign * entry.total;
    return {
      kind: entry.kind,
      number: entry.number,
      invoiceNumber: entry.invoiceNumber,
      adDate: adDateOf(entry.at),
      bsDate: bsDateOf(entry.at),
      buyer: entry.buyer,
      buyerPan: entry.buyerPan,
      taxableAmount: paisaToRupees(entry.sign * entry.taxable),
      vat: paisaToRupees(entry.sign * entry.vat),
      total: paisaToRupees(entry.sign * entry.total),
    };
  });
  return {
    period: "month" in period ? period.month : `FY ${period.fiscalYear}`,
    rows,
    totals: { taxableAmount: paisaToRupees(sum.taxable), vat: paisaToRupees(sum.vat), total: paisaToRupees(sum.total) },
  };
}

const HEADER = ["Number", "Date (AD)", "Date (BS)", "Buyer", "Buyer PAN", "Taxable amount", "VAT", "Total"];
const money = (rupees: number) => rupees.toFixed(2);

/** The register as CSV: one row per document and a totals row; amounts in rupees with two decimals. */
export function salesRegisterCsv(register: SalesRegister): string {
  // Excel would run a cell that starts with = + - @ as a formula; amounts are numbers and stay as they are.
  const text = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
  return stringify([
    HEADER,
    ...register.rows.map((row) => [
      row.number,
      row.adDate,
      row.bsDate,
      text(row.buyer),
      row.buyerPan ?? "",
      money(row.taxableAmount),
      money(row.vat),
      money(row.total),
    ]),
    ["Total", "", "", "", "", money(register.totals.taxableAmount), money(register.totals.vat), money(register.totals.total)],
  ]);
}

/** The register as an A4 landscape PDF table with the totals at the foot. */
export function salesRegisterPdf(register: SalesRegister, seller: { name: string; pan: string } | null): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", layout: "landscape", margin: 36, info: { Title: `Sales register ${register.period}` } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const widths = [120, 70, 70, 180, 70, 90, 70, 90];
  const aligns = ["left", "left", "left", "left", "left", "right", "right", "right"] as const;
  doc.font("Helvetica-Bold").fontSize(14).text(`Sales register — ${register.period}`, 36, 36);
  if (seller) doc.font("Helvetica").fontSize(9).text(`${seller.name}    PAN/VAT No.: ${seller.pan}`);
  let y = doc.y + 12;
  const row = (cells: string[], bold = false) => {
    if (y > 540) {
      doc.addPage();
      y = 36;
    }
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(8);
    let x = 36;
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! - 6 })));
    cells.forEach((cell, i) => {
      doc.text(cell, x, y, { width: widths[i]! - 6, align: aligns[i] });
      x += widths[i]!;
    });
    y += height + 4;
  };
  row(HEADER, true);
  for (const r of register.rows) row([r.number, r.adDate, r.bsDate, r.buyer, r.buyerPan ?? "", money(r.taxableAmount), money(r.vat), money(r.total)]);
  if (register.rows.length === 0) row(["No invoices or credit notes in this period.", "", "", "", "", "", "", ""]);
  row(["Total", "", "", "", "", money(register.totals.taxableAmount), money(register.totals.vat), money(register.totals.total)], true);
  doc.end();
  return done;
}
