import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProductSold, ProductSummary } from "@pasal/shared";
import { api } from "@/lib/api-client";

const productUrl = (productId: string, what: string) => `/product/${encodeURIComponent(productId)}/${what}`;

/**
 * Items bought in orders that were not cancelled or returned
 * (docs/requirements/catalogue.md#product-page); the server keeps it a minute.
 */
export const soldQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: ["product", productId, "sold"],
    queryFn: ({ signal }) => api.get<ProductSold>(productUrl(productId, "sold"), signal),
    staleTime: 60_000,
    // An extra on the page: when it fails, it is simply not shown.
    retry: false,
  });

export const useSoldCount = (productId: string) => useQuery(soldQueryOptions(productId));

/**
 * Covers and screen protectors whose models name this phone
 * (docs/requirements/catalogue.md#product-page).
 */
export const accessoriesQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: ["product", productId, "accessories"],
    queryFn: ({ signal }) => api.get<ProductSummary[]>(productUrl(productId, "accessories"), signal),
    retry: false,
  });

export const useFittingAccessories = (productId: string, enabled: boolean) => useQuery({ ...accessoriesQueryOptions(productId), enabled });
