import { useEffect, useRef, useState } from "react";
import { whenHydrated } from "./use-external-store";

/**
 * Becomes true (and stays true) once the element comes within `margin` of the viewport, so
 * sections far down a page fetch their data only when the shopper gets near them. On a
 * server-rendered page it starts watching once the page has hydrated: what it brings in never
 * competes with, or changes the page under, the hydration.
 */
export function useInView<T extends Element>(margin = "400px") {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    let stopped = false;
    whenHydrated(() => {
      if (!stopped) observer.observe(element);
    });
    return () => {
      stopped = true;
      observer.disconnect();
    };
  }, [seen, margin]);

  return { ref, seen };
}
