import { useSyncExternalStore } from "react";

export type InstallPlatform = "android" | "ios" | "other";

/** Where the shopper is: Android gets Chrome's prompt; iOS installs only from Safari's Share menu. */
export function detectPlatform(userAgent = navigator.userAgent, maxTouchPoints = navigator.maxTouchPoints ?? 0): InstallPlatform {
  if (/android/i.test(userAgent)) return "android";
  // iPadOS reports itself as a Mac; its touch screen gives it away.
  if (/iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1)) return "ios";
  return "other";
}

const noSubscription = () => () => {};

/**
 * The shopper's platform for the install page: "other" in the server render and while the page
 * hydrates (the server has no `navigator`), the browser's own answer from then on.
 */
export const usePlatform = (): InstallPlatform =>
  useSyncExternalStore(
    noSubscription,
    () => detectPlatform(),
    () => "other",
  );
