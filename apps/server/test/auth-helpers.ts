import type { LightMyRequestResponse } from "fastify";
import type { App } from "../src/app.js";

/** The cookies a response sets, as a Cookie header value (name=value; …). */
export function cookiesFrom(response: LightMyRequestResponse): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

let counter = 0;
export function uniqueEmail(prefix = "shopper"): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@example.com`;
}

export async function signUp(app: App, overrides: Record<string, unknown> = {}) {
  const email = (overrides.email as string) ?? uniqueEmail();
  const body = { fullName: "Ram Bahadur Thapa", phoneNumber: "9841234567", email, password: "momo-lover-88", confirmPassword: "momo-lover-88", ...overrides };
  const response = await app.inject({ method: "POST", url: "/api/auth/signup", payload: body, remoteAddress: randomIp() });
  return { response, cookie: cookiesFrom(response), email, password: body.password as string, user: response.json().user };
}

/** Each test caller gets its own address so per-IP limits in one test do not leak into another. */
export function randomIp(): string {
  return `10.${rand()}.${rand()}.${rand()}`;
}
const rand = () => Math.floor(Math.random() * 250) + 1;

/** The 6-digit code in sign-up's e-mail confirmation mail. */
export function verificationCodeIn(raw: string): string {
  const match = /e-mail confirmation code: (\d{6})/.exec(raw);
  if (!match) throw new Error("no e-mail confirmation code in the mail");
  return match[1]!;
}

/** The token of the confirmation link in sign-up's mail (quoted-printable may wrap the line). */
export function verificationTokenIn(raw: string): string {
  const match = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(raw.replace(/=\r?\n/g, "").replace(/=3D/g, "="));
  if (!match) throw new Error("no e-mail confirmation link in the mail");
  return match[1]!;
}

interface MailBox {
  to(address: string): { raw: string }[];
}

/** Waits for the account's confirmation mail (the latest one). */
export async function verificationMail(mail: MailBox, email: string): Promise<string> {
  const address = email.toLowerCase();
  for (let i = 0; i < 200; i++) {
    const found = mail
      .to(address)
      .filter((m) => m.raw.includes("confirmation code:"))
      .at(-1);
    if (found) return found.raw;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no confirmation mail for ${email}`);
}

/** Proves a signed-up account's address with the mailed code, as its owner would. */
export async function verifyEmail(app: App, account: { email: string; cookie: string }, mail: MailBox) {
  const code = verificationCodeIn(await verificationMail(mail, account.email));
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/verify-email",
    payload: { code },
    headers: { cookie: account.cookie },
    remoteAddress: randomIp(),
  });
  if (response.statusCode !== 200) throw new Error(`verify-email answered ${response.statusCode}: ${response.body}`);
  return response;
}
