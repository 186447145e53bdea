import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { getProducts, type ListingParams } from "@/lib/queries/get-products";

export const LISTING_PAGE_SIZE = 24;

/** The listing grows page by page ("Load more"), each page filtered and sorted by the server. */
export const productListingQueryOptions = (filters: Omit<ListingParams, "page" | "limit">) =>
  infiniteQueryOptions({
    queryKey: ["products", "infinite", filters],
    queryFn: ({ pageParam, signal }) => getProducts({ ...filters, page: pageParam, limit: LISTING_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
  });

export const useProductListing = (filters: Omit<ListingParams, "page" | "limit">) => useInfiniteQuery(productListingQueryOptions(filters));
