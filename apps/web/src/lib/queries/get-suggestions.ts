import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api-client";
import { useDebouncedValue } from "../use-debounced-value";

/** Suggestions wait until typing pauses for 350 ms (docs/requirements/search.md#search-calls). */
export const SUGGEST_DEBOUNCE_MS = 350;

type SuggestResponse = { suggestions: string[] };

export const getSuggestions = (text: string, signal?: AbortSignal) => api.get<SuggestResponse>(`/predict/suggest?q=${encodeURIComponent(text)}`, signal);

export const suggestionsQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ["suggestions", text],
    queryFn: ({ signal }) => getSuggestions(text, signal),
    enabled: text !== "",
    staleTime: 60_000,
    // The list under the box stays put while the next one loads instead of flickering.
    placeholderData: keepPreviousData,
    // Suggestions are a nicety: a failure shows none (docs/requirements/search.md#search-calls), without
    // retries.
    retry: false,
  });

/** Up to five phrases for `text`, asked only once typing pauses and only when there is text. */
export function useSuggestions(text: string): string[] {
  const settled = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  const query = useQuery(suggestionsQueryOptions(settled));
  if (!text.trim() || !settled) return [];
  return query.data?.suggestions.slice(0, 5) ?? [];
}
