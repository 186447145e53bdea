import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";

/**
 * docs/requirements/orders.md#orders-page: scroll to ?id after about 400 ms, highlight it for about
 * 2.4 s.
 */
export const SCROLL_DELAY_MS = 400;
export const HIGHLIGHT_MS = 2400;

/**
 * The order named by `?id=ORD-…` once the list holding it has arrived: it is scrolled into view
 * and, for a moment, highlighted. Returns the id asked for (to open that card) and whether the
 * highlight is still on.
 */
export function useHighlightedOrder(orderIds: string[] | undefined) {
  const [params] = useSearchParams();
  const target = params.get("id");
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const found = Boolean(target && orderIds?.includes(target));

  useEffect(() => {
    if (!found || !target) return;
    let clear: ReturnType<typeof setTimeout> | undefined;
    const scroll = setTimeout(() => {
      document.getElementById(`order-${target}`)?.scrollIntoView?.({ behavior: "smooth", block: "start" });
      setHighlighted(target);
      clear = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    }, SCROLL_DELAY_MS);
    return () => {
      clearTimeout(scroll);
      clearTimeout(clear);
    };
  }, [found, target]);

  return { target: found ? target : null, highlighted };
}
