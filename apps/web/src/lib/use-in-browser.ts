import { useExternalStore } from "@/lib/use-external-store";

const noSubscription = () => () => {};

/**
 * False while the server renders a page and during the browser's hydration of it (so both
 * produce the same markup), true from then on: for parts only a browser can draw.
 */
export const useInBrowser = (): boolean => useExternalStore(noSubscription, () => true, () => false);
