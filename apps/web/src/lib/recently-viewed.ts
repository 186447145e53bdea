import { useSyncExternalStore } from "react";
import { isRecord, readJson, writeJson, subscribeToStored } from "./storage";

/** Local storage key and size of the Recently Viewed list (docs/requirements/home.md#recently-viewed). */
export const RECENTLY_VIEWED_KEY = "recentlyViewed";
export const RECENTLY_VIEWED_MAX = 10;
const CHANGED_EVENT = "recentlyViewedUpdated";

export type RecentlyViewedItem = {
  _id: string;
  name: string;
  modelName: string;
  images: { url: string }[];
  sellingPrice: number;
};

/** Only the fields the list keeps, so a full product never lands in storage. */
export function toRecentlyViewed(product: RecentlyViewedItem): RecentlyViewedItem {
  const { _id, name, modelName, images, sellingPrice } = product;
  return { _id, name, modelName, images: images.slice(0, 1).map(({ url }) => ({ url })), sellingPrice };
}

/** Newest first, each product once, at most ten: a repeat visit moves the product to the front. */
export function addRecentlyViewed(list: RecentlyViewedItem[], item: RecentlyViewedItem): RecentlyViewedItem[] {
  return [item, ...list.filter((entry) => entry._id !== item._id)].slice(0, RECENTLY_VIEWED_MAX);
}

function isItem(value: unknown): value is RecentlyViewedItem {
  return (
    isRecord(value) &&
    typeof value._id === "string" &&
    typeof value.name === "string" &&
    typeof value.modelName === "string" &&
    typeof value.sellingPrice === "number" &&
    Array.isArray(value.images)
  );
}

/** Whatever storage holds, as a valid list (unreadable entries are dropped). */
export function parseRecentlyViewed(value: unknown): RecentlyViewedItem[] {
  return Array.isArray(value) ? value.filter(isItem).slice(0, RECENTLY_VIEWED_MAX) : [];
}

// useSyncExternalStore needs the same array back until storage really changes.
let cache: { raw: string; list: RecentlyViewedItem[] } | undefined;

export function readRecentlyViewed(): RecentlyViewedItem[] {
  const value = readJson("local", RECENTLY_VIEWED_KEY);
  const raw = JSON.stringify(value ?? null);
  if (cache?.raw !== raw) cache = { raw, list: parseRecentlyViewed(value) };
  return cache.list;
}

export function recordRecentlyViewed(product: RecentlyViewedItem): void {
  writeJson("local", RECENTLY_VIEWED_KEY, addRecentlyViewed(readRecentlyViewed(), toRecentlyViewed(product)));
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

const subscribe = subscribeToStored(CHANGED_EVENT);

// One empty list, so the snapshot the server draws is the same value on every call.
const NONE_ON_SERVER: RecentlyViewedItem[] = [];
export const useRecentlyViewed = () => useSyncExternalStore(subscribe, readRecentlyViewed, () => NONE_ON_SERVER);
