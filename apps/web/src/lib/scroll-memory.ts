import { useEffect, useRef } from "react";
import { useNavigationType } from "react-router";
import { readJson, removeKey, writeJson } from "./storage";

/**
 * Where a list page was scrolled when the shopper opened a product from it, so that coming back
 * (browser Back or our Back button, both history pops) lands on the same card
 * (docs/requirements/catalogue.md#product-listing, docs/requirements/catalogue.md#brand-listing). One
 * entry per list page, in session storage.
 */
const keyFor = (page: string) => `scroll:${page}`;

type Saved = { at: string; y: number };

export function saveScroll(page: string, at: string): void {
  writeJson("session", keyFor(page), { at, y: Math.round(window.scrollY) } satisfies Saved);
}

export function clearScroll(page: string): void {
  removeKey("session", keyFor(page));
}

function savedY(page: string, at: string): number | undefined {
  const saved = readJson("session", keyFor(page)) as Partial<Saved> | undefined;
  return saved?.at === at && typeof saved.y === "number" ? saved.y : undefined;
}

/**
 * On a back navigation to `at` (the list's address or brand), scrolls to the saved position once
 * `ready` (the list is rendered). Pages that are taller than the window only after images load
 * are given a few frames to grow.
 */
export function useRestoreScroll(page: string, at: string, ready: boolean): void {
  const popped = useNavigationType() === "POP";
  const done = useRef(false);

  useEffect(() => {
    if (done.current || !ready) return;
    done.current = true;
    const y = popped ? savedY(page, at) : undefined;
    clearScroll(page);
    if (y === undefined) return;
    let frames = 0;
    let handle = 0;
    const attempt = () => {
      window.scrollTo({ top: y, left: 0, behavior: "instant" });
      if (Math.abs(window.scrollY - y) > 2 && frames++ < 30) handle = requestAnimationFrame(attempt);
    };
    handle = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(handle);
  }, [page, at, ready, popped]);
}
