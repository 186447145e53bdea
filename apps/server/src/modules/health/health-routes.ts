import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import { z } from "zod";
import { errorResponseSchema } from "@pasal/shared";
import type { Db } from "../../db/client.js";
import { errorBody } from "../../lib/http-error.js";
import type { FileStore } from "../../storage/file-store.js";

/** A dependency that takes longer than this to answer counts as unreachable: a proxy should not wait on a hung one. */
const CHECK_TIMEOUT_MS = 2000;

const DEPENDENCIES = ["database", "redis", "objectStore"] as const;
type Dependency = (typeof DEPENDENCIES)[number];

const notReadySchema = errorResponseSchema.extend({
  failed: z.array(z.enum(DEPENDENCIES)).describe("The dependencies that did not answer, by name only"),
});

function withinLimit<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error("timed out")), CHECK_TIMEOUT_MS)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * /health/live says only that the process answers (a container restarts one that doesn't);
 * /health/ready that the database, Redis (when set) and the object store (when S3) answer too, so a
 * proxy sends shoppers elsewhere meanwhile. /health stays the database check older monitors call.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; redis?: Redis; uploads: FileStore }> = async (app, { db, redis, uploads }) => {
  app.get("/health", { schema: { response: { 200: z.object({ status: z.literal("ok") }), 503: errorResponseSchema } } }, async (request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: "ok" as const };
    } catch (error) {
      request.log.error({ err: error }, "health check: database unreachable");
      return reply.code(503).send(errorBody(503, "The database is not reachable"));
    }
  });

  app.get("/health/live", { schema: { response: { 200: z.object({ status: z.literal("ok") }) } } }, async () => ({ status: "ok" as const }));

  const checks: Partial<Record<Dependency, () => Promise<unknown>>> = {
    database: () => db.execute(sql`select 1`),
    ...(redis ? { redis: () => redis.ping() } : {}),
    ...(uploads.kind === "s3" ? { objectStore: () => uploads.ready() } : {}),
  };

  app.get(
    "/health/ready",
    {
      schema: {
        response: {
          200: z.object({ status: z.literal("ok"), checked: z.array(z.enum(DEPENDENCIES)) }),
          503: notReadySchema,
        },
      },
    },
    async (request, reply) => {
      const names = Object.keys(checks) as Dependency[];
      const results = await Promise.allSettled(names.map((name) => withinLimit(checks[name]!())));
      const failed = names.filter((_, i) => results[i]!.status === "rejected");
      if (failed.length === 0) return { status: "ok" as const, checked: names };
      for (const name of failed) {
        const result = results[names.indexOf(name)] as PromiseRejectedResult;
        request.log.error({ err: result.reason, dependency: name }, "readiness check failed");
      }
      return reply.code(503).send({ ...errorBody(503, `Not ready: ${failed.join(", ")} not reachable`), failed });
    },
  );
};
