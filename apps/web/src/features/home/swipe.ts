/**
 * How far a drag must travel to change slides (docs/requirements/home.md#carousels): more than 100 px
 * with a mouse, more than 50 px with a finger (or pen). Anything shorter snaps back.
 */
export const SWIPE_THRESHOLD_PX = { mouse: 100, touch: 50 } as const;

/** Movement before a press counts as a drag rather than a click. */
export const DRAG_START_PX = 8;

export function swipeThreshold(pointerType: string): number {
  return pointerType === "mouse" ? SWIPE_THRESHOLD_PX.mouse : SWIPE_THRESHOLD_PX.touch;
}

/** +1 for the next slide (dragged left), -1 for the previous one (dragged right), 0 to snap back. */
export function swipeStep(deltaX: number, pointerType: string): -1 | 0 | 1 {
  const threshold = swipeThreshold(pointerType);
  if (deltaX < -threshold) return 1;
  if (deltaX > threshold) return -1;
  return 0;
}

/** Index after `step`, wrapping around both ends. */
export function wrapIndex(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}
