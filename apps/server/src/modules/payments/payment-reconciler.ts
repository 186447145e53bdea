import { and, asc, eq, inArray, lt, ne } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import { orders, paymentAttempts } from "../../db/schema/index.js";
import type { CatalogService } from "../catalog/catalog-service.js";
import { TransitionConflictError, transitionOrder } from "../orders/order-state.js";
import { OPEN_ATTEMPTS, type PaymentService } from "./payment-service.js";

export interface ReconcileSummary {
  checked: number;
  paid: number;
  /** Attempts the gateway could not be asked about this time (tried again on the next run). */
  unreachable: number;
  /** Orders cancelled for not being paid in time, their stock put back. */
  cancelled: string[];
}

const BATCH = 200;

/**
 * The reconciliation job (issue 12): asks the gateway about every open attempt, so a payment
 * whose redirect was lost still marks its order paid; then cancels the online orders still
 * unpaid after the payment window, through the order state machine (stock back with ledger
 * rows). An order whose gateway could not be asked is left for the next run: cancelling it
 * could throw away a payment that did happen.
 */
export class PaymentReconciler {
  constructor(
    private readonly db: Db,
    private readonly payments: PaymentService,
    private readonly catalog: Pick<CatalogService, "refreshSoon">,
    private readonly windowMinutes: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  async run(now = new Date()): Promise<ReconcileSummary> {
    const summary: ReconcileSummary = { checked: 0, paid: 0, unreachable: 0, cancelled: [] };
    const unsure = new Set<string>();
    const open = await this.db.select().from(paymentAttempts)
      .where(inArray(paymentAttempts.status, [...OPEN_ATTEMPTS]))
      .orderBy(asc(paymentAttempts.createdAt)).limit(BATCH);
    for (const attempt of open) {
      try {
        summary.checked++;
        if ((await this.payments.refresh(attempt)) === "paid") summary.paid++;
      } catch (error) {
        summary.unreachable++;
        unsure.add(attempt.orderId);
        this.log.warn({ err: error, attempt: attempt.reference }, "reconciliation could not ask the gateway; trying again next run");
      }
    }

    const deadline = new Date(now.getTime() - this.windowMinutes * 60_000);
    const overdue = await this.db.select({ id: orders.id }).from(orders)
      .where(and(ne(orders.paymentMethod, "cod"), eq(orders.paymentStatus, "pending"), eq(orders.status, "processing"), lt(orders.createdAt, deadline)))
      .orderBy(asc(orders.createdAt)).limit(BATCH);
    for (const { id } of overdue) {
      if (unsure.has(id)) continue;
      if (await this.cancelUnpaid(id)) summary.cancelled.push(id);
    }
    if (summary.cancelled.length > 0) this.catalog.refreshSoon();
    return summary;
  }

  private async cancelUnpaid(orderId: string): Promise<boolean> {
    try {
      return await this.db.transaction(async (tx) => {
        // Locked and read again: a payment that landed since the query keeps its order.
        const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
        if (!order || order.paymentStatus !== "pending" || order.status !== "processing") return false;
        await transitionOrder(tx, { orderId, to: "cancelled", actorUserId: null, note: `Not paid within ${this.windowMinutes} minutes` });
        await this.payments.closeOpenAttempts([orderId], "expired", tx);
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
        .then((s) => { if (s.paid || s.cancelled.length || s.unreachable) this.log.info({ ...s }, "payments reconciled"); })
        .catch((error: unknown) => this.log.error({ err: error }, "payment reconciliation failed"))
        .finally(() => (running = false));
    }, everyMs);
    timer.unref();
    return () => clearInterval(timer);
  }
}
