import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { creditNoteCounters, creditNotes, invoices } from "../../db/schema/index.js";
import { amountInWords } from "./amount-in-words.js";
import { fiscalYearOf, formatBs, toBs } from "./nepali-calendar.js";
import { adDateOf, invoiceSnapshot, lockedOrder, savedSeller, type TaxDocumentSnapshot } from "./tax-document.js";
import { splitVat } from "./vat.js";

export interface CreditNoteRequest {
  orderId: string;
  /** What is credited, VAT included: the whole invoice for a cancel or return, a refund's amount otherwise. */
  amountPaisa: number;
  /** Printed on the note: "Order cancelled", "Partial refund: screen cracked", … */
  reason: string;
}

/** What the order's invoice still stands for: its total less the credit notes already issued against it. */
async function creditable(tx: Tx, orderId: string) {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.orderId, orderId));
  if (!invoice) return null;
  const [credited] = await tx
    .select({ paisa: sql<number>`coalesce(sum(${creditNotes.amountPaisa}), 0)`.mapWith(Number) })
    .from(creditNotes)
    .where(eq(creditNotes.orderId, orderId));
  return { invoice, remainingPaisa: invoice.totalPaisa - (credited?.paisa ?? 0) };
}

/**
 * Issues a credit note against the order's tax invoice, in the caller's transaction (decision
 * 030): the next number of its own series in the fiscal year (CN-2083/84-000001), the invoice's
 * number, the amount with its VAT reversed, the reason, and a copy of everything printed.
 * null — and nothing written — when the order has no invoice, or the amount is not a positive
 * whole number of paisa within the invoice's total less the credit notes already issued.
 * The state machine calls it for a cancelled or returned order; a partial refund of an order that
 * stands calls it with the refunded amount.
 */
export async function issueCreditNote(
  tx: Tx,
  { orderId, amountPaisa, reason }: CreditNoteRequest,
  now = new Date(),
): Promise<{ id: string; number: string } | null> {
  // The order's lock (taken first, as everywhere) keeps two credit notes from both taking the same remainder.
  const order = await lockedOrder(tx, orderId);
  if (!order) return null;
  const open = await creditable(tx, orderId);
  if (!open || !Number.isInteger(amountPaisa) || amountPaisa <= 0 || amountPaisa > open.remainingPaisa) return null;
  const { invoice } = open;
  // The seller as saved now; an invoice from before decision 030 has no copy, so it is rebuilt from the order.
  const seller = (await savedSeller(tx)) ?? invoice.snapshot?.seller;
  if (!seller) return null;
  const issued: TaxDocumentSnapshot = invoice.snapshot ?? (await invoiceSnapshot(tx, order, { number: invoice.number, issuedAt: invoice.issuedAt, seller }));

  const fiscalYear = fiscalYearOf(now);
  const [counter] = await tx
    .insert(creditNoteCounters)
    .values({ fiscalYear, lastSeq: 1 })
    .onConflictDoUpdate({ target: creditNoteCounters.fiscalYear, set: { lastSeq: sql`${creditNoteCounters.lastSeq} + 1` } })
    .returning();
  const seq = counter!.lastSeq;
  const number = `CN-${fiscalYear}-${String(seq).padStart(6, "0")}`;
  const { taxablePaisa, vatPaisa } = splitVat(amountPaisa);
  const whole = amountPaisa === invoice.totalPaisa;
  const snapshot: TaxDocumentSnapshot = {
    kind: "credit-note",
    number,
    invoiceNumber: invoice.number,
    reason: reason.trim(),
    adDate: adDateOf(now),
    bsDate: formatBs(toBs(now)),
    seller,
    buyer: issued.buyer,
    orderNumber: issued.orderNumber,
    paymentMethod: issued.paymentMethod,
    // The whole invoice reversed line by line; a part of it as one line naming the invoice.
    lines: whole
      ? issued.lines
      : [{ description: `Credit against invoice ${invoice.number}: ${reason.trim()}`, quantity: 1, unitPricePaisa: amountPaisa, amountPaisa }],
    totalPaisa: amountPaisa,
    taxablePaisa,
    vatPaisa,
    totalInWords: amountInWords(amountPaisa),
  };
  const [row] = await tx
    .insert(creditNotes)
    .values({
      orderId,
      fiscalYear,
      seq,
      number,
      invoiceNumber: invoice.number,
      reason: snapshot.reason!,
      issuedAt: now,
      buyerName: issued.buyer.name,
      buyerPan: issued.buyer.pan,
      amountPaisa,
      taxablePaisa,
      vatPaisa,
      snapshot,
    })
    .returning({ id: creditNotes.id, number: creditNotes.number });
  return row!;
}

/** The state machine's call for a cancelled or returned order: whatever of its invoice is not yet credited. */
export async function creditWhatRemains(tx: Tx, orderId: string, reason: string): Promise<{ id: string; number: string } | null> {
  const open = await creditable(tx, orderId);
  if (!open || open.remainingPaisa <= 0) return null;
  return issueCreditNote(tx, { orderId, amountPaisa: open.remainingPaisa, reason });
}
