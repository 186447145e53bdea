import type { WishlistItem } from "@pasal/shared";
import { isRecord, readJson, writeJson } from "../storage";

/** The guest wishlist in local storage (docs/requirements/cart.md#wishlist). */
export const WISHLIST_KEY = "wishlist";
export const WISHLIST_UPDATED_EVENT = "wishlistUpdated";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** One stored entry as a WishlistItem (older entries lack productId and modelName), or null. */
export function toWishlistItem(value: unknown): WishlistItem | null {
  if (!isRecord(value)) return null;
  const id = text(value.productId) || text(value.id) || text(value._id);
  if (!id || typeof value.name !== "string") return null;
  const price = Number(value.price);
  return {
    id,
    productId: id,
    modelName: text(value.modelName),
    name: value.name,
    price: Number.isFinite(price) ? price : 0,
    image: text(value.image),
    inStock: value.inStock !== false,
  };
}

/** Stored wishlist data as items; anything unreadable is left out. */
export function parseWishlist(value: unknown): WishlistItem[] {
  if (!Array.isArray(value)) return [];
  const items = value.map(toWishlistItem).filter((item): item is WishlistItem => item !== null);
  return items.filter((item, index) => items.findIndex((other) => other.id === item.id) === index);
}

export function readGuestWishlist(): WishlistItem[] {
  return parseWishlist(readJson("local", WISHLIST_KEY));
}

export function writeGuestWishlist(items: WishlistItem[]): void {
  writeJson("local", WISHLIST_KEY, items);
  window.dispatchEvent(new Event(WISHLIST_UPDATED_EVENT));
}

/** Adds the item, or removes it when its product is already listed. */
export function toggleItem(list: WishlistItem[], item: WishlistItem): { list: WishlistItem[]; added: boolean } {
  const present = list.some((entry) => entry.id === item.id);
  return present ? { list: list.filter((entry) => entry.id !== item.id), added: false } : { list: [...list, item], added: true };
}
