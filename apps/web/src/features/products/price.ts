import { PRICE_FILTER_MAX, PRICE_FILTER_MIN, PRICE_FILTER_STEP } from "@pasal/shared";

/**
 * A typed price (docs/requirements/catalogue.md#product-listing): empty or invalid counts as 0;
 * otherwise whole rupees within 0–200000. Grouping commas and spaces are allowed ("1,50,000").
 */
export function parsePriceInput(raw: string): number {
  const text = raw.replace(/[,\s]/g, "");
  const value = Number(text);
  if (!text || !Number.isFinite(value) || value <= PRICE_FILTER_MIN) return PRICE_FILTER_MIN;
  return Math.min(PRICE_FILTER_MAX, Math.round(value));
}

/** The slider's value: within bounds and on a 1000 step (docs/requirements/catalogue.md#product-listing). */
export function snapToStep(value: number): number {
  const stepped = Math.round(value / PRICE_FILTER_STEP) * PRICE_FILTER_STEP;
  return Math.min(PRICE_FILTER_MAX, Math.max(PRICE_FILTER_MIN, stepped));
}

export type PriceRange = { minPrice: number; maxPrice: number };

/** Low end first, whichever box the shopper typed it in. */
export function orderedRange(a: number, b: number): PriceRange {
  return { minPrice: Math.min(a, b), maxPrice: Math.max(a, b) };
}

/**
 * What the server is asked for: nothing at the defaults, and no upper bound at the top of the
 * scale, so the few products above Rs. 2,00,000 are not hidden by an untouched slider.
 */
export function priceQuery({ minPrice, maxPrice }: PriceRange): { minPrice?: number; maxPrice?: number } {
  return {
    minPrice: minPrice > PRICE_FILTER_MIN ? minPrice : undefined,
    maxPrice: maxPrice < PRICE_FILTER_MAX ? maxPrice : undefined,
  };
}
