import { describe, expect, it } from "vitest";
import { parseWishlist, toggleEntry, type WishlistEntry } from "./wishlist-storage";

const entry: WishlistEntry = { id: "p1", name: "Galaxy A55", price: 52999, image: "/a55.svg", inStock: true };

describe("local wishlist", () => {
  it("adds a product once and removes it on the second toggle", () => {
    const first = toggleEntry([], entry);
    expect(first).toEqual({ list: [entry], added: true });
    expect(toggleEntry(first.list, entry)).toEqual({ list: [], added: false });
  });

  it("drops entries it cannot read", () => {
    expect(parseWishlist({ id: "p1" })).toEqual([]);
    expect(parseWishlist([entry, { name: "no id" }, null])).toEqual([entry]);
  });
});
