import { useQuery } from "@tanstack/react-query";
import { EXTRA_FEATURED } from "@pasal/shared";
import { productsQueryOptions } from "@/lib/queries/get-products";

/**
 * The featured carousel: products marked 'caraousel' (docs/requirements/home.md#carousels), a small
 * slice only.
 */
export const FEATURED_LIMIT = 8;

export const featuredQueryOptions = () => productsQueryOptions({ extra: EXTRA_FEATURED, limit: FEATURED_LIMIT });
export const useFeaturedProducts = () => useQuery(featuredQueryOptions());
