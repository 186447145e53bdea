/** The wishlist as the storefront uses it (spec part 2 "Wishlist", §3, §4, §8). */
export { useWishlist, wishlistQueryKey, type WishlistState } from "./use-wishlist";
export { WISHLIST_KEY, WISHLIST_UPDATED_EVENT, parseWishlist, readGuestWishlist, toggleItem, writeGuestWishlist } from "./guest-wishlist";
export { postSyncWishlist } from "./wishlist-api";
