import { useEffect } from "react";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ReviewList } from "@pasal/shared";
import { api } from "@/lib/api-client";

/**
 * GET /api/review/:productId (docs/requirements/catalogue.md#reviews). `viewerId` keys the cache: `mine`
 * depends on who asks.
 */
export const getReviews = (productId: string, signal?: AbortSignal) => api.get<ReviewList>(`/review/${encodeURIComponent(productId)}`, signal);

export const reviewsQueryOptions = (productId: string, viewerId: string | null) =>
  queryOptions({
    queryKey: ["reviews", productId, viewerId],
    queryFn: ({ signal }) => getReviews(productId, signal),
  });

export const useReviews = (productId: string, viewerId: string | null) => {
  const query = useQuery(reviewsQueryOptions(productId, viewerId));
  // A failed review fetch is only logged (docs/requirements/catalogue.md#reviews); the section shows an
  // empty list.
  useEffect(() => {
    if (query.error) console.error("Failed to load reviews", query.error);
  }, [query.error]);
  return query;
};
