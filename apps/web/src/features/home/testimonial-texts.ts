import { TESTIMONIAL_MESSAGES } from "@pasal/shared";
import { knownTexts, type KnownTexts } from "@/lib/i18n/known-texts";
import { m } from "@/paraglide/messages";

/**
 * The testimonial rules' (English) messages and the form's fixed toasts, each with its message: the
 * English is the same text, so English shows exactly what the spec fixes
 * (docs/requirements/home.md#testimonials).
 */
export const TESTIMONIAL_TEXTS: KnownTexts = {
  "Name is required": m.home_tm_err_name,
  "Keep the name under 100 characters": m.home_tm_err_name_long,
  "Please tell us about your experience": m.home_tm_err_experience,
  "Keep it under 1000 characters": m.home_tm_err_experience_long,
  "Location is required": m.home_tm_err_location,
  "Keep the location under 100 characters": m.home_tm_err_location_long,
  [TESTIMONIAL_MESSAGES.imageMissing]: m.home_tm_image_missing,
  [TESTIMONIAL_MESSAGES.imageWrongType]: m.home_tm_image_type,
  [TESTIMONIAL_MESSAGES.imageTooLarge]: m.home_tm_image_size,
  [TESTIMONIAL_MESSAGES.submitted]: m.home_tm_submitted,
  [TESTIMONIAL_MESSAGES.failed]: m.home_tm_failed,
};

/** A validation text in the current language; one not known here is shown as it came. */
export const testimonialText = knownTexts(TESTIMONIAL_TEXTS);
