// No zod here: the listing page's first load needs these, not the schemas (decision 023).

/** Price filter bounds and step (docs/requirements/catalogue.md#product-listing). */
export const PRICE_FILTER_MIN = 0;
export const PRICE_FILTER_MAX = 200_000;
export const PRICE_FILTER_STEP = 1000;

export const SORT_OPTIONS = ["featured", "newest", "price-low", "price-high", "rating"] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
