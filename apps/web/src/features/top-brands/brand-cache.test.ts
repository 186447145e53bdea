import { describe, expect, it } from "vitest";
import { makeProduct } from "@/testing/fixtures";
import { BRAND_CACHE_TTL_MS, cachedList, readBrandCache, toBrandProduct, writeBrandCache } from "./brand-cache";

describe("brand list cache", () => {
  const items = [toBrandProduct(makeProduct())];

  it("serves the same brand for ten minutes", () => {
    const entry = { brand: "Samsung", savedAt: 1_000, items };
    expect(cachedList(entry, "Samsung", 1_000 + BRAND_CACHE_TTL_MS - 1)).toEqual(items);
    expect(cachedList(entry, "Samsung", 1_000 + BRAND_CACHE_TTL_MS)).toBeUndefined();
    expect(cachedList(entry, "Apple", 2_000)).toBeUndefined();
    expect(cachedList("junk", "Samsung", 2_000)).toBeUndefined();
  });

  it("keeps only the card's fields, for the last brand only", () => {
    writeBrandCache("Samsung", items);
    expect(readBrandCache("Samsung")).toEqual(items);
    expect(Object.keys(items[0]!)).not.toContain("keyFeatures");
    writeBrandCache("Apple", []);
    expect(readBrandCache("Samsung")).toBeUndefined();
    sessionStorage.clear();
  });
});
