import { randomBytes } from "node:crypto";
import {
  PAYMENT_MESSAGES,
  PAYMENT_METHOD_NAMES,
  PAYMENT_PROVIDERS,
  belowMinimum,
  canPayNow,
  type OnlinePaymentMethod,
  type PaymentMethod,
  type PaymentMethods,
  type PaymentRedirect,
  type PaymentReturnOutcome,
} from "@pasal/shared";
import { and, count, eq, inArray, ne, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { recordPaymentEvent, type OrderEventDispatcher } from "../orders/order-events.js";
import type { Db } from "../../db/client.js";
import { orders, paymentAttempts } from "../../db/schema/index.js";
import { HttpError, badRequest } from "../../lib/http-error.js";
import { toOrder } from "../orders/order-mapper.js";
import { OPEN_ATTEMPTS, closeOpenAttempts, isPaid } from "./order-money.js";
import { GatewayError, type AttemptRow, type GatewayVerdict } from "./payment-provider.js";
import type { Providers } from "./providers/index.js";

export type { Providers };

export { OPEN_ATTEMPTS };

/**
 * Attempts one order may have in all (decision 029). A new attempt closes the order's earlier open
 * ones, so at most one is open; past this many the order cannot be paid online any more (429) and
 * the shopper is asked to contact the shop, so one order cannot flood the reconciler.
 */
export const MAX_ATTEMPTS_PER_ORDER = 20;

/** The last answers kept on an attempt, each cut to this many characters of JSON (decision 029). */
const RAW_KEPT = 10;
const RAW_ENTRY_CHARS = 2000;

export interface ReturnResult {
  orderId: string | null;
  outcome: PaymentReturnOutcome;
}

/**
 * The payment lifecycle (docs/requirements/payments.md#payment-attempts): an attempt per try, the
 * gateway asked before anything is decided, and one idempotent `markPaid` that browser returns and the
 * reconciliation job both end in. Every gateway answer is kept on the attempt (`raw`).
 */
export class PaymentService {
  constructor(
    private readonly db: Db,
    readonly providers: Providers,
    private readonly log: FastifyBaseLogger,
    /** Told after a payment was recorded: its receipt mail follows from the order's outbox. */
    private readonly orderEvents?: Pick<OrderEventDispatcher, "kick">,
  ) {}

  /** Cash on delivery, then every gateway of the registry, saying which the shop can take now. */
  methods(): PaymentMethods {
    return {
      methods: [
        { id: "cod", name: PAYMENT_METHOD_NAMES.cod, available: true },
        ...PAYMENT_PROVIDERS.map(({ id, names, minimumPaisa }) => ({
          id,
          name: names.en,
          available: this.providers[id].configured,
          minimum: minimumPaisa / 100,
        })),
      ],
    };
  }

  /**
   * Refuses, before any order exists, a way to pay the shop cannot take now, or a gateway's
   * minimum the amount is below (400). `totalPaisa` is left out when the amount is not known yet.
   */
  ensureAvailable(method: PaymentMethod, totalPaisa?: number): void {
    if (method === "cod") return;
    if (!this.providers[method].configured) throw badRequest(PAYMENT_MESSAGES.unavailable(PAYMENT_METHOD_NAMES[method]));
    const refused = totalPaisa === undefined ? null : belowMinimum(method, totalPaisa);
    if (refused) throw badRequest(refused);
  }

  /**
   * A new attempt for an unpaid online order, with a fresh reference, and where the browser goes
   * to pay. A gateway that cannot be reached leaves the attempt failed and the order payable: null.
   */
  async start(orderId: string, origin: string, method?: OnlinePaymentMethod): Promise<PaymentRedirect | null> {
    const [order] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw new HttpError(404, "Order not found");
    const provider = method ?? order.paymentMethod;
    if (provider === "cod" || !canPayNow(toOrder(order, []))) throw new HttpError(409, "This order cannot be paid online now");
    this.ensureAvailable(provider, order.totalPaisa);
    if (provider !== order.paymentMethod) {
      await this.db
        .update(orders)
        .set({ paymentMethod: provider, version: sql`${orders.version} + 1`, updatedAt: new Date() })
        .where(eq(orders.id, order.id));
    }
    const reference = `${order.orderNumber}-${randomBytes(5).toString("hex").toUpperCase()}`;
    const attempt = await this.db.transaction(async (tx) => {
      // The order row is locked so two starts at once count and close in turn.
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for("update");
      const [made] = await tx.select({ n: count() }).from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id));
      if ((made?.n ?? 0) >= MAX_ATTEMPTS_PER_ORDER) throw new HttpError(429, PAYMENT_MESSAGES.tooManyAttempts);
      await closeOpenAttempts(tx, [order.id], "cancelled");
      const [inserted] = await tx.insert(paymentAttempts).values({ orderId: order.id, provider, reference, amountPaisa: order.totalPaisa }).returning();
      return inserted!;
    });
    const { firstName, lastName, email, phone } = order.contact;
    try {
      const started = await this.providers[provider].start({
        reference,
        amountPaisa: order.totalPaisa,
        orderNumber: order.orderNumber,
        customer: { name: `${firstName} ${lastName}`.trim(), email, phone },
        origin,
      });
      await this.db
        .update(paymentAttempts)
        .set({ providerReference: started.providerReference, raw: appended(started.raw), updatedAt: new Date() })
        .where(eq(paymentAttempts.id, attempt.id));
      return { provider, redirect: started.redirect };
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      this.log.warn({ err: error, orderId: order.id, provider }, "payment could not be started; the order stays payable");
      await this.db
        .update(paymentAttempts)
        .set({ status: "failed", closedAt: new Date(), raw: appended({ error: error.message }), updatedAt: new Date() })
        .where(eq(paymentAttempts.id, attempt.id));
      return null;
    }
  }

  /**
   * A browser back from a gateway. The return only names an attempt (after its signature and
   * claims are checked); the gateway is then asked, and only its answer moves anything.
   */
  async handleReturn(method: OnlinePaymentMethod, query: Record<string, string | undefined>, pathReference?: string): Promise<ReturnResult> {
    const reading = this.providers[method].readReturn(query, pathReference);
    if (!reading.ok) {
      this.log.warn({ provider: method, reason: reading.reason, raw: reading.raw }, "forged payment return refused");
      return { orderId: null, outcome: "forged" };
    }
    const where =
      "reference" in reading.find
        ? eq(paymentAttempts.reference, reading.find.reference)
        : and(eq(paymentAttempts.provider, method), eq(paymentAttempts.providerReference, reading.find.providerReference));
    const [attempt] = await this.db
      .select()
      .from(paymentAttempts)
      .where(and(where, eq(paymentAttempts.provider, method)));
    if (!attempt) {
      this.log.warn({ provider: method, find: reading.find }, "payment return for an unknown attempt refused");
      return { orderId: null, outcome: "forged" };
    }
    await this.record(attempt.id, reading.raw, { returned: true });
    attempt.raw = [...(attempt.raw ?? []), reading.raw];
    const { claims } = reading;
    const mismatch =
      (claims.reference !== undefined && claims.reference !== attempt.reference) ||
      (claims.amountPaisa !== undefined && claims.amountPaisa !== attempt.amountPaisa);
    if (mismatch) {
      this.log.warn({ provider: method, attempt: attempt.reference, claims }, "payment return does not match its attempt; nothing marked paid");
      return { orderId: attempt.orderId, outcome: "forged" };
    }
    if (attempt.status === "completed") return { orderId: attempt.orderId, outcome: "paid" };
    if (reading.providerReference && !attempt.providerReference) {
      // The gateway's id of the payment, from a return whose signature held (Fonepay's UID): its verification names it.
      await this.db
        .update(paymentAttempts)
        .set({ providerReference: reading.providerReference, updatedAt: new Date() })
        .where(and(eq(paymentAttempts.id, attempt.id), sql`${paymentAttempts.providerReference} is null`));
      attempt.providerReference = reading.providerReference;
    }

    let verdict: GatewayVerdict;
    try {
      verdict = await this.providers[method].check(attempt);
    } catch (error) {
      // Nothing is lost: the attempt stays open and the reconciliation job asks again.
      this.log.warn({ err: error, attempt: attempt.reference }, "gateway not reachable on return; left for reconciliation");
      return { orderId: attempt.orderId, outcome: "pending" };
    }
    if (reading.claimsPaid && verdict.state !== "completed" && verdict.state !== "pending") {
      await this.record(attempt.id, verdict.raw, { checkedAt: new Date() });
      this.log.warn({ provider: method, attempt: attempt.reference, state: verdict.state }, "payment return claims a payment the gateway does not confirm");
      return { orderId: attempt.orderId, outcome: "forged" };
    }
    return { orderId: attempt.orderId, outcome: await this.apply(attempt, verdict, reading.abandoned) };
  }

  /**
   * Asks the gateway about one attempt, open or closed in the last 24 hours, and applies its
   * answer (the reconciliation job). A closed attempt the gateway calls completed is recorded like
   * any payment: it pays the order, or becomes money owed (markPaid).
   */
  async refresh(attempt: AttemptRow, now = new Date()): Promise<PaymentReturnOutcome> {
    try {
      return await this.apply(attempt, await this.providers[attempt.provider].check(attempt), false, now);
    } catch (error) {
      // Asked, even if unanswered: the next run asks the attempts waiting longest first.
      await this.db.update(paymentAttempts).set({ lastCheckedAt: now }).where(eq(paymentAttempts.id, attempt.id));
      throw error;
    }
  }

  /**
   * Moves the attempt as the gateway says. `open` (no payment known yet) closes the attempt only
   * when the shopper came back from the gateway without paying.
   */
  private async apply(attempt: AttemptRow, verdict: GatewayVerdict, abandoned: boolean, now = new Date()): Promise<PaymentReturnOutcome> {
    await this.record(attempt.id, verdict.raw, { checkedAt: now });
    switch (verdict.state) {
      case "completed":
        if (verdict.amountPaisa !== null && verdict.amountPaisa !== attempt.amountPaisa) {
          this.log.warn(
            { attempt: attempt.reference, asked: attempt.amountPaisa, reported: verdict.amountPaisa },
            "gateway reports another amount; not marked paid",
          );
          await this.close(attempt.id, "failed");
          return "forged";
        }
        await this.markPaid(attempt.id, verdict.transactionId);
        return "paid";
      case "pending":
        await this.db
          .update(paymentAttempts)
          .set({ status: "pending", updatedAt: new Date() })
          .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.status, "started")));
        return "pending";
      case "open":
        if (!abandoned) return "pending";
        await this.close(attempt.id, "cancelled");
        return "cancelled";
      case "cancelled":
      case "expired":
      case "failed":
        await this.close(attempt.id, verdict.state);
        return verdict.state;
      case "refunded":
        await this.close(attempt.id, "failed");
        return "failed";
    }
  }

  /**
   * Marks the attempt completed and its order paid, exactly once however many times it is called
   * (both conditional updates). Money that arrives for an order that was already paid or was
   * cancelled meanwhile is added to what the shop owes back, so no rupee goes unaccounted. The
   * order's other open attempts are closed (still asked about for 24 hours: money may yet arrive).
   * Returns whether this call made the change.
   */
  async markPaid(attemptId: string, transactionId: string | null): Promise<boolean> {
    return this.db
      .transaction(async (tx) => {
        const [won] = await tx
          .update(paymentAttempts)
          .set({
            status: "completed",
            closedAt: null,
            updatedAt: new Date(),
            ...(transactionId ? { transactionId, providerReference: sql`coalesce(${paymentAttempts.providerReference}, ${transactionId})` } : {}),
          })
          .where(and(eq(paymentAttempts.id, attemptId), ne(paymentAttempts.status, "completed")))
          .returning();
        if (!won) return false;
        const [order] = await tx.select().from(orders).where(eq(orders.id, won.orderId)).for("update");
        if (!order) return false;
        const owed = isPaid(order) || order.status === "cancelled" || order.status === "returned";
        if (owed) this.log.warn({ orderId: order.id, attempt: won.reference }, "payment arrived for an order that no longer needs it: refund due");
        await tx
          .update(orders)
          .set({
            ...(isPaid(order) ? {} : { paymentStatus: "completed" as const, transactionId: transactionId ?? won.providerReference ?? won.reference }),
            ...(owed ? { refundDuePaisa: (order.refundDuePaisa ?? 0) + won.amountPaisa } : {}),
            version: order.version + 1,
            updatedAt: new Date(),
          })
          .where(eq(orders.id, order.id));
        await closeOpenAttempts(tx, [order.id], "cancelled", won.id);
        await recordPaymentEvent(tx, { orderId: order.id, status: order.status, amountPaisa: won.amountPaisa, owed });
        return true;
      })
      .then((changed) => {
        // The receipt mail follows from the outbox row (decision 039); the poll sends it if this is missed.
        if (changed) this.orderEvents?.kick();
        return changed;
      });
  }

  /** Every open attempt of these orders becomes `status` (an order cancelled or expired). */
  async closeOpenAttempts(orderIds: string[], status: "cancelled" | "expired", tx: Pick<Db, "update"> = this.db): Promise<void> {
    await closeOpenAttempts(tx, orderIds, status);
  }

  private async close(attemptId: string, status: "failed" | "cancelled" | "expired"): Promise<void> {
    await this.db
      .update(paymentAttempts)
      .set({ status, closedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(paymentAttempts.id, attemptId), inArray(paymentAttempts.status, [...OPEN_ATTEMPTS])));
  }

  /** Keeps one more answer (the last RAW_KEPT only), counting a browser return or stamping a gateway check. */
  private async record(attemptId: string, raw: unknown, what: { returned?: boolean; checkedAt?: Date }): Promise<void> {
    await this.db
      .update(paymentAttempts)
      .set({
        raw: appended(raw),
        ...(what.returned ? { returnCount: sql`${paymentAttempts.returnCount} + 1` } : {}),
        ...(what.checkedAt ? { lastCheckedAt: what.checkedAt } : {}),
        updatedAt: new Date(),
      })
      .where(eq(paymentAttempts.id, attemptId));
  }
}

/**
 * The attempt's raw answers with one more, stamped with when it came, keeping only the last
 * RAW_KEPT: a shopper who reloads the return page 400 times must not grow the row without end.
 */
function appended(raw: unknown) {
  const entry = { at: new Date().toISOString(), ...(raw && typeof raw === "object" ? raw : { value: raw }) };
  const text = JSON.stringify(entry);
  const bounded = text.length <= RAW_ENTRY_CHARS ? entry : { at: entry.at, cut: text.slice(0, RAW_ENTRY_CHARS) };
  const all = sql`(${paymentAttempts.raw} || ${JSON.stringify([bounded])}::jsonb)`;
  return sql`(select coalesce(jsonb_agg(e order by i), '[]'::jsonb) from jsonb_array_elements(${all}) with ordinality as t(e, i) where i > jsonb_array_length(${all}) - ${RAW_KEPT})`;
}
