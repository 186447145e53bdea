import type { Config } from "../config.js";

/** The store's address for links and gateway returns: PUBLIC_URL when configured, else the one the request used. */
export function requestOrigin(request: { protocol: string; host: string }, config: Pick<Config, "PUBLIC_URL">): string {
  return config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : `${request.protocol}://${request.host}`;
}

/** The origins that may call the API with the shopper's cookies: CORS_ORIGINS plus PUBLIC_URL's (decision 016). */
export function allowedOrigins(config: Pick<Config, "CORS_ORIGINS" | "PUBLIC_URL">): Set<string> {
  const allowed = new Set(config.CORS_ORIGINS);
  if (config.PUBLIC_URL) allowed.add(new URL(config.PUBLIC_URL).origin);
  return allowed;
}

interface FetchRequest {
  protocol: string;
  host: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * Whether a request is a script's fetch or XHR from this store's own origin or an allowed one,
 * by the browser's own Fetch Metadata: never a navigation, an image, a form or any request another
 * site made. A request without the headers (an old browser, a link) is not one.
 */
export function isFetchFromAllowedOrigin(request: FetchRequest, allowed: Set<string>): boolean {
  const mode = request.headers["sec-fetch-mode"];
  if (mode !== "cors" && mode !== "same-origin") return false;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    return typeof origin === "string" && (origin === `${request.protocol}://${request.host}` || allowed.has(origin));
  }
  // Browsers leave Origin off a same-origin GET (and send it on every cross-origin fetch).
  return request.headers["sec-fetch-site"] === "same-origin";
}
