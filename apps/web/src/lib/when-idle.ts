/** How long an idle callback may wait before it runs anyway (a busy phone is never idle). */
const IDLE_TIMEOUT_MS = 3_000;
/** Where requestIdleCallback is missing (Safari): a short pause after the load event instead. */
const FALLBACK_DELAY_MS = 200;

/**
 * Runs `task` once the page has loaded and the browser is idle, so work nobody sees (presence
 * sockets, prefetches) never competes with the first paint (decision 023). Returns a cancel
 * function; after it, `task` never runs.
 */
export function whenIdle(task: () => void): () => void {
  let cancelled = false;
  let cancelScheduled = () => {};
  const run = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      cancelScheduled = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(run, FALLBACK_DELAY_MS);
      cancelScheduled = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", schedule);
    cancelScheduled();
  };
}
