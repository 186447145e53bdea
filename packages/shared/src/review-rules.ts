// No zod here: the product page's first load needs these, not the schemas (decision 023).

/** Review rules and words (docs/requirements/catalogue.md#reviews). */
export const REVIEW_MESSAGES = {
  selectRating: "Please select a rating",
  loginFirst: "Please login first!",
  tooLarge: "Files must be less than 5MB",
  wrongType: "Only JPG, PNG, GIF images and MP4 videos are allowed",
  tooMany: "You can attach up to 5 photos or videos",
  posted: "Review posted successfully",
  postFailed: "Failed to post review. Please try again.",
  deleted: "Review deleted successfully",
  deleteFailed: "Failed to delete review",
} as const;

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const REVIEW_MEDIA_MAX_COUNT = 5;
export const REVIEW_COMMENT_MAX = 2000;
/** The browser's idea of the type, for the picker's early check; the server checks the bytes. */
export const REVIEW_MEDIA_TYPES = ["image/jpeg", "image/png", "image/gif", "video/mp4", "video/quicktime"] as const;
