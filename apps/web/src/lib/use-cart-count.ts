import { useCart } from "./cart";

/** Items in the cart for the header badge: the guest's local cart, or the signed-in shopper's server cart. */
export function useCartCount(): number {
  return useCart().count;
}
