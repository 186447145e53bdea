import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type TestInfo } from "@playwright/test";

// Mail captured by the e2e SMTP peer (scripts/e2e-server.mjs).

/** Where scripts/e2e-server.mjs saves the mails of the run on this port. */
export const mailDir = (testInfo: TestInfo) => path.resolve(testInfo.config.rootDir, `../.tmp/e2e-${process.env.E2E_PORT ?? "3999"}/mail`);

/** The newest captured mail to `recipient` (files are named <epoch-ms>-<recipient>.eml). */
function newestMailFor(dir: string, recipient: string): { sentAt: number; raw: string } | undefined {
  const suffix = `-${recipient}.eml`;
  const newest = readdirSync(dir)
    .filter((name) => name.endsWith(suffix))
    .map((name) => ({ name, sentAt: Number.parseInt(name, 10) }))
    .sort((a, b) => a.sentAt - b.sentAt)
    .at(-1);
  return newest && { sentAt: newest.sentAt, raw: readFileSync(path.join(dir, newest.name), "latin1") };
}

type MimePart = { type: string; text: string };

function decode(body: string, encoding: string): string {
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

/** The leaf parts of a raw MIME message, decoded (enough MIME for a mail we sent ourselves). */
function mimeParts(raw: string): MimePart[] {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? "" : raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const header = (name: string) => new RegExp(`^${name}:\\s*([^\\r\\n]*)`, "im").exec(unfolded)?.[1] ?? "";
  const type = header("Content-Type").toLowerCase() || "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(header("Content-Type"))?.[1];
  if (type.startsWith("multipart/") && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith("--"))
      .flatMap((part) => mimeParts(part.replace(/^\r?\n/, "")));
  }
  return [{ type, text: decode(body, header("Content-Transfer-Encoding").trim().toLowerCase()) }];
}

/** The readable text of a mail: its plain part, or its HTML with the tags taken out. */
export function mailText(raw: string): string {
  const parts = mimeParts(raw);
  const plain = parts.find((part) => part.type.startsWith("text/plain"));
  return plain ? plain.text : parts.map((part) => part.text.replace(/<style[\s\S]*?<\/style>|<[^>]+>/g, " ")).join(" ");
}

/** The one 6-digit number in the mail's text (the plain part when there is one). */
function codeIn(raw: string): string {
  const text = mailText(raw);
  const codes = [...new Set(text.match(/(?<![\d#])\d{6}(?!\d)/g) ?? [])];
  expect(codes, `exactly one 6-digit code in:\n${text}`).toHaveLength(1);
  return codes[0]!;
}

/** Waits for a mail to `email` saved at or after `since` (epoch ms) and returns its raw text. */
export async function waitForMail(testInfo: TestInfo, email: string, since: number): Promise<string> {
  let mail: ReturnType<typeof newestMailFor>;
  await expect
    .poll(
      () => {
        mail = newestMailFor(mailDir(testInfo), email);
        return (mail?.sentAt ?? 0) >= since;
      },
      { message: `a new mail to ${email} in ${mailDir(testInfo)}`, timeout: 15_000 },
    )
    .toBe(true);
  return mail!.raw;
}

/** The code in sign-up's "confirm your e-mail" mail (its link's token may hold six digits too). */
export async function waitForConfirmationCode(testInfo: TestInfo, email: string, since: number): Promise<string> {
  const text = mailText(await waitForMail(testInfo, email, since));
  const code = /confirmation code: (\d{6})/.exec(text)?.[1];
  expect(code, `an e-mail confirmation code in:\n${text}`).toBeTruthy();
  return code!;
}

export async function waitForCode(testInfo: TestInfo, email: string, askedAt: number): Promise<string> {
  return codeIn(await waitForMail(testInfo, email, askedAt));
}
