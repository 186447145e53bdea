import type { MailMessage } from "./mailer.js";

export function passwordResetMail(to: string, code: string, shopName: string): MailMessage {
  return {
    to,
    subject: `Your ${shopName} password reset code`,
    text:
      `Your code to reset your ${shopName} password is ${code}.\n\n` +
      "It works for 10 minutes. If you did not ask to reset your password, ignore this message: " +
      "your password stays as it is.\n",
    html:
      `<p>Your code to reset your ${shopName} password is</p>` +
      `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>` +
      "<p>It works for 10 minutes. If you did not ask to reset your password, ignore this message: " +
      "your password stays as it is.</p>",
  };
}
