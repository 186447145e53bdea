import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { orderLines, orders, shopSettings, type TaxDocumentSnapshot } from "../../db/schema/index.js";
import type { OrderLineRow, OrderRow } from "../orders/order-mapper.js";
import { amountInWords } from "./amount-in-words.js";
import { formatBs, nepalAdDate, toBs } from "./nepali-calendar.js";
import { splitVat } from "./vat.js";

export type { TaxDocumentSnapshot };
export type Seller = TaxDocumentSnapshot["seller"];
type Executor = Pick<Tx, "select">;

/**
 * The seller printed on a tax invoice or credit note: the owner's saved shop settings (decision
 * 030), read in the caller's transaction. Only a saved row counts — the form refuses a save without
 * a business name and a 9-digit PAN, so nothing printed is a placeholder. The SHOP_* environment
 * values only pre-fill that form. null: not saved yet, so no tax document can be issued.
 */
export async function savedSeller(tx: Executor): Promise<Seller | null> {
  const [row] = await tx.select().from(shopSettings).where(eq(shopSettings.id, 1));
  if (!row || !row.businessName.trim() || !/^\d{9}$/.test(row.pan)) return null;
  const officer = row.grievanceOfficer;
  return {
    name: row.businessName,
    address: row.address,
    pan: row.pan,
    registrationNo: row.companyRegistrationNo,
    ecommerceListingNo: row.ecommerceListingNo,
    phone: row.supportPhone,
    grievanceOfficer: [officer.name, officer.email, officer.phone].filter(Boolean).join(", "),
  };
}

export const adDateOf = (at: Date): string => {
  const ad = nepalAdDate(at);
  return `${ad.year}-${String(ad.month).padStart(2, "0")}-${String(ad.day).padStart(2, "0")}`;
};

const lineDescription = (line: OrderLineRow) => {
  const options = [line.color, line.variant, line.model, line.bundle && `pack ${line.bundle}`].filter(Boolean).join(", ");
  return options ? `${line.snapshot.name} (${options})` : line.snapshot.name;
};

/** The order as an invoice prints it: buyer, lines (with any delivery charge or discount as a line), VAT split of the total. */
export async function invoiceSnapshot(tx: Executor, order: OrderRow, facts: { number: string; issuedAt: Date; seller: Seller }): Promise<TaxDocumentSnapshot> {
  const rows: OrderLineRow[] = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const sorted = [...rows].sort((a, b) => lineDescription(a).localeCompare(lineDescription(b)));
  const lines = sorted.map((line) => ({
    description: lineDescription(line),
    quantity: line.quantity,
    unitPricePaisa: line.unitPricePaisa,
    amountPaisa: line.unitPricePaisa * line.quantity,
  }));
  const linesTotal = lines.reduce((sum, line) => sum + line.amountPaisa, 0);
  const rest = order.totalPaisa - linesTotal;
  if (rest !== 0) {
    lines.push({ description: rest > 0 ? "Delivery and other charges" : "Discount", quantity: 1, unitPricePaisa: rest, amountPaisa: rest });
  }
  const address = order.shippingAddress;
  const { taxablePaisa, vatPaisa } = splitVat(order.totalPaisa);
  return {
    kind: "invoice",
    number: facts.number,
    adDate: adDateOf(facts.issuedAt),
    bsDate: formatBs(toBs(facts.issuedAt)),
    seller: facts.seller,
    buyer: {
      name: `${order.contact.firstName} ${order.contact.lastName}`.trim(),
      address: [address.address, address.municipality, address.district, address.province].filter(Boolean).join(", "),
      phone: order.contact.phone,
      email: order.contact.email,
      // The checkout does not ask a buyer's PAN (docs/spec-deviations.md): none is printed.
      pan: null,
    },
    orderNumber: order.orderNumber,
    paymentMethod: order.paymentMethod,
    lines,
    totalPaisa: order.totalPaisa,
    taxablePaisa,
    vatPaisa,
    totalInWords: amountInWords(order.totalPaisa),
  };
}

/** The order row, locked until the caller's transaction ends. */
export async function lockedOrder(tx: Tx, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  return order;
}
