import { SORT_OPTIONS, type SortOption } from "@pasal/shared";

/** What the shopper has chosen on /products; kept in the address so back/forward and links work. */
export type ListingFilters = {
  category?: string;
  brand?: string;
  sort: SortOption;
  inStock: boolean;
  search?: string;
};

export const SORT_LABELS: Record<SortOption, string> = {
  featured: "Featured",
  newest: "Newest first",
  "price-low": "Price: low to high",
  "price-high": "Price: high to low",
  rating: "Customer rating",
};

const isSort = (value: string | null): value is SortOption =>
  value !== null && (SORT_OPTIONS as readonly string[]).includes(value);

export function filtersFromParams(params: URLSearchParams): ListingFilters {
  const sort = params.get("sort");
  return {
    category: params.get("category")?.trim() || undefined,
    brand: params.get("brand")?.trim() || undefined,
    sort: isSort(sort) ? sort : "featured",
    inStock: params.get("inStock") === "true",
    search: params.get("search")?.trim() || undefined,
  };
}

export function paramsFromFilters(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set("search", filters.search);
  if (filters.category) params.set("category", filters.category);
  if (filters.brand) params.set("brand", filters.brand);
  if (filters.sort !== "featured") params.set("sort", filters.sort);
  if (filters.inStock) params.set("inStock", "true");
  return params;
}

export const hasActiveFilters = (filters: ListingFilters) =>
  Boolean(filters.category || filters.brand || filters.inStock || filters.sort !== "featured");
