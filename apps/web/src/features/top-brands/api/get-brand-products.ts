import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Product } from "@pasal/shared";
import { api } from "@/lib/api-client";
import { BRAND_CACHE_TTL_MS, readBrandCache, toBrandProduct, writeBrandCache } from "../brand-cache";

export const getBrandProducts = (brand: string, signal?: AbortSignal) => api.get<Product[]>(`/product/subcategory/${encodeURIComponent(brand)}`, signal);

export const BRAND_PRODUCTS_KEY = ["brand-products"] as const;

export const brandProductsQueryOptions = (brand: string) =>
  queryOptions({
    queryKey: [...BRAND_PRODUCTS_KEY, brand],
    queryFn: async ({ signal }) => {
      const cached = readBrandCache(brand);
      if (cached) return cached;
      const items = (await getBrandProducts(brand, signal)).map(toBrandProduct);
      writeBrandCache(brand, items);
      return items;
    },
    staleTime: BRAND_CACHE_TTL_MS,
  });

export const useBrandProducts = (brand: string) => useQuery(brandProductsQueryOptions(brand));
