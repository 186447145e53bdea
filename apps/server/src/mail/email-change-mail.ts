import type { MailMessage } from "./mailer.js";

export function emailChangeMail(to: string, link: string, shopName: string): MailMessage {
  const note = `If you did not ask to use this address for a ${shopName} account, ignore this message: nothing changes.`;
  return {
    to,
    subject: `Confirm your new ${shopName} e-mail address`,
    text: `Open this link within 24 hours to make ${to} your ${shopName} sign-in address:\n\n${link}\n\n${note}\n`,
    html:
      `<p>Open this link within 24 hours to make ${to} your ${shopName} sign-in address:</p>` +
      `<p><a href="${link}">Confirm my new e-mail address</a></p><p>${note}</p>`,
  };
}
