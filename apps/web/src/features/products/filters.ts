import { PRICE_FILTER_MAX, PRICE_FILTER_MIN, SORT_OPTIONS, type SortOption } from "@pasal/shared";
import type { ListingParams } from "@/lib/queries/get-products";
import { parsePriceInput, priceQuery } from "./price";
import { m } from "@/paraglide/messages";

/**
 * What the shopper has chosen on /products (docs/requirements/catalogue.md#product-listing); kept in the
 * address so back/forward, reloads and shared links show the same list.
 */
export type ListingFilters = {
  category?: string;
  brand?: string;
  color?: string;
  minPrice: number;
  maxPrice: number;
  sort: SortOption;
  inStock: boolean;
  search?: string;
};

/** The defaults "Clear all" returns to (docs/requirements/catalogue.md#product-listing). */
export const DEFAULT_FILTERS: ListingFilters = {
  minPrice: PRICE_FILTER_MIN,
  maxPrice: PRICE_FILTER_MAX,
  sort: "featured",
  inStock: false,
};

/** Functions, so each reads the language at render time. */
export const SORT_LABELS: Record<SortOption, () => string> = {
  featured: m.sort_featured,
  newest: m.sort_newest,
  "price-low": m.sort_price_low,
  "price-high": m.sort_price_high,
  rating: m.sort_rating,
};

const isSort = (value: string | null): value is SortOption => value !== null && (SORT_OPTIONS as readonly string[]).includes(value);

const text = (params: URLSearchParams, key: string) => params.get(key)?.trim() || undefined;

export function filtersFromParams(params: URLSearchParams): ListingFilters {
  const sort = params.get("sort");
  const max = params.get("maxPrice");
  return {
    category: text(params, "category"),
    brand: text(params, "brand"),
    color: text(params, "color")?.toLowerCase(),
    minPrice: parsePriceInput(params.get("minPrice") ?? ""),
    maxPrice: max === null ? PRICE_FILTER_MAX : parsePriceInput(max),
    sort: isSort(sort) ? sort : "featured",
    inStock: params.get("inStock") === "true",
    search: text(params, "search"),
  };
}

export function paramsFromFilters(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  const price = priceQuery(filters);
  if (filters.search) params.set("search", filters.search);
  if (filters.category) params.set("category", filters.category);
  if (filters.brand) params.set("brand", filters.brand);
  if (filters.color) params.set("color", filters.color);
  if (price.minPrice !== undefined) params.set("minPrice", String(price.minPrice));
  if (price.maxPrice !== undefined) params.set("maxPrice", String(price.maxPrice));
  if (filters.sort !== "featured") params.set("sort", filters.sort);
  if (filters.inStock) params.set("inStock", "true");
  return params;
}

/** The server's query for these filters: filtering and sorting happen there. */
export function listingQuery(filters: ListingFilters): Omit<ListingParams, "page" | "limit"> {
  const { search, category, brand, color, sort, inStock } = filters;
  return { search, category, brand, color, sort, inStock, ...priceQuery(filters) };
}

export const hasActiveFilters = (filters: ListingFilters) =>
  Boolean(
    filters.category ||
    filters.brand ||
    filters.color ||
    filters.inStock ||
    filters.sort !== "featured" ||
    filters.minPrice !== PRICE_FILTER_MIN ||
    filters.maxPrice !== PRICE_FILTER_MAX,
  );
