import { useEffect, useRef } from "react";
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
  // In the footer, which hydrates when seen (decision 023), the link may hydrate over the markup of
  // the page the shopper arrived on; hydration keeps that markup's attributes, so set its own.
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (link.current && link.current.getAttribute("href") !== href) link.current.setAttribute("href", href);
  }, [href]);

  return (
    <a
      ref={link}
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
