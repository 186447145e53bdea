import {
  REFUND_METHOD_NAMES,
  formatRs,
  isOnlinePaymentMethod,
  paisaToRupees,
  refundsThroughApi,
  rupeesToPaisa,
  type OnlinePaymentMethod,
  type RefundMethod,
  type RefundRequest,
} from "@pasal/shared";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db, Tx } from "../../db/client.js";
import { orders, paymentAttempts, refunds, users } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { HttpError, badRequest, notFound } from "../../lib/http-error.js";
import type { MailMessage, Mailer } from "../../mail/mailer.js";
import { issueCreditNote } from "../invoices/credit-notes.js";
import { recordAudit } from "../admin/audit-service.js";
import type { OrderRow } from "../orders/order-mapper.js";
import { orderByIdOrNumber } from "../orders/order-where.js";
import { isPaid, receivedPaisa } from "./order-money.js";
import { GatewayError, type PaymentProvider } from "./payment-provider.js";

export type RefundRow = typeof refunds.$inferSelect;

/** Refunds that hold money: done, or being asked of the gateway right now. */
const HOLDING = ["pending", "succeeded"] as const;

async function heldPaisa(tx: Tx | Db, where: SQL | undefined): Promise<number> {
  const [row] = await tx
    .select({ paisa: sql<number>`coalesce(sum(${refunds.amountPaisa}), 0)::int` })
    .from(refunds)
    .where(and(where, inArray(refunds.status, [...HOLDING])));
  return Number(row?.paisa ?? 0);
}

/**
 * The one place a refund is recorded (decision 029), inside the caller's transaction, for a
 * `pending` refund row whose money has gone back (Khalti said so, or the shop refunded by hand):
 * the row becomes `succeeded`; the amount first settles money owed (`refund_due_paisa`, never
 * below 0) and the rest lowers what the shop keeps of an order that stands; the order's
 * `refunded_paisa` grows and its payment reads "refunded" once all that was received is back;
 * one audit row. The part not taken from money owed, of an order that still stands, undoes part
 * of the sale: an invoiced order gets a credit note for it (decision 030); money owed on a
 * cancelled or returned order had its credit note at the cancel or return.
 */
