import { Queue, Worker } from "bullmq";
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import type { JobName, JobPayloads, JobQueue, JobQueueOptions } from "./job-queue.js";
import { traceJob } from "./trace-job.js";

const QUEUE_NAME = "after-commit";

/**
 * Jobs through Redis with BullMQ, so a job queued by one instance may run on any, and one that
 * is waiting survives a restart. The worker runs in this process with the same concurrency as
 * the in-process queue; closing lets the running jobs finish and leaves the rest to the others.
 */
export function createBullmqQueue(options: JobQueueOptions & { redisUrl: string; prefix: string }, log: FastifyBaseLogger): JobQueue {
  const { handlers, attempts, backoffMs, prefix } = options;
  // BullMQ needs commands to wait out a Redis restart rather than fail after a few retries.
  const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  connection.on("error", (error) => log.warn({ err: error }, "job queue: redis connection error"));
  const queue = new Queue(QUEUE_NAME, {
    connection,
    prefix,
    defaultJobOptions: {
      attempts,
      backoff: { type: "exponential", delay: backoffMs },
      removeOnComplete: true,
      removeOnFail: 1000,
    },
  });
  const worker = new Worker(
    QUEUE_NAME,
    async (job) => {
      const handler = handlers[job.name as JobName] as (payload: unknown) => Promise<void>;
      if (!handler) throw new Error(`no handler for job ${job.name}`);
      await traceJob(job.name, job.attemptsMade + 1, () => handler(job.data));
    },
    { connection, prefix, concurrency: options.concurrency },
  );
  worker.on("failed", (job, error) => {
    const attempt = job?.attemptsMade ?? 0;
    if (attempt >= attempts) log.error({ err: error, job: job?.name, jobId: job?.id, attempt }, "background job failed; given up");
    else log.warn({ err: error, job: job?.name, jobId: job?.id, attempt }, "background job failed; will retry");
  });
  worker.on("error", (error) => log.error({ err: error }, "job worker error"));

  const adding = new Set<Promise<unknown>>();
  return {
    kind: "bullmq",
    enqueue<N extends JobName>(name: N, payload: JobPayloads[N]) {
      const added = queue
        .add(name, payload)
        .catch((error: unknown) => log.error({ err: error, job: name }, "background job not queued"))
        .finally(() => adding.delete(added));
      adding.add(added);
    },
    async idle() {
      for (;;) {
        await Promise.all(adding);
        const counts = await queue.getJobCounts("waiting", "active", "delayed", "prioritized");
        if (Object.values(counts).every((n) => n === 0)) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async depth() {
      const counts = await queue.getJobCounts("waiting", "prioritized", "active", "delayed");
      return { waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0), running: counts.active ?? 0, delayed: counts.delayed ?? 0 };
    },
    async close() {
      // Jobs being handed to Redis get a few seconds; with Redis down they would wait forever.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.all(adding), new Promise((resolve) => (timer = setTimeout(resolve, 5000)))]);
      clearTimeout(timer);
      if (adding.size > 0) log.error({ left: adding.size }, "background jobs not handed to Redis before shutdown");
      await worker.close();
      await queue.close();
      await connection.quit().catch(() => connection.disconnect());
    },
  };
}
