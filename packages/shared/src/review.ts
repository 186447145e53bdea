import { z } from "zod";
import { REVIEW_COMMENT_MAX, REVIEW_MESSAGES } from "./review-rules.js";

// The rules and words live in review-rules.ts, which has no zod (decision 023).
export * from "./review-rules.js";

/** The text fields of POST /review (multipart); the author comes from the session, never the form. */
export const reviewFieldsSchema = z.object({
  productId: z.string().uuid("Unknown product"),
  rating: z.coerce
    .number({ error: REVIEW_MESSAGES.selectRating })
    .int(REVIEW_MESSAGES.selectRating)
    .min(1, REVIEW_MESSAGES.selectRating)
    .max(5, "Rating must be between 1 and 5"),
  comment: z.string().trim().max(REVIEW_COMMENT_MAX, `Keep the comment under ${REVIEW_COMMENT_MAX} characters`).default(""),
});
export type ReviewFields = z.infer<typeof reviewFieldsSchema>;

export const reviewMediaSchema = z.object({ url: z.string(), type: z.enum(["image", "video"]) });

export const reviewSchema = z.object({
  _id: z.string(),
  /** The author's full name. */
  user: z.string(),
  rating: z.number(),
  comment: z.string(),
  /** ISO 8601. */
  date: z.string(),
  medias: z.array(reviewMediaSchema),
  /** True when the signed-in caller wrote it (only they may delete it). */
  mine: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListSchema = z.object({ response: z.array(reviewSchema), responseCount: z.number() });
export type ReviewList = z.infer<typeof reviewListSchema>;

/** A product's rating after a review call (also POST /review-rating/:productId's answer). */
export const productRatingSchema = z.object({
  productId: z.string(),
  rating: z.number(),
  reviews: z.number(),
  totalRating: z.number(),
});
export type ProductRating = z.infer<typeof productRatingSchema>;

export const reviewPostedSchema = z.object({ message: z.string(), review: reviewSchema, product: productRatingSchema });
export const reviewDeletedSchema = z.object({ message: z.string(), product: productRatingSchema });
