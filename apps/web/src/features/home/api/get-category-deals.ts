import { useQuery } from "@tanstack/react-query";
import { productsQueryOptions } from "@/lib/queries/get-products";

// A row shows 10 cards collapsed and 15 expanded (spec part 1 §9); one request serves both,
// and the All Accessories section reuses the same cached answer.
export const ROW_COLLAPSED = 10;
export const ROW_EXPANDED = 15;

export const categoryDealsQueryOptions = (category: string) => productsQueryOptions({ category, limit: ROW_EXPANDED });

/** `enabled` lets rows far down the page wait until the shopper scrolls near them. */
export const useCategoryDeals = (category: string, enabled = true) =>
  useQuery({ ...categoryDealsQueryOptions(category), enabled });
