import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ShopStats } from "@pasal/shared";
import { api } from "../api-client";

export const getShopStats = (signal?: AbortSignal) => api.get<ShopStats>("/shop/stats", signal);

/**
 * The only figures the storefront claims about itself, counted by the server
 * (docs/requirements/content-pages.md#about). A failure simply hides the figures: no retries, and
 * nothing made up in their place.
 */
export const shopStatsQueryOptions = () =>
  queryOptions({
    queryKey: ["shop", "stats"],
    queryFn: ({ signal }) => getShopStats(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useShopStats = () => useQuery(shopStatsQueryOptions());
