import { isUuid } from "@pasal/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { creditNotes, invoiceCounters, invoices, orders } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { HttpError, notFound } from "../../lib/http-error.js";
import { recordAudit } from "../admin/audit-service.js";
import { orderByIdOrNumber } from "../orders/order-where.js";
import { renderTaxDocumentPdf } from "./invoice-pdf.js";
import { fiscalYearOf } from "./nepali-calendar.js";
import { invoiceSnapshot, lockedOrder, savedSeller } from "./tax-document.js";

export type InvoiceRow = typeof invoices.$inferSelect;

/** The statuses of an order that has been dispatched and not undone: the ones an invoice is issued in. */
const SOLD = new Set(["shipped", "delivered"]);

export const NO_INVOICE_YET = "This order has no tax invoice yet: it is issued when the order is dispatched.";
export const SETTINGS_INCOMPLETE = "Finish setting up your shop first: a tax invoice needs the business name and PAN saved in Settings.";

/**
 * Issues the order's tax invoice in the caller's transaction (decision 030): the next number of
 * the fiscal year of `now` and a copy of everything printed. Called by the state machine when an
 * order is dispatched (modules/orders/order-state.ts) and by the back office's "Issue invoice".
 * The order's existing invoice if it has one; null when it cannot be issued — the order is not
 * dispatched, or the shop's business name and PAN are not saved (the order ships all the same).
 */
export async function issueInvoice(tx: Tx, orderId: string, now = new Date()): Promise<InvoiceRow | null> {
  // The order row's lock makes two issues of one order wait for each other.
  const order = await lockedOrder(tx, orderId);
  if (!order) throw notFound("Order not found");
  const [existing] = await tx.select().from(invoices).where(eq(invoices.orderId, orderId));
  if (existing) return existing;
  if (!SOLD.has(order.status)) return null;
  const seller = await savedSeller(tx);
  if (!seller) return null;
  const fiscalYear = fiscalYearOf(now);
  // One counter row per fiscal year, locked by its own increment until the commit: no gaps, no repeats.
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ fiscalYear, lastSeq: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.fiscalYear, set: { lastSeq: sql`${invoiceCounters.lastSeq} + 1` } })
    .returning();
  const seq = counter!.lastSeq;
  const number = `${fiscalYear}-${String(seq).padStart(6, "0")}`;
  const snapshot = await invoiceSnapshot(tx, order, { number, issuedAt: now, seller });
  const [row] = await tx
    .insert(invoices)
    .values({
      orderId,
      fiscalYear,
      seq,
      number,
      issuedAt: now,
      buyerName: snapshot.buyer.name,
      buyerPan: snapshot.buyer.pan,
      totalPaisa: snapshot.totalPaisa,
      taxablePaisa: snapshot.taxablePaisa,
      vatPaisa: snapshot.vatPaisa,
      snapshot,
    })
    .returning();
  return row!;
}

/**
 * Tax invoices and credit notes as PDFs (decision 030). Nothing here issues an invoice on a
 * download: before dispatch there is none (404). Every PDF is drawn from the copy kept at issue.
 */
export class InvoiceService {
  constructor(private readonly db: Db) {}

  /** An order named by number or id (the routes check who may see it). */
  private async order(orderIdOrNumber: string) {
    const [order] = await this.db.select({ id: orders.id, orderNumber: orders.orderNumber }).from(orders).where(orderByIdOrNumber(orderIdOrNumber));
    if (!order) throw notFound("Order not found");
    return order;
  }

  async pdf(orderIdOrNumber: string): Promise<{ pdf: Buffer; number: string }> {
    const order = await this.order(orderIdOrNumber);
    const [invoice] = await this.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    if (!invoice) throw notFound(NO_INVOICE_YET);
    const snapshot = invoice.snapshot ?? (await this.freezeLegacy(order.id));
    return { pdf: await renderTaxDocumentPdf(snapshot, invoice.issuedAt), number: invoice.number };
  }

  /**
   * An invoice numbered before decision 030 kept no copy of what it printed: the first download
   * since fills it from the order and the saved settings (what that download would have printed
   * anyway), and every later one prints that copy.
   */
  private async freezeLegacy(orderId: string) {
    return this.db.transaction(async (tx) => {
      const order = await lockedOrder(tx, orderId);
      const [invoice] = await tx.select().from(invoices).where(eq(invoices.orderId, orderId));
      if (!order || !invoice) throw notFound(NO_INVOICE_YET);
      if (invoice.snapshot) return invoice.snapshot;
      const seller = await savedSeller(tx);
      if (!seller) throw new HttpError(409, SETTINGS_INCOMPLETE);
      const snapshot = await invoiceSnapshot(tx, order, { number: invoice.number, issuedAt: invoice.issuedAt, seller });
      await tx
        .update(invoices)
        .set({ snapshot })
        .where(and(eq(invoices.orderId, orderId), isNull(invoices.snapshot)));
      return snapshot;
    });
  }

  async creditNotePdf(orderIdOrNumber: string, creditNoteId: string): Promise<{ pdf: Buffer; number: string }> {
    const order = await this.order(orderIdOrNumber);
    const [note] = isUuid(creditNoteId)
      ? await this.db
          .select()
          .from(creditNotes)
          .where(and(eq(creditNotes.id, creditNoteId), eq(creditNotes.orderId, order.id)))
      : [];
    if (!note) throw notFound("Credit note not found");
    return { pdf: await renderTaxDocumentPdf(note.snapshot, note.issuedAt), number: note.number };
  }

  /**
   * The back office's "Issue invoice" (orders:ship): for a dispatched order that shipped while the
   * shop's settings were incomplete. Audited as invoice.issue in the same transaction.
   */
  async issue(orderIdOrNumber: string, actor: Actor, now = new Date()): Promise<InvoiceRow> {
    const { id } = await this.order(orderIdOrNumber);
    return this.db.transaction(async (tx) => {
      const order = await lockedOrder(tx, id);
      if (!order) throw notFound("Order not found");
      const [existing] = await tx.select({ number: invoices.number }).from(invoices).where(eq(invoices.orderId, id));
      if (existing) throw new HttpError(409, `This order already has tax invoice ${existing.number}.`);
      if (!SOLD.has(order.status)) throw new HttpError(409, `An order that is ${order.status} gets no tax invoice: it is issued when the order is dispatched.`);
      const invoice = await issueInvoice(tx, id, now);
      if (!invoice) throw new HttpError(409, SETTINGS_INCOMPLETE);
      await recordAudit(tx, { ...actor, action: "invoice.issue", entity: "order", entityId: order.orderNumber, after: { invoiceNumber: invoice.number } });
      return invoice;
    });
  }
}
