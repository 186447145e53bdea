import { CONTACT_LIMITS, CONTACT_MESSAGES } from "@pasal/shared";
import { digits } from "@/lib/i18n/format";
import { knownTexts, type KnownTexts } from "@/lib/i18n/known-texts";
import { m } from "@/paraglide/messages";

/**
 * The contact rules' (English) messages and the server's thanks, each with its message: the
 * English is the same text, so English shows exactly what the spec fixes
 * (docs/requirements/content-pages.md#contact).
 */
export const CONTACT_TEXTS: KnownTexts = {
  [CONTACT_MESSAGES.nameRequired]: m.contact_err_name,
  [CONTACT_MESSAGES.emailRequired]: m.contact_err_email,
  [CONTACT_MESSAGES.emailInvalid]: m.contact_err_email_invalid,
  [CONTACT_MESSAGES.messageRequired]: m.contact_err_message,
  [`Name must be at most ${CONTACT_LIMITS.name} characters`]: () => m.contact_err_name_long({ max: digits(String(CONTACT_LIMITS.name)) }),
  [`Message must be at most ${CONTACT_LIMITS.message} characters`]: () => m.contact_err_message_long({ max: digits(String(CONTACT_LIMITS.message)) }),
  [CONTACT_MESSAGES.failed]: m.contact_failed,
  [CONTACT_MESSAGES.sent]: m.contact_sent,
};

/** A validation or server text in the current language; one not known here is shown as it came. */
export const contactText = knownTexts(CONTACT_TEXTS);
