import type { JobApplicationFields } from "@pasal/shared";
import type { MailMessage } from "../../mail/mailer.js";

const headerSafe = (text: string) => text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();

export interface ApplicationMailInput {
  to: string;
  shopName: string;
  application: JobApplicationFields;
  resume: { content: Buffer; filename: string; contentType: string };
}

/** The application as the shop receives it, with the resume attached; replying answers the applicant. */
export function applicationMail({ to, shopName, application: a, resume }: ApplicationMailInput): MailMessage {
  const name = headerSafe(`${a.firstName} ${a.lastName}`);
  const lines = [
    `Name: ${name}`,
    `Email: ${a.email}`,
    `Phone: ${a.phone}`,
    `Position: ${a.position || "(not given)"}`,
    `LinkedIn: ${a.linkedin || "(not given)"}`,
    `Heard about us: ${a.hearAbout || "(not given)"}`,
    "",
    "Cover letter:",
    a.coverLetter,
  ];
  return {
    to,
    replyTo: a.email,
    subject: headerSafe(`[${shopName} careers] Application from ${name}${a.position ? ` for ${a.position}` : ""}`),
    text: `${lines.join("\n")}\n`,
    attachments: [resume],
  };
}
