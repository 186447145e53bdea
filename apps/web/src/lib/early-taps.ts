import { hydratePartOf } from "./hydrate-later";
import { whenHydrated } from "./use-external-store";

/** However long hydration takes, held taps are let go after this (a failed start must not swallow them). */
const LONGEST_HOLD_MS = 10_000;

/**
 * A server-rendered page is on screen before its parts have hydrated (lib/hydrate-later.tsx): a
 * tap on a button there would reach no handler and be lost, a tap on a link would load a whole new
 * page, and a form would be submitted by the browser. Taps (clicks) and form submissions are held
 * until the page has hydrated, or, in a part that hydrates when seen, until that part has (the tap
 * starts it), and then replayed on the same elements, which the hydration kept. Nothing is held on
 * pages the browser drew itself.
 */
export function holdTapsUntilHydrated(root: HTMLElement): void {
  let pageHydrated = false;
  const page = new Promise<void>((resolve) =>
    whenHydrated(() => {
      pageHydrated = true;
      resolve();
    }),
  );
  const waiting = new Map<Element, Set<"click" | "submit">>();
  let replaying = false;
  // Held taps are replayed one per task, in the order they were made: the state a tap sets (a
  // colour chosen) is rendered before the next one reads it ("Add to cart").
  const queue: (() => void)[] = [];
  const replayNext = () => {
    queue.shift()?.();
    if (queue.length > 0) window.setTimeout(replayNext, 0);
  };
  const enqueue = (replay: () => void) => {
    queue.push(replay);
    if (queue.length === 1) window.setTimeout(replayNext, 0);
  };

  const hold = (event: Event) => {
    if (replaying || !(event.target instanceof Element) || !root.contains(event.target)) return;
    const at = event.target;
    // A tap in a part that hydrates when seen waits for the page, then for that part.
    const waitFor = pageHydrated ? hydratePartOf(at) : page.then(() => hydratePartOf(at));
    if (!waitFor) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const kind = event.type === "submit" ? "submit" : "click";
    const target = kind === "submit" ? event.target : (event.target.closest("a, button, input, select, label, [role], [tabindex]") ?? event.target);
    // One replay per element: a double tap while waiting is one tap.
    const kinds = waiting.get(target) ?? new Set();
    if (kinds.has(kind)) return;
    kinds.add(kind);
    waiting.set(target, kinds);
    const replay = () => {
      if (!kinds.delete(kind)) return; // Replayed already (hydrated, or held for too long).
      if (kinds.size === 0) waiting.delete(target);
      if (!target.isConnected) return;
      replaying = true;
      try {
        if (kind === "submit" && target instanceof HTMLFormElement) target.requestSubmit();
        else if (target instanceof HTMLElement) target.click();
      } finally {
        replaying = false;
      }
    };
    void waitFor.then(() => enqueue(replay));
    window.setTimeout(replay, LONGEST_HOLD_MS);
  };

  document.addEventListener("click", hold, true);
  document.addEventListener("submit", hold, true);
}
