/**
 * The one gap React's own event replay does not cover (decision 031): React listens for taps from
 * `hydrateRoot` on, but main.tsx first waits for the page's lazy route chunk (app/router.tsx's
 * `loadMatchedRoutes`, without which the router would draw its fallback over the server's markup).
 * A tap in that wait would reach no handler (a button does nothing, a link loads a whole new page,
 * a form is posted by the browser). Nor can React handle a tap on a part whose code has not
 * arrived (`lazyPart`, lib/page-part.tsx: it drops it, and a link with the app's navigation state
 * loses it). Taps (clicks) and form submissions inside #root are held from when the entry runs
 * until React listens and those chunks are there (`ready`; at most 10 s), then handed to React one
 * per task, in order, on the same elements: React hydrates the tapped part and handles the tap, and
 * the state one tap sets (a colour chosen) is rendered before the next reads it (Add to cart).
 * After that React does it all.
 */
export function holdTapsUntilReactListens(root: HTMLElement): (ready: Promise<unknown>) => void {
  const held: { target: Element; kind: "click" | "submit" }[] = [];

  const hold = (event: Event) => {
    if (!(event.target instanceof Element) || !root.contains(event.target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const kind = event.type === "submit" ? "submit" : "click";
    const target = kind === "submit" ? event.target : (event.target.closest("a, button, input, select, label, [role], [tabindex]") ?? event.target);
    // A double tap while waiting is one tap.
    if (!held.some((tap) => tap.target === target && tap.kind === kind)) held.push({ target, kind });
  };
  document.addEventListener("click", hold, true);
  document.addEventListener("submit", hold, true);

  const stopHolding = () => {
    document.removeEventListener("click", hold, true);
    document.removeEventListener("submit", hold, true);
    const next = () => {
      const tap = held.shift();
      if (!tap) return;
      if (tap.target.isConnected) {
        if (tap.kind === "submit" && tap.target instanceof HTMLFormElement) tap.target.requestSubmit();
        else if (tap.target instanceof HTMLElement) tap.target.click();
      }
      if (held.length > 0) window.setTimeout(next, 0);
    };
    window.setTimeout(next, 0);
  };
  let stopped = false;
  let timer: number | undefined;
  const stopOnce = () => {
    window.clearTimeout(timer);
    if (stopped) return;
    stopped = true;
    stopHolding();
  };
  return (ready) => {
    timer = window.setTimeout(stopOnce, LONGEST_HOLD_MS);
    void ready.finally(stopOnce);
  };
}

/** However long the chunks take, taps are let go after this (a failed load must not swallow them). */
const LONGEST_HOLD_MS = 10_000;
