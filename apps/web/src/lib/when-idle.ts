/** How long an idle callback may wait before it runs anyway (a busy phone is never idle). */
const IDLE_TIMEOUT_MS = 3_000;
/** Where requestIdleCallback is missing (Safari): a short pause after the load event instead. */
const FALLBACK_DELAY_MS = 200;

/**
 * Runs `task` once the page has loaded and the browser is idle, so work nobody sees (presence
 * sockets, prefetches) never competes with the first paint (decision 023); `afterMs` waits that
 * much longer after the load event first. Returns a cancel function; after it, `task` never runs.
 */
export function whenIdle(task: () => void, afterMs = 0): () => void {
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
  let delay: number | undefined;
  const afterLoad = () => {
    if (afterMs > 0) delay = window.setTimeout(schedule, afterMs);
    else schedule();
  };
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", afterLoad);
    window.clearTimeout(delay);
    cancelScheduled();
  };
}
