import { formatRs, paisaToRupees } from "@pasal/shared";
import PDFDocument from "pdfkit";
import type { Config } from "../../config.js";
import type { OrderLineRow, OrderRow } from "../orders/order-mapper.js";
import { amountInWords } from "./amount-in-words.js";
import type { InvoiceRow } from "./invoice-service.js";
import { formatBs, nepalAdDate, toBs } from "./nepali-calendar.js";
import { splitVat } from "./vat.js";

export interface InvoiceData {
  order: OrderRow;
  lines: OrderLineRow[];
  invoice: InvoiceRow;
  config: Config;
}

const rs = (paisa: number) => formatRs(paisaToRupees(paisa));
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

/** The tax invoice as a PDF (issue 11): shop, buyer, number, AD and BS dates, lines, VAT split, total in words. */
export function renderInvoicePdf({ order, lines, invoice, config }: InvoiceData): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: MARGIN, info: { Title: `Tax Invoice ${invoice.number}`, Author: config.SHOP_NAME } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  // Shop
  doc.font("Helvetica-Bold").fontSize(18).text(config.SHOP_NAME, MARGIN, MARGIN);
  doc.font("Helvetica").fontSize(9).fillColor("#333")
    .text(config.SHOP_ADDRESS)
    .text(`PAN/VAT No.: ${config.SHOP_PAN}    Registration No.: ${config.SHOP_REGISTRATION_NO}`)
    .text(`E-commerce listing No.: ${config.SHOP_ECOMMERCE_LISTING_NO}`)
    .text(`${config.SHOP_EMAIL}    ${config.SHOP_PHONES.join(", ")}`);
  doc.fillColor("black").font("Helvetica-Bold").fontSize(16).text("Tax Invoice", MARGIN, MARGIN, { width: WIDTH, align: "right" });

  // Invoice facts and buyer side by side
  const top = 150;
  const ad = nepalAdDate(invoice.issuedAt);
  const adText = `${ad.year}-${String(ad.month).padStart(2, "0")}-${String(ad.day).padStart(2, "0")}`;
  doc.moveTo(MARGIN, top - 10).lineTo(MARGIN + WIDTH, top - 10).strokeColor("#999").stroke();
  doc.font("Helvetica-Bold").fontSize(10).text("Buyer", MARGIN, top);
  const address = order.shippingAddress;
  doc.font("Helvetica").fontSize(9)
    .text(`${order.contact.firstName} ${order.contact.lastName}`.trim())
    .text([address.address, address.municipality, address.district, address.province].filter(Boolean).join(", "), { width: 250 })
    .text(`${order.contact.phone}    ${order.contact.email}`)
    .text("Buyer's PAN: —");
  const facts: [string, string][] = [
    ["Invoice No.", invoice.number],
    ["Date (AD)", adText],
    ["Date (BS)", formatBs(toBs(invoice.issuedAt))],
    ["Order", order.orderNumber],
    ["Payment", order.paymentMethod === "cod" ? "Cash on delivery" : order.paymentMethod],
  ];
  let y = top;
  for (const [label, value] of facts) {
    doc.font("Helvetica-Bold").fontSize(9).text(label, MARGIN + 300, y, { width: 70 });
    doc.font("Helvetica").text(value, MARGIN + 370, y, { width: 125, align: "right" });
    y += 14;
  }

  // Lines
  y = Math.max(doc.y, y) + 20;
  const row = (cells: string[], bold = false) => {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: COLS[i]!.w - 6 })));
    cells.forEach((cell, i) => doc.text(cell, MARGIN + COLS[i]!.x, y, { width: COLS[i]!.w - 6, align: COLS[i]!.align }));
    y += height + 6;
  };
  doc.rect(MARGIN, y - 4, WIDTH, 18).fill("#eee").fillColor("black");
  row(["S.N.", "Description", "Qty", "Rate", "Amount"], true);
  let linesTotal = 0;
  lines.forEach((line, i) => {
    const amount = line.unitPricePaisa * line.quantity;
    linesTotal += amount;
    const options = [line.color, line.variant, line.model, line.bundle && `pack ${line.bundle}`].filter(Boolean).join(", ");
    row([String(i + 1), options ? `${line.snapshot.name} (${options})` : line.snapshot.name, String(line.quantity), rs(line.unitPricePaisa), rs(amount)]);
  });
  if (order.totalPaisa !== linesTotal) row(["", "Delivery and other charges", "", "", rs(order.totalPaisa - linesTotal)]);
  doc.moveTo(MARGIN, y).lineTo(MARGIN + WIDTH, y).strokeColor("#999").stroke();
  y += 8;

  // Totals: prices include VAT, so the taxable amount and the VAT are derived from the total.
  const { taxablePaisa, vatPaisa } = splitVat(order.totalPaisa);
  for (const [label, value, bold] of [
    ["Taxable amount", rs(taxablePaisa), false],
    ["VAT 13%", rs(vatPaisa), false],
    ["Total", rs(order.totalPaisa), true],
  ] as const) {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(bold ? 11 : 9);
    doc.text(label, MARGIN + 275, y, { width: 130, align: "right" });
    doc.text(value, MARGIN + 410, y, { width: 79, align: "right" });
    y += bold ? 18 : 14;
  }
  doc.font("Helvetica-Bold").fontSize(9).text("In words: ", MARGIN, y + 6, { continued: true }).font("Helvetica").text(amountInWords(order.totalPaisa), { width: WIDTH });

  // Footer
  doc.fontSize(8).fillColor("#555")
    .text("Prices include 13% VAT. This invoice was generated electronically.", MARGIN, 760, { width: WIDTH, align: "center" })
    .text(`Grievances: ${config.SHOP_GRIEVANCE_OFFICER}`, { width: WIDTH, align: "center" });
  doc.end();
  return done;
}
