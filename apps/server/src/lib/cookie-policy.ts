import type { FastifyRequest } from "fastify";
import { getDomain } from "tldts";
import type { Config } from "../config.js";

export interface CookieSite {
  sameSite: "lax" | "none";
  secure: boolean;
}

/** A "site" as browsers count it for SameSite: the scheme and the registrable domain (the host itself for localhost or an IP). */
function siteOf(origin: string): string {
  const url = new URL(origin);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return `${url.protocol}//${getDomain(host, { allowPrivateDomains: true }) ?? host}`;
}

/** Per config (tests build apps with different origins in one process), per own origin. */
const crossSiteCache = new WeakMap<Config, Map<string, boolean>>();

/**
 * SameSite for the cookies a storefront on another origin must send back (calls with
 * credentials, docs/requirements/operations.md#spec-clients). Lax while every configured origin is on
 * the store's own site; None (which browsers accept only with Secure) when one is cross-site, e.g. a
 * storefront on another domain. State-changing requests from other sites stay refused by origin
 * (security.ts), so None does not open the door to cross-site forgery.
 */
export function cookieSite(request: FastifyRequest, config: Config): CookieSite {
  const secureByScheme = request.protocol === "https" || Boolean(config.PUBLIC_URL?.startsWith("https:"));
  if (config.CORS_ORIGINS.length === 0) return { sameSite: "lax", secure: secureByScheme };
  const own = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : `${request.protocol}://${request.host}`;
  let crossSiteByOwnOrigin = crossSiteCache.get(config);
  if (!crossSiteByOwnOrigin) crossSiteCache.set(config, (crossSiteByOwnOrigin = new Map()));
  let cross = crossSiteByOwnOrigin.get(own);
  if (cross === undefined) {
    const ownSite = siteOf(own);
    cross = config.CORS_ORIGINS.some((origin) => siteOf(origin) !== ownSite);
    if (crossSiteByOwnOrigin.size > 100) crossSiteByOwnOrigin.clear();
    crossSiteByOwnOrigin.set(own, cross);
  }
  return cross ? { sameSite: "none", secure: true } : { sameSite: "lax", secure: secureByScheme };
}
