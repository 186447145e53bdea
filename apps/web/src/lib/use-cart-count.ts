import { useSyncExternalStore } from "react";
import { CART_UPDATED_EVENT, readCartCount } from "./cart-storage";
import { subscribeToStored } from "./storage";

const subscribe = subscribeToStored(CART_UPDATED_EVENT);

/** Number of items in the local cart, refreshed on `cartUpdated` and on changes from other tabs. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, readCartCount, () => 0);
}
