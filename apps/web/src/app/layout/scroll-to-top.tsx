import { useLayoutEffect } from "react";
import { useLocation } from "react-router";
import { useNavigated } from "@/lib/use-navigated";

/**
 * Every route change starts at the top of the page (docs/requirements/app-shell.md#route-table). Not the
 * first page: the browser places it, and a shopper who scrolled a server-rendered page before its
 * scripts ran must not be sent back to the top when it hydrates.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigated = useNavigated(pathname);
  useLayoutEffect(() => {
    if (navigated) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname, navigated]);
  return null;
}
