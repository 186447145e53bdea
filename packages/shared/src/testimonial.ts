import { z } from "zod";

/** Testimonial form rules and words (docs/requirements/home.md#testimonials). */
export const TESTIMONIAL_MESSAGES = {
  submitted: "Testimonial submitted successfully!",
  failed: "Failed to submit testimonial. Please try again.",
  imageMissing: "Please add a photo of yourself",
  imageWrongType: "Only JPG, PNG, GIF or WebP images are allowed",
  imageTooLarge: "The photo must be less than 5MB",
} as const;

export const TESTIMONIAL_IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;

/** The text fields of POST /testimonial (multipart); the image is the `image` file. */
export const testimonialFieldsSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(100, "Keep the name under 100 characters"),
  experience: z.string().trim().min(1, "Please tell us about your experience").max(1000, "Keep it under 1000 characters"),
  location: z.string().trim().min(1, "Location is required").max(100, "Keep the location under 100 characters"),
});
export type TestimonialFields = z.infer<typeof testimonialFieldsSchema>;
