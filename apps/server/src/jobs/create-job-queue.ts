import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.js";
import type { Database } from "../db/client.js";
import { createBullmqQueue } from "./bullmq-queue.js";
import { createInProcessQueue } from "./in-process-queue.js";
import type { JobHandlers, JobQueue } from "./job-queue.js";

/**
 * BullMQ when REDIS_URL is set (jobs shared by every instance), in this process otherwise. Jobs
 * run at most as many at a time as the job pool has connections (JOB_DB_POOL_SIZE on PostgreSQL),
 * and one at a time on the embedded database, which has a single connection for everything.
 */
export function createJobQueue(config: Config, database: Database, handlers: JobHandlers, log: FastifyBaseLogger): JobQueue {
  const options = {
    handlers,
    concurrency: database.kind === "postgres" ? config.JOB_DB_POOL_SIZE : 1,
    attempts: config.JOB_ATTEMPTS,
    backoffMs: config.JOB_BACKOFF_MS,
  };
  if (config.REDIS_URL) return createBullmqQueue({ ...options, redisUrl: config.REDIS_URL, prefix: config.JOB_QUEUE_PREFIX }, log);
  return createInProcessQueue(options, log);
}
