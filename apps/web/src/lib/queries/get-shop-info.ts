import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ShopInfo } from "@pasal/shared";
import { api } from "../api-client";
import { m } from "@/paraglide/messages";
import { number } from "@/lib/i18n/format";

export const getShopInfo = (signal?: AbortSignal) => api.get<ShopInfo>("/shop", signal);

export const shopInfoQueryOptions = () =>
  queryOptions({
    queryKey: ["shop"],
    queryFn: ({ signal }) => getShopInfo(signal),
    staleTime: Infinity,
  });

export const useShopInfo = () => useQuery(shopInfoQueryOptions());

/** Used until /api/shop answers, so the header never renders empty. */
export const FALLBACK_SHOP_NAME = "Pasal";

/**
 * The shop's one return period, as every claim of it should read
 * (docs/requirements/content-pages.md#help-center; default 14).
 */
export function useReturnPromise(): string {
  const { data: shop } = useShopInfo();
  return m.home_return_days({ days: number(shop?.returnDays ?? 14) });
}
