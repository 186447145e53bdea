import { useEffect, useState } from "react";

/**
 * True while the page is being scrolled down past `threshold` px; false again on any scroll up
 * (docs/requirements/app-shell.md#header-and-navigation: hidden past 50 px, back on scroll up).
 */
export function useHideOnScroll(threshold = 50): boolean {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    let lastY = 0;
    // Read in the next frame, not now: here it would force a layout in the middle of hydrating.
    const frame = window.requestAnimationFrame(() => {
      lastY = window.scrollY;
    });
    const onScroll = () => {
      const y = window.scrollY;
      if (y > threshold && y > lastY) setHidden(true);
      else if (y < lastY || y <= threshold) setHidden(false);
      lastY = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
    };
  }, [threshold]);

  return hidden;
}
