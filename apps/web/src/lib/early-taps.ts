import { whenHydrated } from "./use-external-store";

/** However long hydration takes, held taps are let go after this (a failed start must not swallow them). */
const LONGEST_HOLD_MS = 10_000;

/**
 * A server-rendered page is on screen before its parts have hydrated (lib/hydrate-later.tsx): a
 * tap on a button there would reach no handler and be lost, a tap on a link would load a whole new
 * page, and a form would be submitted by the browser. Until every part has hydrated, taps (clicks)
 * and form submissions in the page are held and then replayed on the same elements, which the
 * hydration kept. Nothing is held on pages the browser drew itself.
 */
export function holdTapsUntilHydrated(root: HTMLElement): void {
  const held: { kind: "click" | "submit"; target: Element }[] = [];
  let holding = true;

  const hold = (event: Event) => {
    if (!holding || !(event.target instanceof Element) || !root.contains(event.target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const kind = event.type === "submit" ? "submit" : "click";
    const target = kind === "submit" ? event.target : (event.target.closest("a, button, input, select, label, [role], [tabindex]") ?? event.target);
    // One replay per element: a double tap while waiting is one tap.
    if (!held.some((entry) => entry.kind === kind && entry.target === target)) held.push({ kind, target });
  };

  const release = () => {
    if (!holding) return;
    holding = false;
    window.clearTimeout(timer);
    document.removeEventListener("click", hold, true);
    document.removeEventListener("submit", hold, true);
    for (const { kind, target } of held.splice(0)) {
      if (!target.isConnected) continue;
      if (kind === "submit" && target instanceof HTMLFormElement) target.requestSubmit();
      else if (target instanceof HTMLElement) target.click();
    }
  };

  document.addEventListener("click", hold, true);
  document.addEventListener("submit", hold, true);
  const timer = window.setTimeout(release, LONGEST_HOLD_MS);
  whenHydrated(release);
}
