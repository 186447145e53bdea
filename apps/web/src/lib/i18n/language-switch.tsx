import { Languages } from "lucide-react";
import { useLocation } from "react-router";
import { useInBrowser } from "@/lib/use-in-browser";
import { m } from "@/paraglide/messages";
import { getLocale, localizedPath, type Locale } from "./locale";
import { rememberLocale } from "./locale-choice";

/**
 * A real link to the same page in the other language (crawlable, with hreflang). Following it
 * remembers the choice and is a full page load, so every module starts in the new language.
 */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const location = useLocation();
  const other: Locale = getLocale() === "ne" ? "en" : "ne";
  // The #hash only once hydrated: the server never sees it, and the hydrated link must match its page.
  const hash = useInBrowser() ? location.hash : "";
  const href = localizedPath(`${location.pathname}${location.search}${hash}`, other);

  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      onClick={() => rememberLocale(other)}
      title={m.language_switch_label()}
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-semibold transition ${className}`}
    >
      <Languages aria-hidden className="size-4" />
      {other === "ne" ? "नेपाली" : "English"}
    </a>
  );
}
