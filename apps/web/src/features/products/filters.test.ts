import { describe, expect, it } from "vitest";
import { filtersFromParams, hasActiveFilters, paramsFromFilters } from "./filters";

describe("listing filters in the address", () => {
  it("round-trips through the query string", () => {
    const filters = { category: "Phone", brand: "Samsung", sort: "price-low" as const, inStock: true };
    expect(paramsFromFilters(filters).toString()).toBe("category=Phone&brand=Samsung&sort=price-low&inStock=true");
    expect(filtersFromParams(paramsFromFilters(filters))).toEqual({ ...filters, search: undefined });
  });

  it("falls back to defaults for unknown or empty values", () => {
    const filters = filtersFromParams(new URLSearchParams("sort=cheapest&category=&inStock=yes"));
    expect(filters).toEqual({ category: undefined, brand: undefined, sort: "featured", inStock: false, search: undefined });
    expect(hasActiveFilters(filters)).toBe(false);
  });
});
