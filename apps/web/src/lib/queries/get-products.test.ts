import { describe, expect, it } from "vitest";
import { listingSearch } from "./get-products";

describe("listingSearch", () => {
  it("keeps only the filters that are set", () => {
    expect(listingSearch({ category: "Phone", brand: "", inStock: false, page: 2, limit: 24 })).toBe("?category=Phone&page=2&limit=24");
  });

  it("encodes values and returns nothing for an empty query", () => {
    expect(listingSearch({ category: "Screen Protector" })).toBe("?category=Screen+Protector");
    expect(listingSearch({})).toBe("");
  });
});
