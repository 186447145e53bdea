import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/**
 * An approved testimonial as GET /api/show-testimonials returns it
 * (docs/requirements/home.md#testimonials).
 */
export type Testimonial = {
  _id: string;
  name: string;
  experience: string;
  location: string;
  image: { url: string } | null;
};

export const getTestimonials = (signal?: AbortSignal) => api.get<Testimonial[]>("/show-testimonials", signal);

export const testimonialsQueryOptions = () => queryOptions({ queryKey: ["testimonials"], queryFn: ({ signal }) => getTestimonials(signal), retry: 1 });

export const useTestimonials = (enabled = true) => useQuery({ ...testimonialsQueryOptions(), enabled });
