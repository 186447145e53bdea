import { ORDER_TRANSITIONS, type OrderStatus } from "@pasal/shared";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { orderLines, orderStatusHistory, orders } from "../../db/schema/index.js";
import { HttpError, badRequest, notFound } from "../../lib/http-error.js";
import { closeOpenAttempts, isPaid, keptPaisa } from "../payments/order-money.js";
import { creditWhatRemains } from "../invoices/credit-notes.js";
import { issueInvoice } from "../invoices/invoice-service.js";
import type { OrderRow } from "./order-mapper.js";
import { recordOrderEvent } from "./order-events.js";
import { returnStock } from "./stock.js";

/**
 * The one order state machine (docs/requirements/orders.md#order-statuses,
 * docs/requirements/back-office.md#admin-orders): which status may follow which. Every status change
 * goes through `transitionOrder`, which also does its side effects in the same transaction: stock back
 * with ledger rows for cancelled and returned, what the shop kept of a paid order added to what it owes,
 * open payment attempts closed on a cancel, cash on delivery counted as received on delivery, a history
 * row, and the outbox row from which mail, SMS and the live page follow after the commit
 * (order-events.ts, decision 039).
 */
export { ORDER_TRANSITIONS };

export const canTransition = (from: OrderStatus, to: OrderStatus): boolean => ORDER_TRANSITIONS[from].includes(to);

export interface TransitionInput {
  orderId: string;
  to: OrderStatus;
  /** Who asks: a staff member's or the shopper's id, or null for the system (an unpaid order expiring). */
  actorUserId: string | null;
  note?: string;
  trackingNumber?: string;
  carrier?: string;
  /** A courier of the registry that booked the parcel, and its tracking page (decision 040). */
  courier?: string;
  trackingUrl?: string;
  /** The shopper made the change themself (their own cancel): what they are told says so. */
  byShopper?: boolean;
  /** The version the caller saw; a different current version means someone changed the order since (409). */
  expectedVersion?: number;
}

export interface Transitioned {
  order: OrderRow;
  from: OrderStatus;
}

/** 409 TRANSITION_CONFLICT naming the current status, so the screen can say what happened (decision 032). */
export class TransitionConflictError extends HttpError {
  constructor(
    message: string,
    readonly current: OrderStatus,
  ) {
    super(409, message, "TRANSITION_CONFLICT", { current });
  }
}

/** Moves one order, inside the caller's transaction; the order row is locked until it commits. */
export async function transitionOrder(tx: Tx, input: TransitionInput): Promise<Transitioned> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for("update");
  if (!order) throw notFound("Order not found");
  const from = order.status;
  if (input.expectedVersion !== undefined && input.expectedVersion !== order.version) {
    throw new TransitionConflictError(`This order was changed by someone else since you opened it (it is now ${from}). Reload it and try again.`, from);
  }
  if (!canTransition(from, input.to)) {
    throw new TransitionConflictError(`An order that is ${from} cannot become ${input.to}.`, from);
  }
  const trackingNumber = input.trackingNumber?.trim();
  if (input.to === "shipped" && !trackingNumber) throw badRequest("A shipped order needs a tracking number");

  if (input.to === "cancelled" || input.to === "returned") {
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    await returnStock(tx, lines, {
      reason: input.to === "cancelled" ? "cancel" : "return",
      reference: order.orderNumber,
      actorUserId: input.actorUserId,
    });
  }
  // What the shop keeps of a paid order becomes owed on top of anything owed already (a second
  // payment, say), so every rupee received stays kept, owed or refunded (decision 029).
  const ending = input.to === "cancelled" || input.to === "returned";
  const nowOwed = ending ? await keptPaisa(tx, order) : 0;
  if (input.to === "cancelled") await closeOpenAttempts(tx, [order.id], "cancelled");
  const [updated] = await tx
    .update(orders)
    .set({
      status: input.to,
      version: order.version + 1,
      updatedAt: new Date(),
      ...(input.to === "shipped"
        ? { trackingNumber, carrier: input.carrier?.trim() || null, courier: input.courier ?? null, trackingUrl: input.trackingUrl ?? null }
        : {}),
      ...(nowOwed > 0 ? { refundDuePaisa: (order.refundDuePaisa ?? 0) + nowOwed } : {}),
      // Cash on delivery is collected when the order is delivered: from then it was received.
      ...(input.to === "delivered" && order.paymentMethod === "cod" && !isPaid(order) ? { paymentStatus: "completed" as const } : {}),
      // An unpaid online order that is cancelled will never be paid.
      ...(input.to === "cancelled" && order.paymentStatus === "pending" && order.paymentMethod !== "cod" ? { paymentStatus: "failed" as const } : {}),
    })
    .where(eq(orders.id, order.id))
    .returning();
  // The sale is made at dispatch: the tax invoice is issued then, and credited when the sale is undone (decision 030).
  if (input.to === "shipped") await issueInvoice(tx, order.id);
  if (input.to === "cancelled" || input.to === "returned")
    await creditWhatRemains(tx, order.id, input.to === "cancelled" ? "Order cancelled" : "Order returned");
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    fromStatus: from,
    toStatus: input.to,
    actorUserId: input.actorUserId,
    note: input.note?.trim() ?? "",
  });
  await recordOrderEvent(tx, { orderId: order.id, from, to: input.to, actorUserId: input.actorUserId, byShopper: input.byShopper ?? false });
  return { order: updated!, from };
}
