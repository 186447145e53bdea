import type { InteractionKind } from "../modules/reco/reco-service.js";

/**
 * Work that follows a committed request (mail, recommendation signals). Payloads carry ids only:
 * a handler reads what it needs when it runs, so no row or personal data waits in a queue (or in
 * Redis) and a job always sees the current state.
 */
export interface JobPayloads {
  "order.confirmation": { orderId: string };
  /** One order outbox row (decision 039): mail, SMS and the live page for one status change. */
  "order.transitioned": { eventId: number };
  /** One outbox row of money received online: the shopper's receipt mail. */
  "order.paid": { eventId: number };
  "reco.record": { userId: string; productId: string; kind: InteractionKind };
}
export type JobName = keyof JobPayloads;
export type JobHandler<N extends JobName> = (payload: JobPayloads[N]) => Promise<void>;
export type JobHandlers = { [N in JobName]: JobHandler<N> };

export interface JobQueue {
  readonly kind: "in-process" | "bullmq";
  /** Queues a job and returns at once; a failure to queue is logged, never thrown at the request. */
  enqueue<N extends JobName>(name: N, payload: JobPayloads[N]): void;
  /** Resolves when nothing is queued, running or waiting for a retry (tests, the soak script). */
  idle(): Promise<void>;
  /** Jobs queued, running and waiting for a retry, for the metrics (in-process: this process; BullMQ: every instance). */
  depth(): Promise<JobQueueDepth>;
  /** Finishes the jobs in hand (in-process: all of them; BullMQ: the running ones, the rest stay in Redis). */
  close(): Promise<void>;
}

export interface JobQueueDepth {
  waiting: number;
  running: number;
  delayed: number;
}

export interface JobQueueOptions {
  handlers: JobHandlers;
  /** How many jobs run at once: never more than the job database pool has connections. */
  concurrency: number;
  attempts: number;
  /** First retry delay; each further retry waits twice as long. */
  backoffMs: number;
}
