import swagger from "@fastify/swagger";
import { errorResponseSchema } from "@pasal/shared";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";

/** The error body every route may answer (decision 032): `code` is the enum of every code. */
const errorSchema = z.toJSONSchema(errorResponseSchema, { target: "openapi-3.0" });
const { $schema: _dialect, ...errorResponse } = errorSchema as Record<string, unknown>;

/**
 * The OpenAPI document of the API at GET /api/openapi.json, made from the routes' own zod schemas
 * (fastify-type-provider-zod's jsonSchemaTransform), so it cannot drift from what the routes check.
 * Every /api route lists the shared error body for 4XX and 5XX beside any error it declares; files,
 * pages and media outside /api are left out. Registered before the routes, whose registration it
 * records.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: "Pasal API",
        version: "0.1.0",
        description: "Errors answer {code, message, …details}; clients branch on code (docs/decisions/032-error-codes.md).",
      },
    },
    transform: (input) => {
      if (!input.url.startsWith("/api/") || input.url === OPENAPI_PATH) return { schema: { hide: true }, url: input.url };
      const { schema, url } = jsonSchemaTransform({ ...input, schema: input.schema ?? {} });
      const response = { ...((schema.response as Record<string, unknown> | undefined) ?? {}) };
      response["4XX"] ??= { description: "Refused: the code says why", ...errorResponse };
      response["5XX"] ??= { description: "Server or gateway failure", ...errorResponse };
      return { schema: { ...schema, response }, url };
    },
  });
}

export const OPENAPI_PATH = "/api/openapi.json";

/** Serves the document; call after every route is registered. */
export function registerOpenApiRoute(app: FastifyInstance): void {
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}
