import { basenameFor, localeFromPath, localizedPath, setLocale, type Locale } from "./locale";
import { rememberedLocale, wantedLocale } from "./locale-choice";

/**
 * Runs once in the browser before the router is made: reads the language from the URL, moves a
 * visit to the remembered (or the browser's) language, and sets `<html lang>`. Returns the
 * router's basename.
 */
export function startLocale(): string | undefined {
  const { pathname, search, hash } = window.location;
  const urlLocale = localeFromPath(pathname);
  const wanted = wantedLocale(urlLocale, rememberedLocale(), navigator.languages ?? [navigator.language]);
  if (wanted !== urlLocale) {
    // Same page, other prefix; replace() so Back does not bounce between the two.
    window.history.replaceState(window.history.state, "", localizedPath(`${pathname}${search}${hash}`, wanted));
  }
  applyLocale(wanted);
  return basenameFor(wanted);
}

export function applyLocale(locale: Locale): void {
  setLocale(locale);
  // Writing the same value still restyles the whole page (the stylesheet has :lang() rules): on a
  // server-rendered page the server already set it.
  if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
}
