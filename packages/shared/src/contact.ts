import { z } from "zod";

/**
 * Texts of the contact page (docs/requirements/content-pages.md#contact), shared by the form and its
 * tests.
 */
export const CONTACT_MESSAGES = {
  /** The spec's "Couldn't sent email!" with its grammar corrected (docs/spec-deviations.md). */
  failed: "Couldn't send email! Try again later.",
  sent: "Thank you for getting in touch! We will reply to your e-mail soon.",
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Enter a valid email address",
  messageRequired: "Message is required",
} as const;

export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

/**
 * POST /contactus (docs/requirements/content-pages.md#contact): name, email and message are required;
 * email must be valid.
 */
export const contactRequestSchema = z.object({
  name: z.string().trim().min(1, CONTACT_MESSAGES.nameRequired).max(CONTACT_LIMITS.name, `Name must be at most ${CONTACT_LIMITS.name} characters`),
  email: z
    .string()
    .trim()
    .min(1, CONTACT_MESSAGES.emailRequired)
    .pipe(z.email(CONTACT_MESSAGES.emailInvalid).max(CONTACT_LIMITS.email, CONTACT_MESSAGES.emailInvalid)),
  message: z
    .string()
    .trim()
    .min(1, CONTACT_MESSAGES.messageRequired)
    .max(CONTACT_LIMITS.message, `Message must be at most ${CONTACT_LIMITS.message} characters`),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;
