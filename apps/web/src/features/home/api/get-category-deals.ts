import { useQuery } from "@tanstack/react-query";
import { productsQueryOptions } from "@/lib/queries/get-products";
import { useInBrowser } from "@/lib/use-in-browser";

// A row shows 10 cards collapsed and 15 expanded (docs/requirements/home.md#strips-and-rows); one
// request serves both, and the All Accessories section reuses the same cached answer.
export const ROW_COLLAPSED = 10;
export const ROW_EXPANDED = 15;

export const categoryDealsQueryOptions = (category: string) => productsQueryOptions({ category, limit: ROW_EXPANDED });

/**
 * `enabled` lets rows far down the page wait until the shopper scrolls near them. The server
 * fetches no rows, so while a part of a server-rendered page hydrates it draws them loading, as
 * the server did, even when another part (a row, the accessories) has already fetched the same
 * answer: React would otherwise find markup it did not expect and draw the part afresh
 * (decision 031). The answer shows right after.
 */
export function useCategoryDeals(category: string, enabled = true) {
  const query = useQuery({ ...categoryDealsQueryOptions(category), enabled });
  const inBrowser = useInBrowser();
  return inBrowser ? query : { ...query, data: undefined, isPending: true, isError: false };
}
