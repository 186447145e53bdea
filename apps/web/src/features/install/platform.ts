export type InstallPlatform = "android" | "ios" | "other";

/** Where the shopper is: Android gets Chrome's prompt; iOS installs only from Safari's Share menu. */
export function detectPlatform(userAgent = navigator.userAgent, maxTouchPoints = navigator.maxTouchPoints ?? 0): InstallPlatform {
  if (/android/i.test(userAgent)) return "android";
  // iPadOS reports itself as a Mac; its touch screen gives it away.
  if (/iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1)) return "ios";
  return "other";
}
