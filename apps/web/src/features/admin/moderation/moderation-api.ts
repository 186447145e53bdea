import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { adminReviewSchema, adminTestimonialSchema } from "@pasal/shared";
import { adminApi, queryString } from "../lib/admin-request";

/** The server's shapes (packages/shared/src/admin-people.ts). */
export { REVIEW_STATUSES, TESTIMONIAL_STATUSES } from "@pasal/shared";
export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const testimonialsQuery = (status: string) => ({
  queryKey: ["admin", "moderation", "testimonials", status],
  queryFn: ({ signal }: { signal: AbortSignal }) => adminApi.get<{ items: AdminTestimonial[] }>(`/admin/testimonials${queryString({ status })}`, signal),
});

export const reviewsQuery = (status: string) => ({
  queryKey: ["admin", "moderation", "reviews", status],
  queryFn: ({ signal }: { signal: AbortSignal }) => adminApi.get<{ items: AdminReview[] }>(`/admin/reviews${queryString({ status })}`, signal),
});

/** approve | reject a testimonial, hide | restore a review; the queue and the dashboard's count refresh. */
export function useModerate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, action }: { kind: "testimonials" | "reviews"; id: string; action: "approve" | "reject" | "hide" | "restore" }) =>
      adminApi.post<unknown>(`/admin/${kind}/${id}/${action}`),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ["admin", "moderation"] });
      void client.invalidateQueries({ queryKey: ["admin", "dashboard"] });
    },
  });
}
