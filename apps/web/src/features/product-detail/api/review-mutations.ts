import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProductRating, Review } from "@pasal/shared";
import { api } from "@/lib/api-client";
import { postForm, toFormData } from "@/lib/api-form";

export type NewReviewInput = { productId: string; rating: number; comment: string; medias: readonly File[] };

/** POST /api/review (multipart): the author is the session's user. */
export const postReview = ({ productId, rating, comment, medias }: NewReviewInput) =>
  postForm<{ message: string; review: Review; product: ProductRating }>("/review", toFormData({ productId, rating: String(rating), comment }, { medias }));

export const deleteReview = (reviewId: string) => api.delete<{ message: string; product: ProductRating }>(`/review/${encodeURIComponent(reviewId)}`);

/** After a review is written or deleted, reload the reviews and the product (its rating moved). */
function useRefreshAfterReview(productId: string) {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: ["reviews", productId] }), queryClient.invalidateQueries({ queryKey: ["product"] })]);
}

export const usePostReview = (productId: string) => {
  const refresh = useRefreshAfterReview(productId);
  return useMutation({ mutationFn: postReview, onSuccess: refresh });
};

export const useDeleteReview = (productId: string) => {
  const refresh = useRefreshAfterReview(productId);
  return useMutation({ mutationFn: deleteReview, onSuccess: refresh });
};
