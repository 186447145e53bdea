import type { MailMessage } from "./mailer.js";

/** Plain words and one link; it is sent whether or not guest orders exist, so it promises none. */
export function guestClaimMail(to: string, link: string, shopName: string): MailMessage {
  const intro = `Open this link within 24 hours to add any orders placed at ${shopName} as a guest with ${to} to your account:`;
  const note = "If you did not ask for this, ignore this message: nothing changes.";
  return {
    to,
    subject: `Add your guest orders to your ${shopName} account`,
    text: `${intro}\n\n${link}\n\n${note}\n`,
    html: `<p>${intro}</p><p><a href="${link}">Add my orders</a></p><p>${note}</p>`,
  };
}
