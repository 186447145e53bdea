import { useEffect, useState } from "react";
import { CART_UPDATED_EVENT, readCartCount } from "./cart-storage";

/** Number of items in the local cart, refreshed on `cartUpdated` and on changes from other tabs. */
export function useCartCount(): number {
  const [count, setCount] = useState(readCartCount);

  useEffect(() => {
    const refresh = () => setCount(readCartCount());
    window.addEventListener(CART_UPDATED_EVENT, refresh);
    window.addEventListener("storage", refresh);
    return () => {
      window.removeEventListener(CART_UPDATED_EVENT, refresh);
      window.removeEventListener("storage", refresh);
    };
  }, []);

  return count;
}
