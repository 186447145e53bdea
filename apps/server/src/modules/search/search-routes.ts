import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { searchQuerySchema, suggestQuerySchema, suggestResponseSchema } from "./search-schemas.js";
import type { SearchService } from "./search-service.js";

/**
 * The search box's calls (docs/requirements/search.md#search-calls): suggestions while typing, scored
 * results on submit.
 */
export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  app.get("/predict/suggest", { schema: { querystring: suggestQuerySchema, response: { 200: suggestResponseSchema } } }, async (request) => {
    const typed = request.query.q?.trim() ?? "";
    return { suggestions: typed ? await search.suggest(typed) : [] };
  });

  app.get(
    "/predict/search",
    // searchResponseSchema describes the body; it is written by searchJson, not by the schema's serializer.
    { schema: { querystring: searchQuerySchema } },
    async (request, reply) => {
      const { body, etag } = await search.searchJson(request.query.q, request.query.limit);
      return reply.type("application/json; charset=utf-8").header("ETag", etag).send(body);
    },
  );
};
