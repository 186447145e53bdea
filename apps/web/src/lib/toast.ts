import type { Renderable, ToastOptions } from "react-hot-toast";

type HotToast = typeof import("react-hot-toast");

let module: HotToast | undefined;
let loading: Promise<HotToast> | undefined;
const waiting = new Set<() => void>();

/** Loads react-hot-toast once; tells whoever waits for it (the provider mounts the Toaster). */
export function loadToasts(): Promise<HotToast> {
  loading ??= import("react-hot-toast").then((loaded) => {
    module = loaded;
    for (const notify of waiting) notify();
    return loaded;
  });
  return loading;
}

/**
 * Calls back on the shopper's first tap or key (once). Screens that toast react-hot-toast directly
 * do it after a tap, so the toasts' container is mounted then; mounting it as soon as the page went
 * idle (its CSS-in-JS styles restyle the whole page) was a long task while a phone loaded the page.
 */
export function onFirstInput(callback: () => void): () => void {
  const events = ["pointerdown", "keydown"] as const;
  const stop = () => events.forEach((type) => window.removeEventListener(type, once, true));
  function once() {
    stop();
    callback();
  }
  events.forEach((type) => window.addEventListener(type, once, { capture: true, passive: true }));
  return stop;
}

/** Calls back once the toast library is wanted (a toast was asked for). */
export function onToastsWanted(callback: () => void): () => void {
  if (loading) {
    callback();
    return () => {};
  }
  const wanted = () => callback();
  waiting.add(wanted);
  return () => waiting.delete(wanted);
}

type Args = [message: Renderable, options?: ToastOptions];
const show = (kind: "success" | "error", args: Args) => {
  // Synchronous once loaded, so a toast never trails its cause by a frame.
  if (module) module.default[kind](...args);
  else void loadToasts().then((loaded) => loaded.default[kind](...args));
};

/**
 * The storefront's first-load code toasts through this: react-hot-toast (and its CSS-in-JS
 * engine) is fetched on the first tap or toast, not with the first paint (decision 023). Screens
 * that load later import react-hot-toast directly: the same store.
 */
export const toast = {
  success: (...args: Args) => show("success", args),
  error: (...args: Args) => show("error", args),
};
