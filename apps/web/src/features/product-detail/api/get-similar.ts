import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProductSummary } from "@pasal/shared";
import { api } from "@/lib/api-client";

type SimilarResponse = { items: ProductSummary[] };

export const getSimilar = (productId: string, signal?: AbortSignal) => api.get<SimilarResponse>(`/reco/similar/${encodeURIComponent(productId)}`, signal);

export const similarQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: ["reco", "similar", productId],
    queryFn: ({ signal }) => getSimilar(productId, signal),
    // Recommendation failures are only logged (docs/requirements/home.md#recommendations): no retries,
    // the block hides.
    retry: false,
  });

export const useSimilarProducts = (productId: string) => useQuery(similarQueryOptions(productId));
