import { describe, expect, it } from "vitest";
import { DEFAULT_FILTERS, filtersFromParams, hasActiveFilters, listingQuery, paramsFromFilters, type ListingFilters } from "./filters";

describe("listing filters in the address", () => {
  it("round-trips through the query string", () => {
    const filters: ListingFilters = {
      ...DEFAULT_FILTERS,
      category: "Phone",
      brand: "Samsung",
      color: "blue",
      minPrice: 10000,
      maxPrice: 50000,
      sort: "price-low",
      inStock: true,
    };
    expect(paramsFromFilters(filters).toString()).toBe("category=Phone&brand=Samsung&color=blue&minPrice=10000&maxPrice=50000&sort=price-low&inStock=true");
    expect(filtersFromParams(paramsFromFilters(filters))).toEqual({ ...filters, search: undefined });
  });

  it("falls back to defaults for unknown or empty values", () => {
    const filters = filtersFromParams(new URLSearchParams("sort=cheapest&category=&inStock=yes&minPrice=abc"));
    expect(filters).toEqual({ ...DEFAULT_FILTERS, category: undefined, brand: undefined, color: undefined, search: undefined });
    expect(hasActiveFilters(filters)).toBe(false);
  });

  it("asks the server only for what is set, search included", () => {
    const filters = filtersFromParams(new URLSearchParams("search=galaxy&minPrice=5000"));
    expect(listingQuery(filters)).toEqual({
      search: "galaxy",
      category: undefined,
      brand: undefined,
      color: undefined,
      sort: "featured",
      inStock: false,
      minPrice: 5000,
      maxPrice: undefined,
    });
    expect(hasActiveFilters(filters)).toBe(true);
  });
});
