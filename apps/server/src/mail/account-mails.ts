import type { MailMessage } from "./mailer.js";

/**
 * The mails that prove an address or tell its owner what happened to it (decision 028). Plain
 * words; nothing a visitor typed becomes markup except the name of the shop's own address.
 */

/** Sign-up's code and link: either one proves the address, in the account's own session. */
export function emailVerificationMail(to: string, code: string, link: string, shopName: string): MailMessage {
  const note = `If you did not create a ${shopName} account, ignore this message: nothing is linked to your address until the code is used.`;
  return {
    to,
    subject: `Confirm your ${shopName} e-mail address`,
    text:
      `Your ${shopName} e-mail confirmation code: ${code}\n\n` +
      `Or open this link in the browser where you are signed in (it works for 24 hours):\n\n${link}\n\n${note}\n`,
    html:
      `<p>Your ${shopName} e-mail confirmation code:</p>` +
      `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>` +
      `<p>Or open this link in the browser where you are signed in (it works for 24 hours):</p>` +
      `<p><a href="${link}">Confirm my e-mail address</a></p><p>${note}</p>`,
  };
}

/** Someone signed up with an address that already has an account: only its owner is told. */
export function signupAttemptMail(to: string, signInLink: string, shopName: string): MailMessage {
  const text =
    `Someone just tried to create a ${shopName} account with ${to}, which already has one.\n\n` +
    `If it was you, sign in instead (or choose "Forgot password"): ${signInLink}\n\n` +
    "If it was not you, nothing changed: no account was created and nobody was signed in to yours.\n";
  return { to, subject: `Someone tried to sign up at ${shopName} with your address`, text };
}

/**
 * Google proved the address of an account whose sign-up never did: the account is now the
 * Google user's, its password is gone and every session ended.
 */
export function googleTakeoverMail(to: string, shopName: string): MailMessage {
  const text =
    `You signed in to ${shopName} with Google as ${to}.\n\n` +
    `An account with this address had been created with a password, but its address was never confirmed. ` +
    `Since Google confirmed that the address is yours, that account is now yours: its password was removed ` +
    `and everyone signed in to it was signed out. Sign in with Google from now on, or choose "Forgot password" ` +
    `to set a password of your own.\n\n` +
    "Check the addresses and orders in your profile: anything you do not recognise was added before you took over the account.\n";
  return { to, subject: `Your ${shopName} account now signs in with Google`, text };
}

/**
 * The account's password was changed (by its owner in the profile, or through a reset code): the
 * owner hears of it, so a change they did not make does not go unnoticed.
 */
export function passwordChangedMail(to: string, how: "profile" | "reset", shopName: string): MailMessage {
  const what = how === "profile" ? "from your profile" : "with a password-reset code sent to this address";
  const text =
    `The password of your ${shopName} account (${to}) was just changed ${what}. ` +
    "Every other device that was signed in has been signed out.\n\n" +
    `If you did this, there is nothing more to do. If you did not, choose "Forgot password" on the sign-in page ` +
    `at once to set a new one, and tell us by replying to this mail.\n\n${shopName}\n`;
  return { to, subject: `Your ${shopName} password was changed`, text };
}
