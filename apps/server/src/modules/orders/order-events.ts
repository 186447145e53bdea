import { asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db, Tx } from "../../db/client.js";
import { orderEvents } from "../../db/schema/index.js";
import type { JobQueue } from "../../jobs/job-queue.js";

/** Rows taken per dispatch; the dispatcher loops until none wait. */
const BATCH = 100;

/**
 * Writes the change's outbox row, inside the change's transaction (decision 039): called by
 * `transitionOrder` only, so every path that moves an order (back office, shopper, gateway,
 * reconciler, a script) produces exactly one row per committed change.
 */
export async function recordOrderEvent(
  tx: Tx,
  event: { orderId: string; from: string; to: string; actorUserId: string | null; byShopper: boolean },
): Promise<void> {
  await tx.insert(orderEvents).values({
    orderId: event.orderId,
    fromStatus: event.from,
    toStatus: event.to,
    actorUserId: event.actorUserId,
    byShopper: event.byShopper ? 1 : 0,
  });
}

/**
 * The outbox row of money that arrived online (`PaymentService.markPaid`), in the same
 * transaction: `paid` when it paid the order, `paid-owed` when the order no longer needed it.
 */
export async function recordPaymentEvent(tx: Tx, event: { orderId: string; status: string; amountPaisa: number; owed: boolean }): Promise<void> {
  await tx.insert(orderEvents).values({
    orderId: event.orderId,
    kind: event.owed ? "paid-owed" : "paid",
    fromStatus: event.status,
    toStatus: event.status,
    amountPaisa: event.amountPaisa,
  });
}

/**
 * Turns outbox rows into jobs: `order.transitioned` for a status change, `order.paid` for money. A caller that just committed a change calls
 * `kick()` so the job is queued at once; the poll (`start`) picks up what nobody kicked for (a
 * script, a crash between commit and kick). Each row is queued in the transaction that stamps it,
 * so a row is queued at least once; two instances never take the same row (SKIP LOCKED).
 */
export class OrderEventDispatcher {
  private running: Promise<number> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly jobs: Pick<JobQueue, "enqueue">,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** After a commit that moved an order: dispatch now (errors are logged; the poll tries again). */
  kick(): void {
    void this.dispatch().catch((error: unknown) => this.log?.error({ err: error }, "order events not dispatched; the poll will try again"));
  }

  /** Queues every waiting row; resolves to how many. A call during a run makes that run go round once more. */
  dispatch(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      let total = 0;
      do {
        this.again = false;
        for (;;) {
          const taken = await this.takeBatch();
          total += taken;
          if (taken < BATCH) break;
        }
      } while (this.again);
      return total;
    })().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private takeBatch(): Promise<number> {
    return this.db.transaction(async (tx) => {
      const waiting = await tx
        .select({ id: orderEvents.id, kind: orderEvents.kind })
        .from(orderEvents)
        .where(isNull(orderEvents.dispatchedAt))
        .orderBy(asc(orderEvents.id))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      if (waiting.length === 0) return 0;
      const ids = waiting.map((row) => row.id);
      await tx
        .update(orderEvents)
        .set({ dispatchedAt: sql`now()` })
        .where(inArray(orderEvents.id, ids));
      for (const { id, kind } of waiting) this.jobs.enqueue(kind === "transition" ? "order.transitioned" : "order.paid", { eventId: id });
      return ids.length;
    });
  }

  /** Polls every `everyMs` (main.ts) until `stop`. */
  start(everyMs = 2000): void {
    this.timer ??= setInterval(() => this.kick(), everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }
}

/** The outbox row a job was queued for, or undefined when it is gone (its order deleted). */
export async function readOrderEvent(db: Db, eventId: number) {
  const [event] = await db.select().from(orderEvents).where(eq(orderEvents.id, eventId));
  return event;
}
