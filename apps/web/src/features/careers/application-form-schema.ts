import { CAREERS_MESSAGES, RESUME_EXTENSIONS, UPLOAD_MAX_BYTES, jobApplicationSchema } from "@pasal/shared";
import { z } from "zod";
import { knownTexts, type KnownTexts } from "@/lib/i18n/known-texts";
import { m } from "@/paraglide/messages";

const hasResumeExtension = (name: string) => RESUME_EXTENSIONS.some((ext) => name.toLowerCase().endsWith(ext));

/**
 * The shared application rules plus the resume picker's early checks
 * (docs/requirements/content-pages.md#careers; the server checks the bytes).
 */
export const applicationFormSchema = jobApplicationSchema.extend({
  resume: z
    .custom<FileList>()
    .refine((files) => files?.length === 1, CAREERS_MESSAGES.resumeMissing)
    .refine((files) => !files?.[0] || hasResumeExtension(files[0].name), CAREERS_MESSAGES.resumeWrongType)
    .refine((files) => !files?.[0] || files[0].size <= UPLOAD_MAX_BYTES, CAREERS_MESSAGES.resumeTooLarge),
});
export type ApplicationFormValues = z.input<typeof applicationFormSchema>;

export const EMPTY_APPLICATION: Omit<ApplicationFormValues, "resume"> = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  position: "",
  linkedin: "",
  coverLetter: "",
  hearAbout: "",
};

/** Functions, read in the current language when rendered; site names stay as they are. */
export const HEAR_ABOUT_LABELS: Record<(typeof import("@pasal/shared").HEAR_ABOUT_OPTIONS)[number], () => string> = {
  linkedin: () => "LinkedIn",
  indeed: () => "Indeed",
  glassdoor: () => "Glassdoor",
  referral: m.careers_hear_referral,
  website: m.careers_hear_website,
  other: m.careers_hear_other,
};

/**
 * The shared rules' (English) messages and the server's confirmation, each with its message: the
 * English is the same text, so English shows exactly what the spec fixes
 * (docs/requirements/content-pages.md#careers).
 */
export const CAREERS_TEXTS: KnownTexts = {
  "First name is required": m.careers_err_first_name,
  "Last name is required": m.careers_err_last_name,
  "Email is required": m.careers_err_email,
  "Invalid email format": m.careers_err_email_format,
  "Phone number is required": m.careers_err_phone,
  "Enter a valid phone number": m.careers_err_phone_format,
  "Cover letter is required": m.careers_err_cover,
  "Keep the cover letter under 10,000 characters": m.careers_err_cover_long,
  "Choose how you heard about us from the list": m.careers_err_hear,
  [CAREERS_MESSAGES.linkedin]: m.careers_err_linkedin,
  [CAREERS_MESSAGES.resumeMissing]: m.careers_err_resume_missing,
  [CAREERS_MESSAGES.resumeWrongType]: m.careers_err_resume_type,
  [CAREERS_MESSAGES.resumeTooLarge]: m.careers_err_resume_size,
  [CAREERS_MESSAGES.submitFailed]: m.careers_submit_failed,
  [CAREERS_MESSAGES.submitted]: m.careers_submitted,
};

/** A validation or server text in the current language; one not known here is shown as it came. */
export const careersText = knownTexts(CAREERS_TEXTS);
