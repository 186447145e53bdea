import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProductListingFilters, ProductListingResponse } from "@pasal/shared";
import { api } from "../api-client";

/**
 * Any subset of the listing filters; the server fills in its defaults. `search` narrows the
 * listing to text matches (relevance order under the default sort).
 */
export type ListingParams = Partial<ProductListingFilters> & { search?: string };

/** Turns a listing query into `?category=…&page=…`, leaving out empty values. */
export function listingSearch(query: ListingParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "" || value === false) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** One page of the server-side filtered, sorted listing (GET /api/products). */
export const getProducts = (query: ListingParams, signal?: AbortSignal) => api.get<ProductListingResponse>(`/products${listingSearch(query)}`, signal);

export const productsQueryOptions = (query: ListingParams) =>
  queryOptions({
    queryKey: ["products", "listing", query],
    queryFn: ({ signal }) => getProducts(query, signal),
  });

export const useProducts = (query: ListingParams) => useQuery(productsQueryOptions(query));
