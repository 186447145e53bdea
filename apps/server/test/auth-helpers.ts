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
