import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { paymentAttempts, refunds } from "../../db/schema/index.js";
import type { OrderRow } from "../orders/order-mapper.js";

/**
 * The money of one order (decision 029). For every order, at every moment:
 *
 *   received = kept + refunded + owed
 *
 * received: completed gateway attempts, plus the total of a cash-on-delivery order once delivered;
 * refunded: succeeded `refunds` rows; owed: `orders.refund_due_paisa`; kept: for a paid order
 * that stands, its total less the refunds that were not of money owed; nothing otherwise.
 */

/** Attempt states that may still turn into a payment: the reconciliation job asks about these. */
export const OPEN_ATTEMPTS = ["started", "pending"] as const;

/** Closed attempts a gateway may still complete (the shopper pays in another tab after cancelling). */
export const CLOSED_BUT_PAYABLE = ["cancelled", "expired"] as const;

/** An order whose money was received (wholly or partly refunded since, it was still received). */
export const isPaid = (order: Pick<OrderRow, "paymentStatus">): boolean => order.paymentStatus === "completed" || order.paymentStatus === "refunded";

/** Everything received for the order: its completed gateway payments, and the cash of a delivered COD order. */
export async function receivedPaisa(tx: Tx | Db, order: OrderRow): Promise<number> {
  if (order.paymentMethod === "cod") return isPaid(order) ? order.totalPaisa : 0;
  const [row] = await tx
    .select({ paisa: sql<number>`coalesce(sum(${paymentAttempts.amountPaisa}), 0)::int` })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.status, "completed")));
  return Number(row?.paisa ?? 0);
}

/** Refunds of the order itself (not of money owed): they lower what the shop keeps. */
export async function refundedFromKept(tx: Tx | Db, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ paisa: sql<number>`coalesce(sum(${refunds.amountPaisa} - ${refunds.fromOwedPaisa}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, "succeeded")));
  return Number(row?.paisa ?? 0);
}

/** What the shop keeps of this order now (read inside the transaction that holds its row). */
export async function keptPaisa(tx: Tx | Db, order: OrderRow): Promise<number> {
  if (!isPaid(order) || order.status === "cancelled" || order.status === "returned") return 0;
  return Math.max(0, order.totalPaisa - (await refundedFromKept(tx, order.id)));
}

/**
 * Every open attempt of these orders becomes `status`, stamped closed now: the reconciler still
 * asks the gateway about it for 24 hours, since the shopper may pay on a page still open.
 */
export async function closeOpenAttempts(tx: Pick<Db, "update">, orderIds: string[], status: "cancelled" | "expired", exceptId?: string): Promise<void> {
  if (orderIds.length === 0) return;
  const now = new Date();
  await tx
    .update(paymentAttempts)
    .set({ status, closedAt: now, updatedAt: now })
    .where(
      and(
        inArray(paymentAttempts.orderId, orderIds),
        inArray(paymentAttempts.status, [...OPEN_ATTEMPTS]),
        exceptId ? sql`${paymentAttempts.id} <> ${exceptId}` : undefined,
      ),
    );
}
