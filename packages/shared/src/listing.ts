import { z } from "zod";
import { SORT_OPTIONS } from "./listing-options.js";
import { productSummarySchema } from "./product.js";

// The filter bounds and sort options live in listing-options.ts, which has no zod (decision 023).
export * from "./listing-options.js";

const flag = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

/** Query of GET /api/products: the server-side filtered, sorted, paginated listing. */
export const productListingQuerySchema = z.object({
  /** Text search: only matching products; with the default sort, in relevance order. */
  search: z.string().trim().max(200).optional(),
  category: z.string().trim().max(60).optional(),
  brand: z.string().trim().max(60).optional(),
  color: z.string().trim().toLowerCase().max(40).optional(),
  minPrice: z.coerce.number().min(0).max(10_000_000).optional(),
  maxPrice: z.coerce.number().min(0).max(10_000_000).optional(),
  inStock: flag.optional(),
  extra: z.string().trim().max(40).optional(),
  sort: z.enum(SORT_OPTIONS).default("featured"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});
export type ProductListingQuery = z.input<typeof productListingQuerySchema>;
export type ProductListingFilters = z.output<typeof productListingQuerySchema>;

export const productListingResponseSchema = z.object({
  items: z.array(productSummarySchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  pages: z.number(),
});
export type ProductListingResponse = z.infer<typeof productListingResponseSchema>;
