import { useCallback, useSyncExternalStore } from "react";
import { isRecord, readJson, writeJson, subscribeToStored } from "./storage";

/** The guest wishlist in local storage (spec part 2 §3). The wishlist issue adds the server side. */
export const WISHLIST_KEY = "wishlist";
const CHANGED_EVENT = "wishlistUpdated";

export type WishlistEntry = { id: string; name: string; price: number; image: string; inStock: boolean };

function isEntry(value: unknown): value is WishlistEntry {
  return isRecord(value) && typeof value.id === "string" && typeof value.name === "string";
}

export function parseWishlist(value: unknown): WishlistEntry[] {
  return Array.isArray(value) ? value.filter(isEntry) : [];
}

/** Adds the entry, or removes it when its product is already listed. */
export function toggleEntry(list: WishlistEntry[], entry: WishlistEntry): { list: WishlistEntry[]; added: boolean } {
  const present = list.some((item) => item.id === entry.id);
  return present
    ? { list: list.filter((item) => item.id !== entry.id), added: false }
    : { list: [...list, entry], added: true };
}

const readRaw = () => JSON.stringify(readJson("local", WISHLIST_KEY) ?? null);

const subscribe = subscribeToStored(CHANGED_EVENT);

/** Whether `entry`'s product is wishlisted, and a toggle that reports which way it went. */
export function useWishlistEntry(entry: WishlistEntry) {
  const raw = useSyncExternalStore(subscribe, readRaw, () => "null");
  const listed = parseWishlist(JSON.parse(raw)).some((item) => item.id === entry.id);
  const toggle = useCallback(() => {
    const next = toggleEntry(parseWishlist(readJson("local", WISHLIST_KEY)), entry);
    writeJson("local", WISHLIST_KEY, next.list);
    window.dispatchEvent(new Event(CHANGED_EVENT));
    return next.added;
  }, [entry]);
  return { listed, toggle };
}
