import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProductSummary } from "@pasal/shared";
import { api } from "@/lib/api-client";

type RecommendationResponse = { items: ProductSummary[] };

/** Recommendations for the signed-in shopper; the server answers only for one's own id. */
export const getPersonalized = (userId: string, signal?: AbortSignal) =>
  api.get<RecommendationResponse>(`/reco/personalized/${encodeURIComponent(userId)}`, signal);

export const personalizedQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ["reco", "personalized", userId],
    queryFn: ({ signal }) => getPersonalized(userId, signal),
    retry: false,
  });

export const usePersonalized = (userId: string | undefined) => useQuery({ ...personalizedQueryOptions(userId ?? ""), enabled: Boolean(userId) });
