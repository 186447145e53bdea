import type { FastifyBaseLogger } from "fastify";
import PQueue from "p-queue";
import type { JobName, JobPayloads, JobQueue, JobQueueOptions } from "./job-queue.js";
import { traceJob } from "./trace-job.js";

/** How long closing waits for the last jobs before giving up on them (a hung mail server). */
const DRAIN_LIMIT_MS = 15_000;

/**
 * Jobs in this process (no Redis): a few at a time, retried with a doubling delay, and finished
 * on close: jobs waiting for a retry are tried once more at once rather than dropped. A job that
 * keeps failing is logged and given up; nothing is thrown at a request or left unhandled.
 */
export function createInProcessQueue(options: JobQueueOptions, log: FastifyBaseLogger): JobQueue {
  const { handlers, attempts, backoffMs } = options;
  const queue = new PQueue({ concurrency: options.concurrency });
  const waitingRetry = new Map<NodeJS.Timeout, () => void>();
  let closing = false;

  const run = <N extends JobName>(name: N, payload: JobPayloads[N], attempt: number) => {
    void queue.add(async () => {
      try {
        await traceJob(name, attempt, () => handlers[name](payload));
      } catch (error) {
        if (attempt >= attempts) {
          log.error({ err: error, job: name, attempt }, "background job failed; given up");
          return;
        }
        log.warn({ err: error, job: name, attempt }, "background job failed; will retry");
        const again = () => run(name, payload, attempt + 1);
        if (closing) return again();
        const timer = setTimeout(
          () => {
            waitingRetry.delete(timer);
            again();
          },
          backoffMs * 2 ** (attempt - 1),
        );
        waitingRetry.set(timer, again);
      }
    });
  };

  const idle = async () => {
    while (queue.size > 0 || queue.pending > 0 || waitingRetry.size > 0) {
      await queue.onIdle();
      if (waitingRetry.size > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  return {
    kind: "in-process",
    enqueue(name, payload) {
      // Started on the next turn of the event loop, so the answer that queued it goes out first.
      setImmediate(() => run(name, payload, 1));
    },
    idle,
    async depth() {
      return { waiting: queue.size, running: queue.pending, delayed: waitingRetry.size };
    },
    async close() {
      closing = true;
      await new Promise((resolve) => setImmediate(resolve));
      for (const [timer, again] of waitingRetry) {
        clearTimeout(timer);
        waitingRetry.delete(timer);
        again();
      }
      let timer: NodeJS.Timeout | undefined;
      const drained = await Promise.race([
        idle().then(() => true),
        new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), DRAIN_LIMIT_MS))),
      ]);
      clearTimeout(timer);
      if (!drained) log.error({ left: queue.size + queue.pending }, "background jobs not finished before shutdown");
    },
  };
}
