import { PAYMENT_METHOD_NAMES, formatRs, paisaToRupees } from "@pasal/shared";
import PDFDocument from "pdfkit";
import type { TaxDocumentSnapshot } from "./tax-document.js";

const rs = (paisa: number) => (paisa < 0 ? `-${formatRs(paisaToRupees(-paisa))}` : formatRs(paisaToRupees(paisa)));
const MARGIN = 50;
const WIDTH = 595.28 - 2 * MARGIN; // A4
// Columns: S.N., description, quantity, rate, amount (x offsets and widths).
const COLS = [
  { x: 0, w: 30, align: "left" },
  { x: 30, w: 245, align: "left" },
  { x: 275, w: 50, align: "right" },
  { x: 325, w: 85, align: "right" },
  { x: 410, w: 85, align: "right" },
] as const;

/** The way paid, by the registry's names (decision 033); a method no longer known prints as stored. */
const PAYMENT = PAYMENT_METHOD_NAMES as Record<string, string>;

/**
 * A tax invoice or credit note as a PDF (decision 030), drawn only from the copy kept when it was
 * issued: seller, buyer, number, AD and BS dates, lines, VAT split, total in words. The PDF's own
 * creation date is the issue time, so the same document gives the same bytes on every download.
 */
export function renderTaxDocumentPdf(sheet: TaxDocumentSnapshot, issuedAt: Date): Promise<Buffer> {
  const credit = sheet.kind === "credit-note";
  const title = credit ? "Credit Note" : "Tax Invoice";
  const doc = new PDFDocument({ size: "A4", margin: MARGIN, info: { Title: `${title} ${sheet.number}`, Author: sheet.seller.name, CreationDate: issuedAt } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const { seller, buyer } = sheet;

  // Seller
  doc.font("Helvetica-Bold").fontSize(18).text(seller.name, MARGIN, MARGIN, { width: 300 });
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor("#333")
    .text(seller.address, { width: 300 })
    .text(`PAN/VAT No.: ${seller.pan}    Registration No.: ${seller.registrationNo}`)
    .text(`E-commerce listing No.: ${seller.ecommerceListingNo}`)
    .text(`Phone: ${seller.phone}`);
  doc.fillColor("black").font("Helvetica-Bold").fontSize(16).text(title, MARGIN, MARGIN, { width: WIDTH, align: "right" });

  // Facts and buyer side by side
  const top = 150;
  doc
    .moveTo(MARGIN, top - 10)
    .lineTo(MARGIN + WIDTH, top - 10)
    .strokeColor("#999")
    .stroke();
  doc.font("Helvetica-Bold").fontSize(10).text("Buyer", MARGIN, top);
  doc
    .font("Helvetica")
    .fontSize(9)
    .text(buyer.name)
    .text(buyer.address, { width: 250 })
    .text(`${buyer.phone}    ${buyer.email}`)
    .text(`Buyer's PAN: ${buyer.pan ?? "—"}`);
  const facts: [string, string][] = [
    [credit ? "Credit note No." : "Invoice No.", sheet.number],
    ...(credit && sheet.invoiceNumber ? [["Against invoice", sheet.invoiceNumber] as [string, string]] : []),
    ["Date (AD)", sheet.adDate],
    ["Date (BS)", sheet.bsDate],
    ["Order", sheet.orderNumber],
    ["Payment", PAYMENT[sheet.paymentMethod] ?? sheet.paymentMethod],
  ];
  let y = top;
  for (const [label, value] of facts) {
    doc
      .font("Helvetica-Bold")
      .fontSize(9)
      .text(label, MARGIN + 290, y, { width: 80 });
    doc.font("Helvetica").text(value, MARGIN + 370, y, { width: 125, align: "right" });
    y += 14;
  }
  if (credit && sheet.reason) {
    doc
      .font("Helvetica-Bold")
      .fontSize(9)
      .text("Reason: ", MARGIN, Math.max(doc.y, y) + 8, { continued: true })
      .font("Helvetica")
      .text(sheet.reason, { width: WIDTH });
  }

  // Lines
  y = Math.max(doc.y, y) + 20;
  const row = (cells: string[], bold = false) => {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: COLS[i]!.w - 6 })));
    cells.forEach((cell, i) => doc.text(cell, MARGIN + COLS[i]!.x, y, { width: COLS[i]!.w - 6, align: COLS[i]!.align }));
    y += height + 6;
  };
  doc
    .rect(MARGIN, y - 4, WIDTH, 18)
    .fill("#eee")
    .fillColor("black");
  row(["S.N.", "Description", "Qty", "Rate", "Amount"], true);
  sheet.lines.forEach((line, i) => row([String(i + 1), line.description, String(line.quantity), rs(line.unitPricePaisa), rs(line.amountPaisa)]));
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .strokeColor("#999")
    .stroke();
  y += 8;

  // Totals: prices include VAT, so the taxable amount and the VAT were derived from the total at issue.
  for (const [label, value, bold] of [
    [credit ? "Taxable amount reversed" : "Taxable amount", rs(sheet.taxablePaisa), false],
    [credit ? "VAT 13% reversed" : "VAT 13%", rs(sheet.vatPaisa), false],
    [credit ? "Total credited" : "Total", rs(sheet.totalPaisa), true],
  ] as const) {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(bold ? 11 : 9);
    doc.text(label, MARGIN + 255, y, { width: 150, align: "right" });
    doc.text(value, MARGIN + 410, y, { width: 79, align: "right" });
    y += bold ? 18 : 14;
  }
  doc
    .font("Helvetica-Bold")
    .fontSize(9)
    .text("In words: ", MARGIN, y + 6, { continued: true })
    .font("Helvetica")
    .text(sheet.totalInWords, { width: WIDTH });

  // Footer
  doc
    .fontSize(8)
    .fillColor("#555")
    .text(
      credit
        ? `This credit note reverses the amount above of invoice ${sheet.invoiceNumber ?? ""}, VAT included. Generated electronically.`
        : "Prices include 13% VAT. This invoice was generated electronically.",
      MARGIN,
      760,
      { width: WIDTH, align: "center" },
    )
    .text(`Grievances: ${seller.grievanceOfficer}`, { width: WIDTH, align: "center" });
  doc.end();
  return done;
}
