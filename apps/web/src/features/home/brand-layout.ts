/**
 * Brand cards visible at once in the scrolling strip (spec part 1 §9): one on phones, two from
 * 640 px, three from 1024 px, four from 1280 px.
 */
export function brandCardsPerView(viewportWidth: number): 1 | 2 | 3 | 4 {
  if (viewportWidth >= 1280) return 4;
  if (viewportWidth >= 1024) return 3;
  if (viewportWidth >= 640) return 2;
  return 1;
}
