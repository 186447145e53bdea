import type { LightMyRequestResponse } from "fastify";
import type { App } from "../src/app.js";
import { signUp } from "./auth-helpers.js";

export const GUEST_COOKIE = "pasal_chat_guest";

/** The chat guest cookie a response sets, as a Cookie header value, or undefined. */
export function guestCookieFrom(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === GUEST_COOKIE);
  return cookie ? `${GUEST_COOKIE}=${cookie.value}` : undefined;
}

/** A signed-in account with the admin role (the role is read from the database on each call). */
export async function signUpAdmin(app: App, fullName = "Shop Staff") {
  const admin = await signUp(app, { fullName });
  await app.services.users.makeAdmin(admin.email);
  return admin;
}