export async function recordRefund(
  tx: Tx,
  input: { refundId: string; gatewaySummary?: string; actor: Actor },
): Promise<{ order: OrderRow; refund: RefundRow }> {
  const [pending] = await tx.select().from(refunds).where(eq(refunds.id, input.refundId));
  if (!pending) throw notFound("Refund not found");
  const [order] = await tx.select().from(orders).where(eq(orders.id, pending.orderId)).for("update");
  if (!order) throw notFound("Order not found");
  const [refund] = await tx
    .update(refunds)
    .set({
      status: "succeeded",
      fromOwedPaisa: Math.min(pending.amountPaisa, order.refundDuePaisa ?? 0),
      ...(input.gatewaySummary !== undefined ? { gatewaySummary: input.gatewaySummary } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(refunds.id, pending.id), eq(refunds.status, "pending")))
    .returning();
  if (!refund) throw new HttpError(409, "This refund was already recorded");
  const refundedPaisa = order.refundedPaisa + refund.amountPaisa;
  const allBack = refundedPaisa >= (await receivedPaisa(tx, order));
  const [updated] = await tx
    .update(orders)
    .set({
      refundedPaisa,
      ...(refund.fromOwedPaisa > 0 ? { refundDuePaisa: (order.refundDuePaisa ?? 0) - refund.fromOwedPaisa } : {}),
      ...(allBack && isPaid(order) ? { paymentStatus: "refunded" as const } : {}),
      version: order.version + 1,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id))
    .returning();
  const fromSale = refund.amountPaisa - refund.fromOwedPaisa;
  const stands = order.status !== "cancelled" && order.status !== "returned";
  if (fromSale > 0 && stands) await issueCreditNote(tx, { orderId: order.id, amountPaisa: fromSale, reason: refund.reason || "Refund" });
  await recordAudit(tx, {
    actorUserId: input.actor.actorUserId,
    ip: input.actor.ip,
    action: "order.refund",
    entity: "order",
    entityId: order.orderNumber,
    before: { refundedPaisa: order.refundedPaisa, refundDuePaisa: order.refundDuePaisa, paymentStatus: order.paymentStatus },
    after: {
      refundedPaisa: updated!.refundedPaisa,
      refundDuePaisa: updated!.refundDuePaisa,
      paymentStatus: updated!.paymentStatus,
      refund: { amountPaisa: refund.amountPaisa, method: refund.method, reference: refund.reference, reason: refund.reason },
    },
  });
  return { order: updated!, refund };
}

/**
 * Refunds from the back office (decision 029): never more than was received less what is
 * refunded or being refunded (the order row is locked while that is counted, so two refunds at
 * once cannot exceed it). A gateway with a refund API (Khalti; packages/shared payment-providers.ts)
 * gives its money back through it; the others (eSewa, Fonepay), cash and bank transfers are made
 * by hand and recorded with their reference (decision 033). The shopper is mailed after the commit.
 */
export class RefundService {
  constructor(
    private readonly db: Db,
    private readonly gateways: { readonly [Id in OnlinePaymentMethod]: Pick<PaymentProvider, "refund"> },
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    private readonly shopName: () => Promise<string>,
  ) {}

  async refund(orderId: string, request: RefundRequest, actor: Actor): Promise<RefundRow> {
    const amountPaisa = rupeesToPaisa(request.amount);
    const reference = request.reference?.trim() ?? "";
    const held = await this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(orderByIdOrNumber(orderId)).for("update");
      if (!order) throw notFound("Order not found");
      const method: RefundMethod = request.method ?? order.paymentMethod;
      const throughApi = refundsThroughApi(method);
      if (!throughApi && !reference) {
        throw badRequest(`Give the reference of the ${REFUND_METHOD_NAMES[method].toLowerCase()} refund you made (transaction id, receipt or slip number)`);
      }
      const refundable = (await receivedPaisa(tx, order)) - (await heldPaisa(tx, eq(refunds.orderId, order.id)));
      if (refundable <= 0) throw new HttpError(409, "Nothing received for this order is left to refund");
      if (amountPaisa > refundable) throw new HttpError(409, `At most ${formatRs(paisaToRupees(refundable))} can be refunded for this order`);
      let attemptId: string | null = null;
      if (throughApi && isOnlinePaymentMethod(method)) {
        // A gateway refunds one payment at a time: the payment with enough left on it.
        const paid = await tx
          .select()
          .from(paymentAttempts)
          .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.provider, method), eq(paymentAttempts.status, "completed")));
        let most = 0;
        for (const attempt of paid) {
          if (!attempt.transactionId) continue;
          const left = attempt.amountPaisa - (await heldPaisa(tx, eq(refunds.attemptId, attempt.id)));
          most = Math.max(most, left);
          if (left >= amountPaisa) {
            attemptId = attempt.id;
            break;
          }
        }
        if (!attemptId) {
          throw new HttpError(
            409,
            most > 0
              ? `A ${REFUND_METHOD_NAMES[method]} refund comes from one payment: at most ${formatRs(paisaToRupees(most))} at once`
              : `This order has no ${REFUND_METHOD_NAMES[method]} payment to refund: record a refund made by hand instead`,
          );
        }
      }
      const [row] = await tx
        .insert(refunds)
        .values({
          orderId: order.id,
          attemptId,
          method,
          amountPaisa,
          reference,
          reason: request.reason.trim(),
          actorUserId: actor.actorUserId,
        })
        .returning();
      if (!throughApi) await recordRefund(tx, { refundId: row!.id, actor });
      return row!;
    });

    let done = held;
    if (refundsThroughApi(held.method) && isOnlinePaymentMethod(held.method)) done = await this.throughGateway(held.method, held, actor);
    this.mailShopper(done);
    return done;
  }

  /** Asks the gateway to refund the held amount; its answer records the refund or releases the hold. */
  private async throughGateway(method: OnlinePaymentMethod, held: RefundRow, actor: Actor): Promise<RefundRow> {
    const gateway = this.gateways[method];
    const name = REFUND_METHOD_NAMES[method];
    const [attempt] = await this.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, held.attemptId!));
    const earlier = await heldPaisa(this.db, and(eq(refunds.attemptId, attempt!.id), sql`${refunds.id} <> ${held.id}`));
    // All that is left of the payment: the gateway's full refund (no amount).
    const whole = held.amountPaisa === attempt!.amountPaisa - earlier;
    let answer: { ok: boolean; summary: string };
    try {
      if (!gateway.refund) throw new GatewayError(`${name} has no refund API`);
      answer = await gateway.refund(attempt!.transactionId!, whole ? null : held.amountPaisa);
    } catch (error) {
      const message = error instanceof GatewayError ? error.message : String(error);
      await this.fail(held, `unreachable: ${message}`.slice(0, 300));
      this.log.warn({ err: error, refund: held.id, method }, "gateway refund could not be asked");
      throw new HttpError(502, `${name} could not be reached. Check the ${name} merchant dashboard before trying again.`);
    }
    if (!answer.ok) {
      await this.fail(held, answer.summary);
      throw new HttpError(409, `${name} refused the refund: ${answer.summary}`);
    }
    const { refund } = await this.db.transaction((tx) => recordRefund(tx, { refundId: held.id, gatewaySummary: answer.summary, actor }));
    return refund;
  }

  private async fail(held: RefundRow, summary: string): Promise<void> {
    await this.db
      .update(refunds)
      .set({ status: "failed", gatewaySummary: summary, updatedAt: new Date() })
      .where(and(eq(refunds.id, held.id), eq(refunds.status, "pending")));
  }

  /** After the commit: a failed mail is only logged (the refund stands). */
  private mailShopper(refund: RefundRow): void {
    void (async () => {
      const [order] = await this.db.select().from(orders).where(eq(orders.id, refund.orderId));
      if (!order) return;
      const [user] = order.userId ? await this.db.select({ email: users.email }).from(users).where(eq(users.id, order.userId)) : [];
      const to = user?.email ?? order.guestEmail;
      if (!to) return;
      await this.mailer.send(
        refundMail({
          to,
          firstName: order.contact.firstName,
          orderNumber: order.orderNumber,
          amountPaisa: refund.amountPaisa,
          method: refund.method,
          reference: refund.reference,
          reason: refund.reason,
          shopName: await this.shopName(),
        }),
      );
    })().catch((error: unknown) => this.log.error({ err: error, refund: refund.id }, "refund mail not sent"));
  }
}

/** What the shopper is told of a refund. Plain text: nothing typed becomes markup. */
export function refundMail(input: {
  to: string;
  firstName: string;
  orderNumber: string;
  amountPaisa: number;
  method: RefundMethod;
  reference: string;
  reason: string;
  shopName: string;
}): MailMessage {
  const amount = formatRs(paisaToRupees(input.amountPaisa));
  const how = isOnlinePaymentMethod(input.method) ? `through ${REFUND_METHOD_NAMES[input.method]}` : input.method === "cod" ? "in cash" : "by bank transfer";
  const text = [
    `Namaste ${input.firstName},`,
    "",
    `We refunded ${amount} ${how} for your order ${input.orderNumber}.`,
    `Reason: ${input.reason}`,
    ...(input.reference ? [`Reference: ${input.reference}`] : []),
    "",
    "Questions? Just reply to this mail.",
    input.shopName,
  ].join("\n");
  return { to: input.to, subject: `${input.shopName}: ${amount} refunded for order ${input.orderNumber}`, text };
}
