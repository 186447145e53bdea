import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponseSchema } from "@pasal/shared";
import type { Db } from "../../db/client.js";
import { errorBody } from "../../lib/http-error.js";

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/health",
    { schema: { response: { 200: z.object({ status: z.literal("ok") }), 503: errorResponseSchema } } },
    async (request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: "ok" as const };
      } catch (error) {
        request.log.error({ err: error }, "health check: database unreachable");
        return reply.code(503).send(errorBody(503, "The database is not reachable"));
      }
    },
  );
};
