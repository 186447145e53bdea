import { overwriteGetLocale, type Locale } from "@/paraglide/runtime";

/**
 * The one place the storefront's language lives (docs/decisions/024-nepali-ui.md). It is plain
 * module state, read synchronously by every message function and formatter: the client sets it
 * once from the URL before the router starts. The server renderer streams (its renders overlap,
 * decision 031), so it reads each render's own language instead (`readLocaleFrom`, set once by
 * entry-server.tsx). The language is part of the URL: Nepali under `/ne`, English at the root.
 */
export type { Locale };
export const LOCALES: readonly Locale[] = ["en", "ne"];
export const DEFAULT_LOCALE: Locale = "en";
const NEPALI_PREFIX = "/ne";

let current: Locale = DEFAULT_LOCALE;
let read = (): Locale => current;
// Paraglide's compiled messages ask its runtime for the locale; they get ours.
overwriteGetLocale(() => read());

export function getLocale(): Locale {
  return read();
}

/** The server renderer: the language comes from the render being run, not from module state. */
export function readLocaleFrom(source: () => Locale | undefined): void {
  read = () => source() ?? current;
}

export function setLocale(locale: Locale): void {
  current = locale;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** `/ne` and `/ne/...` are Nepali; everything else (including `/news`) is English. */
export function localeFromPath(pathname: string): Locale {
  return NEPALI_PATH.test(pathname) ? "ne" : "en";
}
// `/ne` followed by the end, a slash, a query or a hash.
const NEPALI_PATH = /^\/ne(?=$|[/?#])/;

/** The router's basename for a language: Nepali pages live under `/ne`, English has none. */
export function basenameFor(locale: Locale): string | undefined {
  return locale === "ne" ? NEPALI_PREFIX : undefined;
}

/** A path without its language prefix: `/ne/cart` → `/cart`, `/ne` → `/`. */
export function stripLocale(path: string): string {
  if (localeFromPath(path) === "en") return path;
  const rest = path.slice(NEPALI_PREFIX.length);
  return rest === "" || rest.startsWith("?") || rest.startsWith("#") ? `/${rest}` : rest;
}

/** The same page in another language: `localizedPath("/cart?x=1", "ne")` → `/ne/cart?x=1`. */
export function localizedPath(path: string, locale: Locale = getLocale()): string {
  const bare = stripLocale(path.startsWith("/") ? path : `/${path}`);
  return locale === "ne" ? `${NEPALI_PREFIX}${bare}` : bare;
}
