import { readText } from "@/lib/storage";
import { isLocale, type Locale } from "./locale";

/**
 * The shopper's remembered language: a cookie (so a server render can read it) and localStorage
 * (survives cookie clearing on some phones). With neither, the browser's languages decide.
 */
export const LOCALE_COOKIE = "pasal_locale";
export const LOCALE_STORAGE_KEY = "pasal.locale";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Nepali if any preferred browser language is Nepali (`ne`, `ne-NP`), before any other Nepali-less choice. */
export function localeFromLanguages(languages: readonly string[]): Locale {
  return languages.some((tag) => tag.toLowerCase() === "ne" || tag.toLowerCase().startsWith("ne-")) ? "ne" : "en";
}

export function localeFromCookie(cookie: string): Locale | null {
  for (const part of cookie.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return null;
}

export function rememberedLocale(): Locale | null {
  if (typeof document === "undefined") return null;
  const stored = readText("local", LOCALE_STORAGE_KEY);
  return isLocale(stored) ? stored : localeFromCookie(document.cookie);
}

export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Blocked storage: the cookie still remembers.
  }
}

/**
 * The language a visit should show. The URL decides for a Nepali link; at an English (root) URL
 * a remembered Nepali choice, or a first visit from a Nepali browser, moves to the Nepali page.
 */
export function wantedLocale(urlLocale: Locale, remembered: Locale | null, languages: readonly string[]): Locale {
  if (urlLocale === "ne") return "ne";
  return remembered ?? localeFromLanguages(languages);
}
