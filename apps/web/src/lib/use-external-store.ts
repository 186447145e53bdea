import { useEffect, useState, useSyncExternalStore } from "react";

/**
 * Whether the page being started came with server-rendered markup that is still being hydrated.
 * main.tsx sets it before the first render; the app's root marks hydration done (app.tsx). Outside
 * a browser (the server renderer) every render is "hydrating": it must draw the server's values.
 */
let hydrating = typeof window === "undefined";

export function startHydrating(serverRendered: boolean): void {
  hydrating = serverRendered;
}

/** True while a server-rendered page is being hydrated (and in the server renderer). */
export const isHydrating = (): boolean => hydrating;

export function hydrationDone(): void {
  hydrating = false;
}

/**
 * `useSyncExternalStore` that draws `getServerSnapshot` while a server-rendered page hydrates and
 * the browser's value right after, in React and in Preact alike. The built storefront runs on
 * Preact's compat layer (decision 027), whose `useSyncExternalStore` ignores the server snapshot:
 * a guest's cart badge, say, would hydrate against markup the server drew without it.
 */
export function useExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, getServerSnapshot: () => T): T {
  const [fromServer, setFromServer] = useState(() => hydrating);
  useEffect(() => {
    if (fromServer) setFromServer(false);
  }, [fromServer]);
  return useSyncExternalStore(subscribe, fromServer ? getServerSnapshot : getSnapshot, getServerSnapshot);
}
