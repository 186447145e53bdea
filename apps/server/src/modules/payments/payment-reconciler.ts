import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { OrderEventDispatcher } from "../orders/order-events.js";
import type { Db } from "../../db/client.js";
import { orders, paymentAttempts } from "../../db/schema/index.js";
import type { CatalogService } from "../catalog/catalog-service.js";
import { TransitionConflictError, transitionOrder } from "../orders/order-state.js";
import { CLOSED_BUT_PAYABLE, OPEN_ATTEMPTS } from "./order-money.js";
import type { PaymentService } from "./payment-service.js";

export interface ReconcileSummary {
  checked: number;
  paid: number;
  /** Attempts the gateway could not be asked about this time (tried again on the next run). */
  unreachable: number;
  /** Orders cancelled for not being paid in time, their stock put back. */
  cancelled: string[];
}

const BATCH = 200;

/** How long after an attempt is closed the gateway is still asked about it (its own window). */
export const CLOSED_WINDOW_HOURS = 24;
/** A closed attempt is asked again at most this often (an open one on every run). */
export const CLOSED_RECHECK_MINUTES = 10;

/**
 * The reconciliation job (docs/requirements/payments.md#payment-attempts, decision 029): asks the
 * gateway about open attempts, so a payment whose redirect was lost still marks its order paid, and
 * about attempts closed in the last 24 hours (the shopper cancelled, then paid in a tab still open), so
 * late money is recorded (paid, or owed). Fair: one attempt per order per run, the longest-unasked
 * first, so one order's many attempts cannot starve everyone else's. Then it cancels the online orders
 * still unpaid after the payment window, through the order state machine (stock back with ledger rows).
 * An order with an open attempt not answered in this run is left for the next: cancelling it could throw
 * away a payment that did happen.
 */
export class PaymentReconciler {
  constructor(
    private readonly db: Db,
    private readonly payments: PaymentService,
    private readonly catalog: Pick<CatalogService, "ordersChanged">,
    private readonly windowMinutes: number,
    private readonly log: FastifyBaseLogger,
    /** Told after unpaid orders were cancelled (their mail and SMS follow from the outbox); a script's run leaves them to the store's poll. */
    private readonly orderEvents?: Pick<OrderEventDispatcher, "kick">,
  ) {}

  /** This run's attempts: per order its newest open one, else its longest-unasked closed one still in the window. */
  private async due(now: Date) {
    const open = inArray(paymentAttempts.status, [...OPEN_ATTEMPTS]);
    const closedRecently = and(
      inArray(paymentAttempts.status, [...CLOSED_BUT_PAYABLE]),
      gt(paymentAttempts.closedAt, new Date(now.getTime() - CLOSED_WINDOW_HOURS * 3_600_000)),
      or(isNull(paymentAttempts.lastCheckedAt), lt(paymentAttempts.lastCheckedAt, new Date(now.getTime() - CLOSED_RECHECK_MINUTES * 60_000))),
    );
    const isOpen = sql<boolean>`${paymentAttempts.status} in ('started', 'pending')`;
    const perOrder = this.db
      .selectDistinctOn([paymentAttempts.orderId], {
        id: paymentAttempts.id,
        lastCheckedAt: paymentAttempts.lastCheckedAt,
        createdAt: paymentAttempts.createdAt,
      })
      .from(paymentAttempts)
      .where(or(open, closedRecently))
      .orderBy(paymentAttempts.orderId, desc(isOpen), sql`${paymentAttempts.lastCheckedAt} asc nulls first`, desc(paymentAttempts.createdAt))
      .as("per_order");
    const picked = await this.db
      .select({ id: perOrder.id })
      .from(perOrder)
      .orderBy(sql`${perOrder.lastCheckedAt} asc nulls first`, asc(perOrder.createdAt))
      .limit(BATCH);
    if (picked.length === 0) return [];
    return this.db
      .select()
      .from(paymentAttempts)
      .where(
        inArray(
          paymentAttempts.id,
          picked.map((p) => p.id),
        ),
      );
  }

  async run(now = new Date()): Promise<ReconcileSummary> {
    const summary: ReconcileSummary = { checked: 0, paid: 0, unreachable: 0, cancelled: [] };
    const answered = new Set<string>();
    for (const attempt of await this.due(now)) {
      try {
        summary.checked++;
        if ((await this.payments.refresh(attempt, now)) === "paid") summary.paid++;
        answered.add(attempt.id);
      } catch (error) {
        summary.unreachable++;
        this.log.warn({ err: error, attempt: attempt.reference }, "reconciliation could not ask the gateway; trying again next run");
      }
    }

    const deadline = new Date(now.getTime() - this.windowMinutes * 60_000);
    const overdue = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(ne(orders.paymentMethod, "cod"), eq(orders.paymentStatus, "pending"), eq(orders.status, "processing"), lt(orders.createdAt, deadline)))
      .orderBy(asc(orders.createdAt))
      .limit(BATCH);
    // An order still holding open attempts of which none was answered in this run (unreachable, or
    // past the batch) waits for the next. Only its newest open attempt is asked: with several open
    // from before the one-open-attempt rule, the older ones are asked once closed.
    const stillOpen =
      overdue.length === 0
        ? []
        : await this.db
            .select({ id: paymentAttempts.id, orderId: paymentAttempts.orderId })
            .from(paymentAttempts)
            .where(
              and(
                inArray(
                  paymentAttempts.orderId,
                  overdue.map((o) => o.id),
                ),
                inArray(paymentAttempts.status, [...OPEN_ATTEMPTS]),
              ),
            );
    const answeredOrders = new Set(stillOpen.filter((a) => answered.has(a.id)).map((a) => a.orderId));
    const unsure = new Set(stillOpen.filter((a) => !answeredOrders.has(a.orderId)).map((a) => a.orderId));
    for (const { id } of overdue) {
      if (unsure.has(id)) continue;
      if (await this.cancelUnpaid(id)) summary.cancelled.push(id);
    }
    this.catalog.ordersChanged(summary.cancelled);
    if (summary.cancelled.length > 0) this.orderEvents?.kick();
    return summary;
  }

  private async cancelUnpaid(orderId: string): Promise<boolean> {
    try {
      return await this.db.transaction(async (tx) => {
        // Locked and read again: a payment that landed since the query keeps its order.
        const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
        if (!order || order.paymentStatus !== "pending" || order.status !== "processing") return false;
        // Closed as expired first; the transition's cancel then finds none open.
        await this.payments.closeOpenAttempts([orderId], "expired", tx);
        await transitionOrder(tx, { orderId, to: "cancelled", actorUserId: null, note: `Not paid within ${this.windowMinutes} minutes` });
        return true;
      });
    } catch (error) {
      if (error instanceof TransitionConflictError) return false;
      throw error;
    }
  }

  /** Runs every `everyMs` (main.ts: each minute) until stopped; a run never overlaps the previous one. */
  start(everyMs = 60_000): () => void {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      this.run()
        .then((s) => {
          if (s.paid || s.cancelled.length || s.unreachable) this.log.info({ ...s }, "payments reconciled");
        })
        .catch((error: unknown) => this.log.error({ err: error }, "payment reconciliation failed"))
        .finally(() => (running = false));
    }, everyMs);
    timer.unref();
    return () => clearInterval(timer);
  }
}
