import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi, queryString } from "../lib/admin-request";

/*
 * Moderation endpoints are being built on another branch; these shapes follow issue 11
 * (GET /api/admin/testimonials?status=pending, POST …/:id/approve|reject; reviews hide/restore
 * with their media) and live here alone for the lead to align when merging.
 */
export const TESTIMONIAL_STATUSES = ["pending", "approved", "rejected"] as const;
export const REVIEW_STATUSES = ["visible", "hidden"] as const;

export type AdminTestimonial = { id: string; name: string; location: string; experience: string; image: string; status: (typeof TESTIMONIAL_STATUSES)[number]; createdAt: string };
export type AdminReview = {
  id: string;
  productName: string;
  user: string;
  rating: number;
  comment: string;
  medias: Array<{ url: string; type: "image" | "video" }>;
  hidden: boolean;
  createdAt: string;
};

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
