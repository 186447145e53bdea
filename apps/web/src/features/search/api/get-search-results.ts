import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Product } from "@pasal/shared";
import { api } from "@/lib/api-client";

/** Twelve scored results per search (docs/requirements/search.md#search-calls). */
export const SEARCH_LIMIT = 12;

/** The server ranks by `score` (docs/requirements/search.md#search-scoring); the page keeps it to itself. */
export type SearchResponse = { results: (Product & { score: number })[]; total: number };

export const getSearchResults = (term: string, signal?: AbortSignal) =>
  api.get<SearchResponse>(`/predict/search?q=${encodeURIComponent(term)}&limit=${SEARCH_LIMIT}`, signal);

export const searchResultsQueryOptions = (term: string) =>
  queryOptions({
    queryKey: ["predict-search", term],
    queryFn: ({ signal }) => getSearchResults(term, signal),
    enabled: term !== "",
  });

export const useSearchResults = (term: string) => useQuery(searchResultsQueryOptions(term));
