/**
 * The cart as the storefront uses it (docs/requirements/cart.md#cart-lines,
 * docs/requirements/cart.md#guest-cart).
 */
export { useCart, cartQueryKey, type CartState } from "./use-cart";
export { useCartActions, type CartActions } from "./use-cart-actions";
export { saveBuyNow, readBuyNow, clearBuyNow, BUY_NOW_KEY } from "./buy-now";
export { readGuestCart, writeGuestCart, clearGuestCart, addGuestLine, toCartLine } from "./guest-cart";
export { fetchStock, fetchCart } from "./cart-api";
export { useGuestDataMerge } from "./use-guest-data-merge";
