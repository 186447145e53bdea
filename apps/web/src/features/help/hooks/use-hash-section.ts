import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useInBrowser } from "@/lib/use-in-browser";

/**
 * docs/requirements/content-pages.md#help-center: open the hash's section, then scroll to it 100 ms
 * later, 80 px below the top.
 */
export const HASH_SCROLL_DELAY_MS = 100;
export const HASH_SCROLL_OFFSET_PX = 80;
/** The accordion's 300 ms animation moves the section while a neighbour closes: aim again after it. */
const SETTLE_DELAY_MS = HASH_SCROLL_DELAY_MS + 350;

function sectionTop(id: string): number | undefined {
  const element = document.getElementById(id);
  if (!element) return undefined;
  return Math.max(0, element.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET_PX);
}

/**
 * The open section of an accordion whose sections are anchors: the URL's #hash opens one, on
 * load and whenever the hash changes on the page (a footer link), and brings it into view.
 */
export function useHashSection(ids: readonly string[]) {
  const { hash, key } = useLocation();
  const fromHash = (value: string) => {
    const raw = value.replace(/^#/, "");
    let id: string;
    try {
      id = decodeURIComponent(raw);
    } catch {
      return null; // A malformed escape ("#100%") names no section; it must not crash the page.
    }
    return ids.includes(id) ? id : null;
  };
  // While hydrating, closed as the server drew it (the server never sees the #hash, and hydration
  // must find the same markup); the effect below then opens the section. Drawn in the browser
  // (navigation, the app shell), open from the first render.
  const inBrowser = useInBrowser();
  const [openId, setOpenId] = useState<string | null>(() => (inBrowser ? fromHash(hash) : null));

  useEffect(() => {
    const id = fromHash(hash);
    if (!id) return;
    setOpenId(id);
    // Aim at where the section is now, and again if it is not there yet when the accordion has
    // settled (the browser's own #fragment scroll can also move the page while it loads; the
    // section's scroll-margin makes that land at the same place).
    const scroll = () => {
      const top = sectionTop(id);
      if (top === undefined || Math.abs(top - window.scrollY) < 2) return;
      window.scrollTo({ top, behavior: "smooth" });
    };
    const timers = [window.setTimeout(scroll, HASH_SCROLL_DELAY_MS), window.setTimeout(scroll, SETTLE_DELAY_MS)];
    return () => timers.forEach((timer) => window.clearTimeout(timer));
    // `key` changes on every navigation, so following the same #link again scrolls again.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fromHash reads only the section ids, fixed for the page
  }, [hash, key]);

  /** One section open at a time: opening one closes the other; clicking the open one closes it. */
  const toggle = (id: string) => setOpenId((current) => (current === id ? null : id));
  return { openId, toggle };
}
