import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Category } from "@pasal/shared";
import { api } from "../api-client";

export const getCategories = (signal?: AbortSignal) => api.get<Category[]>("/category", signal);

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ["categories"],
    queryFn: ({ signal }) => getCategories(signal),
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
