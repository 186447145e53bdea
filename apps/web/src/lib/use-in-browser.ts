import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while the server renders a page and during the browser's hydration of it (so both
 * produce the same markup), true from then on: for parts only a browser can draw.
 */
export const useInBrowser = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
