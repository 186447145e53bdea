import { useRef } from "react";

/**
 * True from the first render at another path than the page the visit began on, and from then on.
 * The first page is the browser's (server-rendered, placed and painted by it): route-change
 * effects such as scrolling to the top and the page fade leave it alone.
 */
export function useNavigated(pathname: string): boolean {
  const firstPath = useRef(pathname);
  const navigated = useRef(false);
  if (pathname !== firstPath.current) navigated.current = true;
  return navigated.current;
}
