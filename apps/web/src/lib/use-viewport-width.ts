import { useExternalStore } from "@/lib/use-external-store";

function subscribe(onChange: () => void) {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

/** The window's inner width, following resizes. */
export const useViewportWidth = () => useExternalStore(subscribe, () => window.innerWidth, () => 1280);
