import { CHECKOUT_MESSAGES, MESSAGES, PAYMENT_MESSAGES } from "@pasal/shared";
import { digits } from "@/lib/i18n/format";
import { knownTexts, type KnownTexts } from "@/lib/i18n/known-texts";
import { m } from "@/paraglide/messages";

/*
 * The fixed English texts the shopper's forms show without writing them: the validation messages
 * of the zod schemas in packages/shared (and the forms' own schemas), and the few success texts
 * the server always words the same way. The shared texts stay English (the spec's and the
 * server's); here each known text gets its message, so the Nepali UI shows Nepali and the English
 * UI shows exactly the same text as before. Anything unknown (a server's refusal) is shown as it
 * came. Only form screens import this: the shared modules it reads carry zod (decision 023).
 */
const KNOWN: KnownTexts = {
  [CHECKOUT_MESSAGES.firstName]: m.form_first_name_required,
  [CHECKOUT_MESSAGES.lastName]: m.form_last_name_required,
  [CHECKOUT_MESSAGES.email]: m.form_email_required,
  [CHECKOUT_MESSAGES.emailFormat]: m.form_email_format,
  [CHECKOUT_MESSAGES.phone]: m.form_phone_required,
  [CHECKOUT_MESSAGES.phoneFormat]: m.form_phone_format,
  [MESSAGES.signupPasswordHint]: m.form_password_min_8,
  [MESSAGES.passwordsDontMatchSignup]: m.form_passwords_mismatch_signup,
  [MESSAGES.passwordsDontMatch]: m.form_passwords_mismatch,
  [MESSAGES.resetPasswordShort]: m.form_password_min_6,
  [MESSAGES.enterOtp]: m.form_enter_otp,
  [MESSAGES.enterEmail]: m.form_enter_email,
  [MESSAGES.newPasswordsDontMatch]: m.form_new_passwords_mismatch,
  [MESSAGES.invalidPhone]: m.form_phone_invalid,
  // Written inline in packages/shared/src/auth.ts and the forms' schemas.
  "Enter a valid email address": m.form_email_invalid,
  "Full name is required": m.form_full_name_required,
  "Password is required": m.form_password_required,
  "The code is 6 digits": m.form_code_digits,
  "Please confirm your password": m.form_confirm_password,
  "Enter your current password": m.form_enter_current_password,
  // Success texts the server always sends in these words.
  [PAYMENT_MESSAGES.gatewayDown]: m.order_gateway_down,
  "Code verified. Choose a new password.": m.auth_code_verified,
  "Password reset successfully. You can log in now.": m.auth_password_reset_done,
  "Profile updated successfully": m.profile_updated,
  "Profile updated. Open the link we sent to your new e-mail address to start using it.": m.profile_email_change_sent,
  "Password changed successfully": m.profile_password_changed,
};

// zod's own message for a `.max(n)` on a string, read in both languages as "At most n characters".
const TOO_LONG = /^Too big: expected string to have <=(\d+) characters$/;

const fixedText = knownTexts(KNOWN);

/** A known fixed text in the shopper's language; any other text as it is. */
export function localText(text: string): string {
  const tooLong = TOO_LONG.exec(text);
  return tooLong ? m.form_too_long({ max: digits(tooLong[1]!) }) : fixedText(text);
}

/** A field's validation message (react-hook-form's `errors.x?.message`) in the shopper's language. */
export const formError = (message: string | undefined): string | undefined => (message ? localText(message) : message);
