import { useEffect, useRef, useState, type MouseEvent, type PointerEvent } from "react";
import { DRAG_START_PX, swipeStep, wrapIndex } from "../swipe";

type Drag = { pointerId: number; pointerType: string; startX: number; startY: number; moved: boolean };

/**
 * One slide at a time, wrapping around; advances every `intervalMs` unless hovered, focused or
 * being dragged; a drag changes slide only past the thresholds of docs/requirements/home.md#carousels.
 */
export function useSlideCarousel(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState({ hover: false, focus: false });
  const [dragX, setDragX] = useState<number | null>(null);
  const drag = useRef<Drag | null>(null);
  const swallowClick = useRef(false);
  const dragging = dragX !== null;
  const current = wrapIndex(index, count);

  // A fresh countdown after every change, so a manual move never jumps on straight away.
  useEffect(() => {
    if (count < 2 || held.hover || held.focus || dragging) return;
    const timer = window.setTimeout(() => setIndex((value) => value + 1), intervalMs);
    return () => window.clearTimeout(timer);
  }, [current, count, held, dragging, intervalMs]);

  const goTo = (target: number) => setIndex(wrapIndex(target, count));

  const finish = (deltaX: number | null) => {
    const state = drag.current;
    drag.current = null;
    setDragX(null);
    if (!state || deltaX === null) return;
    swallowClick.current = state.moved;
    const step = state.moved ? swipeStep(deltaX, state.pointerType) : 0;
    if (step) goTo(current + step);
  };

  const viewportProps = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (count < 2 || (event.pointerType === "mouse" && event.button !== 0)) return;
      drag.current = {
        pointerId: event.pointerId,
        pointerType: event.pointerType,
        startX: event.clientX,
        startY: event.clientY,
        moved: false,
      };
      swallowClick.current = false;
      setDragX(0);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const state = drag.current;
      if (!state || state.pointerId !== event.pointerId) return;
      const deltaX = event.clientX - state.startX;
      if (!state.moved) {
        const sideways = Math.abs(deltaX) > DRAG_START_PX && Math.abs(deltaX) > Math.abs(event.clientY - state.startY);
        if (!sideways) return;
        state.moved = true;
        // Captured only once it is a real drag, so a plain click still reaches the slide's link.
        event.currentTarget.setPointerCapture?.(event.pointerId);
      }
      setDragX(deltaX);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const state = drag.current;
      if (state?.pointerId === event.pointerId) finish(event.clientX - state.startX);
    },
    // The browser took over (vertical scroll on touch): snap back.
    onPointerCancel: () => finish(null),
    onClickCapture: (event: MouseEvent<HTMLElement>) => {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    onDragStart: (event: MouseEvent<HTMLElement>) => event.preventDefault(),
  };

  return {
    index: current,
    goTo,
    next: () => goTo(current + 1),
    prev: () => goTo(current - 1),
    dragging,
    trackStyle: { transform: `translate3d(calc(${-current * 100}% + ${dragX ?? 0}px), 0, 0)` },
    viewportProps,
    holdProps: {
      onMouseEnter: () => setHeld((value) => ({ ...value, hover: true })),
      onMouseLeave: () => setHeld((value) => ({ ...value, hover: false })),
      // Keyboard focus holds the slide still; a mouse click on an arrow must not stop autoplay for good.
      onFocus: (event: { target: EventTarget }) => {
        if (event.target instanceof Element && event.target.matches(":focus-visible")) {
          setHeld((value) => ({ ...value, focus: true }));
        }
      },
      onBlur: (event: { currentTarget: HTMLElement; relatedTarget: EventTarget | null }) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld((value) => ({ ...value, focus: false }));
      },
    },
  };
}
