import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { clearScroll } from "@/lib/scroll-memory";
import { BRAND_PRODUCTS_KEY } from "../api/get-brand-products";
import { clearBrandCache } from "../brand-cache";

export const BRAND_SCROLL_PAGE = "top-brands";

// Brand pages open right now; React's development double mount briefly takes this to zero.
let openPages = 0;

/**
 * The brand's list and scroll position are kept only for the way back from one of its products:
 * leaving the page any other way forgets both (docs/requirements/catalogue.md#brand-listing).
 */
export function useLeaveBrand() {
  const queryClient = useQueryClient();
  const viaProduct = useRef(false);

  useEffect(() => {
    openPages += 1;
    viaProduct.current = false;
    return () => {
      openPages -= 1;
      const keep = viaProduct.current;
      window.setTimeout(() => {
        if (keep || openPages > 0) return;
        clearBrandCache();
        clearScroll(BRAND_SCROLL_PAGE);
        queryClient.removeQueries({ queryKey: BRAND_PRODUCTS_KEY });
      }, 0);
    };
  }, [queryClient]);

  return { markProductClick: () => (viaProduct.current = true) };
}
