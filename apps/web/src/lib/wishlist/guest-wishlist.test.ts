import { describe, expect, it } from "vitest";
import type { WishlistItem } from "@pasal/shared";
import { parseWishlist, toggleItem } from "./guest-wishlist";

const item: WishlistItem = { id: "p1", productId: "p1", modelName: "Galaxy A55", name: "Galaxy A55", price: 52999, image: "/a55.svg", inStock: true };

describe("local wishlist", () => {
  it("adds a product once and removes it on the second toggle", () => {
    const first = toggleItem([], item);
    expect(first).toEqual({ list: [item], added: true });
    expect(toggleItem(first.list, item)).toEqual({ list: [], added: false });
  });

  it("reads the spec's guest entries and drops what it cannot read", () => {
    expect(parseWishlist({ id: "p1" })).toEqual([]);
    const old = { id: "p1", name: "Galaxy A55", price: 52999, image: "/a55.svg", inStock: true };
    expect(parseWishlist([old, { name: "no id" }, null, old])).toEqual([{ ...item, modelName: "" }]);
  });
});
