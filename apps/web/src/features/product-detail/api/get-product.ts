import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Product } from "@pasal/shared";
import { api } from "@/lib/api-client";

/** GET /api/product/:idOrModelName accepts the id, the exact model name or its link form. */
export const getProduct = (idOrModelName: string, signal?: AbortSignal) => api.get<Product>(`/product/${encodeURIComponent(idOrModelName)}`, signal);

export const productQueryOptions = (idOrModelName: string) =>
  queryOptions({
    queryKey: ["product", idOrModelName],
    queryFn: ({ signal }) => getProduct(idOrModelName, signal),
  });

export const useProduct = (idOrModelName: string) => useQuery(productQueryOptions(idOrModelName));
