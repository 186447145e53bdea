import { useQuery } from "@tanstack/react-query";
import { EXTRA_FEATURED } from "@pasal/shared";
import { productsQueryOptions } from "@/lib/queries/get-products";

/** The home page asks the listing endpoint for small slices, never the whole catalogue. */
export const FEATURED_LIMIT = 8;
// A row shows 10 cards collapsed and 15 expanded (spec part 1 §9); one request serves both.
export const ROW_COLLAPSED = 10;
export const ROW_EXPANDED = 15;

export const featuredQueryOptions = () => productsQueryOptions({ extra: EXTRA_FEATURED, limit: FEATURED_LIMIT });
export const useFeaturedProducts = () => useQuery(featuredQueryOptions());

export const categoryDealsQueryOptions = (category: string) =>
  productsQueryOptions({ category, limit: ROW_EXPANDED });
export const useCategoryDeals = (category: string) => useQuery(categoryDealsQueryOptions(category));
