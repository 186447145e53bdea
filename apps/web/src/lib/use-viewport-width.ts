import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

/** The window's inner width, following resizes. */
export const useViewportWidth = () => useSyncExternalStore(subscribe, () => window.innerWidth, () => 1280);
