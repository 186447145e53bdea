import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { searchQuerySchema, searchResponseSchema, suggestQuerySchema, suggestResponseSchema } from "./search-schemas.js";
import type { SearchService } from "./search-service.js";

/** The search box's calls (spec part 1 §7): suggestions while typing, scored results on submit. */
export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  app.get(
    "/predict/suggest",
    { schema: { querystring: suggestQuerySchema, response: { 200: suggestResponseSchema } } },
    async (request) => {
      const typed = request.query.q?.trim() ?? "";
      return { suggestions: typed ? await search.suggest(typed) : [] };
    },
  );

  app.get(
    "/predict/search",
    { schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema } } },
    async (request) => search.search(request.query.q, request.query.limit),
  );
};
