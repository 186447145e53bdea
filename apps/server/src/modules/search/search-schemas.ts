// Request and response shapes of /predict/*. They belong in packages/shared (one contract for server and
// storefront) so the storefront can use them; not moved yet (only imports would change).
import { productSchema } from "@pasal/shared";
import { z } from "zod";

export const suggestQuerySchema = z.object({ q: z.string().max(100).optional() });
export const suggestResponseSchema = z.object({ suggestions: z.array(z.string()) });
export type SuggestResponse = z.infer<typeof suggestResponseSchema>;

export const SEARCH_LIMIT_DEFAULT = 12;
export const SEARCH_LIMIT_MAX = 50;

export const searchQuerySchema = z.object({
  q: z.string().max(200).default(""),
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT_MAX).default(SEARCH_LIMIT_DEFAULT),
});
export const scoredProductSchema = productSchema.extend({ score: z.number() });
export const searchResponseSchema = z.object({ results: z.array(scoredProductSchema), total: z.number() });
export type SearchResponse = z.infer<typeof searchResponseSchema>;
