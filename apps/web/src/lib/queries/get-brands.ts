import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Brand } from "@pasal/shared";
import { api } from "../api-client";

// Brands change rarely: keep them for ten minutes (docs/requirements/catalogue.md#catalogue-calls).
const TEN_MINUTES = 10 * 60 * 1000;

export const getBrands = (signal?: AbortSignal) => api.get<Brand[]>("/subcategory", signal);

export const brandsQueryOptions = () =>
  queryOptions({
    queryKey: ["brands"],
    queryFn: ({ signal }) => getBrands(signal),
    staleTime: TEN_MINUTES,
  });

export const useBrands = () => useQuery(brandsQueryOptions());
