import type { MailMessage } from "../../mail/mailer.js";

/** The invitation: a one-time link to set a password (plain text, nothing typed becomes markup). */
export function staffInviteMail(input: { to: string; role: string; link: string; shopName: string }): MailMessage {
  const text = [
    "Namaste,",
    "",
    `You have been invited to help run ${input.shopName} as ${input.role}.`,
    "Open this link within 3 days to set your password (it works once):",
    "",
    input.link,
    "",
    "Afterwards, sign in on the shop's ordinary sign-in page and you will land in the back office.",
    "If you did not expect this, ignore this mail.",
    input.shopName,
  ].join("\n");
  return { to: input.to, subject: `You are invited to run ${input.shopName}`, text };
}
