import { useEffect, useRef, useState } from "react";

/**
 * Becomes true (and stays true) once the element comes within `margin` of the viewport, so
 * sections far down a page fetch their data only when the shopper gets near them. On a
 * server-rendered page it starts watching once its part has hydrated (its effect runs then).
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
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, margin]);

  return { ref, seen };
}
