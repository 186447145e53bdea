import { useSyncExternalStore } from "react";

/** Chromium's install offer (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed"; platform: string }>;
}

export type InstallState = { prompt: BeforeInstallPromptEvent | null; installed: boolean };

let state: InstallState = { prompt: null, installed: false };
let capturing = false;
const listeners = new Set<() => void>();

function update(next: Partial<InstallState>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

function onBeforeInstallPrompt(event: Event) {
  // Keep the offer for the install page instead of the browser's own mini bar.
  event.preventDefault();
  update({ prompt: event as BeforeInstallPromptEvent });
}

function onAppInstalled() {
  update({ prompt: null, installed: true });
}

/** Running as the installed app (Android/desktop standalone window, or iOS home-screen app). */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (typeof window.matchMedia === "function" && window.matchMedia("(display-mode: standalone)").matches);
}

/**
 * Starts listening for `beforeinstallprompt` as the app boots (main.tsx): the browser fires it
 * once, usually before the shopper reaches /install, and it would otherwise be lost.
 */
export function captureInstallPrompt(): void {
  if (capturing) return;
  capturing = true;
  window.addEventListener("beforeinstallprompt", onBeforeInstallPrompt);
  window.addEventListener("appinstalled", onAppInstalled);
}

/** Shows the browser's install dialog; the offer is spent either way. */
export async function promptInstall(): Promise<"accepted" | "dismissed" | "unavailable"> {
  const offer = state.prompt;
  if (!offer) return "unavailable";
  update({ prompt: null });
  try {
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    if (outcome === "accepted") update({ installed: true });
    return outcome;
  } catch {
    // Chromium refuses a prompt without a user gesture: keep the offer for the button.
    update({ prompt: offer });
    return "unavailable";
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const INSTALLED: InstallState = { prompt: null, installed: true };
/** What the server renders (it has no `navigator` or window) and what hydration draws first. */
const NOT_KNOWN_YET: InstallState = { prompt: null, installed: false };
const browserState = (): InstallState => (state.installed || isStandalone() ? INSTALLED : state);

/** The install offer and whether the app is installed, kept current. */
export function useInstallState(): InstallState {
  return useSyncExternalStore(subscribe, browserState, () => NOT_KNOWN_YET);
}

/** Forgets everything captured (tests start each case clean). */
export function resetInstallPrompt(): void {
  window.removeEventListener("beforeinstallprompt", onBeforeInstallPrompt);
  window.removeEventListener("appinstalled", onAppInstalled);
  capturing = false;
  state = { prompt: null, installed: false };
}
