/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from "virtual:pwa-register";

/**
 * Registers the service worker of the installable app (vite.config.ts). A new release activates
 * at once and the page reloads into it, so an open tab never runs the old shell against a server
 * that no longer has its chunks. In `vite` dev this is a no-op.
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  registerSW({ immediate: true });
}
