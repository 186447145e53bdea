import { CAREERS_MESSAGES, RESUME_EXTENSIONS, UPLOAD_MAX_BYTES, jobApplicationSchema } from "@pasal/shared";
import { z } from "zod";

const hasResumeExtension = (name: string) => RESUME_EXTENSIONS.some((ext) => name.toLowerCase().endsWith(ext));

/** The shared application rules plus the resume picker's early checks (spec part 2 §5; the server checks the bytes). */
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

export const HEAR_ABOUT_LABELS: Record<(typeof import("@pasal/shared").HEAR_ABOUT_OPTIONS)[number], string> = {
  linkedin: "LinkedIn",
  indeed: "Indeed",
  glassdoor: "Glassdoor",
  referral: "Referral from a friend",
  website: "Our website",
  other: "Other",
};
