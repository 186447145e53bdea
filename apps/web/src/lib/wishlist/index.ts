/** The wishlist as the storefront uses it (docs/requirements/cart.md#wishlist). */
export { useWishlist, wishlistQueryKey, type WishlistState } from "./use-wishlist";
export { WISHLIST_KEY, WISHLIST_UPDATED_EVENT, parseWishlist, readGuestWishlist, toggleItem, writeGuestWishlist } from "./guest-wishlist";
export { postSyncWishlist } from "./wishlist-api";
