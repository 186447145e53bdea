import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "../config.js";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes when it is not the sender (e.g. the shopper who wrote to the shop). */
  replyTo?: string;
  /** Files sent along (e.g. a job applicant's resume), from memory or read from disk by nodemailer. */
  attachments?: ({ filename: string; contentType?: string } & ({ content: Buffer } | { path: string }))[];
}

export interface Mailer {
  /** A message, or one still being written (its shop name read first): closing waits for both. */
  send(message: MailMessage | Promise<MailMessage>): Promise<void>;
  /** True when mail really leaves the machine (SMTP_URL is set). */
  readonly delivers: boolean;
  /** Waits for the messages still being sent (several are sent after their request answered), then closes. */
  close(): Promise<void>;
}

/** Keeps count of the sends in flight so that closing waits for them instead of cutting them off. */
function tracked(send: (message: MailMessage) => Promise<void>, closeTransport: () => void) {
  const inFlight = new Set<Promise<void>>();
  return {
    send(message: MailMessage | Promise<MailMessage>): Promise<void> {
      const sending = Promise.resolve(message).then(send);
      inFlight.add(sending);
      const forget = () => inFlight.delete(sending);
      sending.then(forget, forget);
      return sending;
    },
    async close(): Promise<void> {
      await Promise.allSettled([...inFlight]);
      closeTransport();
    },
  };
}

/**
 * nodemailer over SMTP_URL. Without it, every message is written as an .eml file to
 * DATA_DIR/outbox, so the flows that send mail still work on a laptop. Mail comes from MAIL_FROM
 * when set, else from the shop's name as the back office has it (`senderName`, read per message)
 * at SHOP_EMAIL.
 */
export function createMailer(config: Config, log: FastifyBaseLogger, senderName?: () => Promise<string>): Mailer {
  const fromAddress = async () => {
    if (config.MAIL_FROM) return config.MAIL_FROM;
    const name = senderName ? await senderName().catch(() => config.SHOP_NAME) : config.SHOP_NAME;
    return { name, address: config.SHOP_EMAIL };
  };
  if (config.SMTP_URL) {
    const transport: Transporter = nodemailer.createTransport(config.SMTP_URL);
    return {
      delivers: true,
      ...tracked(
        async (message) => {
          await transport.sendMail({ from: await fromAddress(), ...message });
        },
        () => transport.close(),
      ),
    };
  }
  const outbox = path.join(config.DATA_DIR, "outbox");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    delivers: false,
    ...tracked(
      async (message) => {
        const info = await transport.sendMail({ from: await fromAddress(), ...message });
        mkdirSync(outbox, { recursive: true });
        const file = path.join(outbox, `${Date.now()}-${message.to.replace(/[^a-z0-9@._-]/gi, "_")}.eml`);
        writeFileSync(file, info.message as Buffer);
        // The file name holds the recipient; the log says only that a mail went to the outbox.
        log.info("mail written to DATA_DIR/outbox (no SMTP_URL)");
      },
      () => transport.close(),
    ),
  };
}
