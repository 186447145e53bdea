import { useCallback, useEffect, useState } from "react";
import useEmblaCarousel from "embla-carousel-react";

/**
 * A looping carousel that advances every `intervalMs`, paused while hovered or dragged
 * (spec part 1 §4), with the state its dots and buttons need.
 */
export function useCarousel(intervalMs: number) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true });
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);
  const [hovered, setHovered] = useState(false);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const sync = () => {
      setSnaps(embla.scrollSnapList());
      setSelected(embla.selectedScrollSnap());
    };
    const down = () => setDragging(true);
    const up = () => setDragging(false);
    sync();
    embla.on("select", sync).on("reInit", sync).on("pointerDown", down).on("pointerUp", up);
    return () => {
      embla.off("select", sync).off("reInit", sync).off("pointerDown", down).off("pointerUp", up);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla || hovered || dragging) return;
    const timer = window.setInterval(() => embla.scrollNext(), intervalMs);
    return () => window.clearInterval(timer);
  }, [embla, hovered, dragging, intervalMs]);

  return {
    viewportRef,
    selected,
    snaps,
    prev: useCallback(() => embla?.scrollPrev(), [embla]),
    next: useCallback(() => embla?.scrollNext(), [embla]),
    goTo: useCallback((index: number) => embla?.scrollTo(index), [embla]),
    hoverProps: { onMouseEnter: () => setHovered(true), onMouseLeave: () => setHovered(false) },
  };
}
