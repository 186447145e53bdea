import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.js";
import { cookieSite } from "../../lib/cookie-policy.js";
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from "./sign-in-guard.js";

export const SESSION_COOKIE = "pasal_session";

/** Secure whenever the store is reached over https (directly or, with TRUST_PROXY, behind a proxy). */
export function isSecure(request: FastifyRequest, config: Config): boolean {
  return request.protocol === "https" || Boolean(config.PUBLIC_URL?.startsWith("https:"));
}

/**
 * httpOnly; SameSite=Lax, or None; Secure when a configured storefront origin is on another
 * site (cookie-policy.ts). A persistent session ("Remember me") gets a 30-day cookie; otherwise
 * the cookie has no expiry and ends when the browser closes.
 */
export function setSessionCookie(reply: FastifyReply, config: Config, token: string, session: { persistent: boolean; expiresAt: Date }): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    ...cookieSite(reply.request, config),
    ...(session.persistent ? { expires: session.expiresAt } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, ...cookieSite(reply.request, config) });
}

/** The browser's proof that it signed in to an account before (decision 011); read only by sign-in. */
export function setDeviceCookie(reply: FastifyReply, config: Config, value: string): void {
  reply.setCookie(DEVICE_COOKIE, value, {
    path: "/api/auth",
    httpOnly: true,
    ...cookieSite(reply.request, config),
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
  });
}
