import type { ContactRequest } from "@pasal/shared";
import type { MailMessage } from "../../mail/mailer.js";

/** One line, no control characters: the name ends up in a mail header. */
const headerSafe = (text: string) => text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The shopper's message as the shop receives it: replying answers the shopper. */
export function contactMail(to: string, input: ContactRequest, shopName: string): MailMessage {
  const name = headerSafe(input.name);
  return {
    to,
    replyTo: input.email,
    subject: `[${shopName} contact] Message from ${name}`,
    text: `${name} <${input.email}> wrote through the contact page:\n\n${input.message}\n`,
    html:
      `<p><strong>${escapeHtml(name)}</strong> &lt;${escapeHtml(input.email)}&gt; wrote through the contact page:</p>` +
      `<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`,
  };
}
