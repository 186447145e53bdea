import { z } from "zod";

/** Careers form rules and words (docs/requirements/content-pages.md#careers). */
export const HEAR_ABOUT_OPTIONS = ["linkedin", "indeed", "glassdoor", "referral", "website", "other"] as const;

export const CAREERS_MESSAGES = {
  submitFailed: "Error submitting application. Please try again.",
  submitted: "Thank you! Your application has been received. We will be in touch soon.",
  resumeMissing: "Please attach your resume",
  resumeWrongType: "Resume must be a PDF, DOCX or RTF file",
  resumeTooLarge: "Resume must be less than 5MB",
  linkedin: "Enter a LinkedIn URL starting with http:// or https://",
} as const;

export const RESUME_EXTENSIONS = [".pdf", ".docx", ".rtf"] as const;

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
};

/** The text fields of POST /apply (multipart; the resume is the `resume` file). */
export const jobApplicationSchema = z.object({
  firstName: z.string().trim().min(1, "First name is required").max(100),
  lastName: z.string().trim().min(1, "Last name is required").max(100),
  email: z.string().trim().min(1, "Email is required").max(254).email("Invalid email format"),
  phone: z
    .string()
    .trim()
    .min(1, "Phone number is required")
    .regex(/^\+?\d[\d\s-]{5,18}\d$/, "Enter a valid phone number"),
  position: z.string().trim().max(200),
  linkedin: z
    .string()
    .trim()
    .max(300)
    .refine((v) => v === "" || isHttpUrl(v), CAREERS_MESSAGES.linkedin),
  coverLetter: z.string().trim().min(1, "Cover letter is required").max(10_000, "Keep the cover letter under 10,000 characters"),
  hearAbout: z.enum([...HEAR_ABOUT_OPTIONS, ""], { error: "Choose how you heard about us from the list" }),
});
export type JobApplicationFields = z.infer<typeof jobApplicationSchema>;

export const jobPositionSchema = z.object({
  _id: z.string(),
  title: z.string(),
  location: z.string(),
  type: z.string(),
  department: z.string(),
  description: z.string(),
});
export type JobPosition = z.infer<typeof jobPositionSchema>;
