import { useMutation } from "@tanstack/react-query";
import type { TestimonialFields } from "@pasal/shared";
import { postForm, toFormData } from "@/lib/api-form";

/**
 * POST /api/testimonial (multipart, docs/requirements/home.md#testimonials): stored hidden until the
 * shop approves it.
 */
export const postTestimonial = ({ image, ...fields }: TestimonialFields & { image: File }) =>
  postForm<{ message: string }>("/testimonial", toFormData(fields, { image: [image] }));

export const usePostTestimonial = () => useMutation({ mutationFn: postTestimonial });
