import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { createTestApp, type DatabaseKind, type TestApp } from "./helpers.js";

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** How the server answers the nth message (1-based): after a delay, and/or with a temporary failure. */
export type MailAnswer = (n: number) => { delayMs?: number; fail?: boolean };

/** A real SMTP server on a free local port that keeps what it receives, for tests. */
export async function startMailServer(answer: MailAnswer = () => ({})) {
  const received: ReceivedMail[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const { delayMs = 0, fail = false } = answer(++attempts);
        setTimeout(() => {
          if (fail) return callback(Object.assign(new Error("try again later"), { responseCode: 451 }));
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
          callback();
        }, delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Messages offered so far, refused ones included. */
    attempts: () => attempts,
    /** The mails sent to one address, oldest first. */
    to: (address: string) => received.filter((mail) => mail.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailServer = Awaited<ReturnType<typeof startMailServer>>;

export interface TestAppWithMail extends TestApp {
  mail: MailServer;
}

/** A test app whose mail goes to a mail server of its own (env and options as createTestApp); close stops both. */
export async function createTestAppWithMail(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: Parameters<typeof createTestApp>[2] = {},
): Promise<TestAppWithMail> {
  const mail = await startMailServer();
  try {
    const t = await createTestApp(kind, { SMTP_URL: mail.url, ...env }, options);
    return {
      ...t,
      mail,
      async close() {
        await t.close();
        await mail.close();
      },
    };
  } catch (error) {
    await mail.close();
    throw error;
  }
}

/** A password-reset mail (sign-up's e-mail confirmation goes to the same addresses). */
export const isResetMail = (mail: ReceivedMail): boolean => mail.raw.includes("password reset code");

/** The 6-digit code in a reset mail's plain-text part. */
export function codeIn(mail: ReceivedMail): string {
  const match = /is (\d{6})\./.exec(mail.raw);
  if (!match) throw new Error("no code in the mail");
  return match[1]!;
}
