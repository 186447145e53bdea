import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Product } from "@pasal/shared";
import { api } from "@/lib/api-client";

/** Twelve scored results per search (spec part 1 §7). */
export const SEARCH_LIMIT = 12;

/** The server ranks by `score` (spec part 2 "Search scoring"); the page keeps it to itself. */
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
