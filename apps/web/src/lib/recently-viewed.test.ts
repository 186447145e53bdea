import { describe, expect, it } from "vitest";
import {
  addRecentlyViewed,
  parseRecentlyViewed,
  readRecentlyViewed,
  RECENTLY_VIEWED_KEY,
  RECENTLY_VIEWED_MAX,
  recordRecentlyViewed,
  type RecentlyViewedItem,
} from "./recently-viewed";

const item = (id: number): RecentlyViewedItem => ({
  _id: `p${id}`,
  name: `Phone ${id}`,
  modelName: `Phone ${id}`,
  images: [{ url: `/p${id}.svg` }],
  sellingPrice: 1000 * id,
});

describe("recently viewed", () => {
  it("puts the newest first and keeps each product once", () => {
    let list = [item(1), item(2), item(3)];
    list = addRecentlyViewed(list, item(4));
    expect(list.map((entry) => entry._id)).toEqual(["p4", "p1", "p2", "p3"]);
    list = addRecentlyViewed(list, item(2));
    expect(list.map((entry) => entry._id)).toEqual(["p2", "p4", "p1", "p3"]);
  });

  it("keeps only the ten most recent", () => {
    let list: RecentlyViewedItem[] = [];
    for (let id = 1; id <= 12; id++) list = addRecentlyViewed(list, item(id));
    expect(list).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(list[0]?._id).toBe("p12");
    expect(list.at(-1)?._id).toBe("p3");
  });

  it("ignores unreadable storage and stores only the listed fields", () => {
    expect(parseRecentlyViewed("nonsense")).toEqual([]);
    expect(parseRecentlyViewed([{ _id: 1 }, item(1)])).toEqual([item(1)]);
    localStorage.setItem(RECENTLY_VIEWED_KEY, "{broken");
    expect(readRecentlyViewed()).toEqual([]);

    recordRecentlyViewed({ ...item(5), stock: 3, keyFeatures: "<p>long</p>" } as RecentlyViewedItem);
    const stored = JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY)!) as unknown[];
    expect(stored).toEqual([item(5)]);
  });
});
