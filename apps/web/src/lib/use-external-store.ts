import { createContext, useContext, useEffect, useState, useSyncExternalStore } from "react";

/**
 * Whether the page being started came with server-rendered markup that is still being hydrated.
 * main.tsx sets it before the first render; the app's root marks hydration done (app.tsx). Outside
 * a browser (the server renderer) every render is "hydrating": it must draw the server's values.
 */
let hydrating = typeof window === "undefined";

let serverRenderedPage = false;

export function startHydrating(serverRendered: boolean): void {
  hydrating = serverRendered;
  serverRenderedPage = serverRendered;
}

/** Whether this page load began with the server's markup (not the app shell). */
export const startedFromServerMarkup = (): boolean => serverRenderedPage;

/** True while a server-rendered page is being hydrated (and in the server renderer). */
export const isHydrating = (): boolean => hydrating;

let rootDone = false;
let waitingParts = 0;
const whenDone: (() => void)[] = [];

function finishIfDone() {
  if (!rootDone || waitingParts > 0 || !hydrating) return;
  hydrating = false;
  for (const callback of whenDone.splice(0)) callback();
}

/**
 * Parts of the page that hydrate later (lib/hydrate-later.tsx) keep the page "hydrating" until
 * they have: their components must draw the server's values too. Ends a task after the last one.
 */
export function whileHydrationWaits(part: Promise<void>): Promise<void> {
  waitingParts += 1;
  return part.finally(() => {
    waitingParts -= 1;
    window.setTimeout(finishIfDone, 0);
  });
}

/** Runs `callback` once every part of a server-rendered page has hydrated (at once if none is hydrating). */
export function whenHydrated(callback: () => void): void {
  if (hydrating) whenDone.push(callback);
  else callback();
}

/** Called by the app's root once its first render is committed; `callback` runs when every part has hydrated. */
export function hydrationDone(callback?: () => void): void {
  rootDone = true;
  if (callback) whenDone.push(callback);
  if (!hydrating) for (const run of whenDone.splice(0)) run();
  else finishIfDone();
}

/** True inside a part of the page that hydrates after the rest (lib/hydrate-later.tsx, "visible"). */
export const HydratingPart = createContext(false);

/**
 * `useSyncExternalStore` that draws `getServerSnapshot` while a server-rendered page hydrates and
 * the browser's value right after, in React and in Preact alike. The built storefront runs on
 * Preact's compat layer (decision 027), whose `useSyncExternalStore` ignores the server snapshot:
 * a guest's cart badge, say, would hydrate against markup the server drew without it.
 */
export function useExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, getServerSnapshot: () => T): T {
  const partHydrating = useContext(HydratingPart);
  const [fromServer, setFromServer] = useState(() => hydrating || partHydrating);
  useEffect(() => {
    if (fromServer) setFromServer(false);
  }, [fromServer]);
  return useSyncExternalStore(subscribe, fromServer ? getServerSnapshot : getSnapshot, getServerSnapshot);
}
