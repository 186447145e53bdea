/**
 * Recommendation rules, pure, over the catalogue snapshot's products (/reco/similar
 * and /reco/personalized; ordering rules in docs/requirements/home.md#recommendations).
 */
import type { Product } from "@pasal/shared";

export const RECO_LIMIT = 12;

/** The best `limit` items by `score` (higher first; `null` leaves an item out), ties by more sold, then name. */
export function topBy<T extends Pick<Product, "sold" | "name">>(items: Iterable<T>, limit: number, score: (item: T) => number | null): T[] {
  const best: { item: T; score: number }[] = [];
  const before = (a: { item: T; score: number }, b: { item: T; score: number }) =>
    a.score !== b.score ? a.score > b.score : a.item.sold !== b.item.sold ? a.item.sold > b.item.sold : a.item.name < b.item.name;
  for (const item of items) {
    const value = score(item);
    if (value === null) continue;
    const entry = { item, score: value };
    if (best.length === limit && !before(entry, best[limit - 1]!)) continue;
    let at = Math.min(best.length, limit - 1);
    while (at > 0 && before(entry, best[at - 1]!)) at--;
    best.splice(at, 0, entry);
    if (best.length > limit) best.pop();
  }
  return best.map((entry) => entry.item);
}

const SAME_CATEGORY = 100;
const SAME_BRAND = 20;
const PER_SHARED_MODEL = 15;
const FITS_THE_OTHER = 15;
const MAX_COMPATIBILITY = 45;
const PRICE_BAND = 0.3;
const PRICE_IN_BAND = 10;
const PRICE_CLOSENESS = 5;
const PER_STAR = 2;

const lower = (values: readonly string[]) => new Set(values.map((v) => v.toLowerCase()));

/**
 * Products like `target`, in stock and never `target` itself. Same category outranks everything
 * else (100 against at most 90 for the rest). Then compatible phone models (15 per model both fit,
 * 15 when one fits the other, at most 45): another cover for the same phone is a closer substitute
 * than a cover of the same brand for another phone. Then same brand (20), a price within ±30% (10,
 * plus up to 5 the closer it is) and rating (2 per star).
 */
export function similarTo(products: readonly Product[], target: Product, limit = RECO_LIMIT): Product[] {
  const targetModels = lower(target.model);
  const targetName = target.modelName.toLowerCase();
  return topBy(products, limit, (p) => {
    if (p._id === target._id || p.stock <= 0) return null;
    let score = 0;
    if (p.parentCategory === target.parentCategory) score += SAME_CATEGORY;
    if (p.parentSubcategory === target.parentSubcategory) score += SAME_BRAND;
    let compatibility = 0;
    for (const model of p.model) if (targetModels.has(model.toLowerCase())) compatibility += PER_SHARED_MODEL;
    if (targetModels.has(p.modelName.toLowerCase()) || p.model.some((m) => m.toLowerCase() === targetName)) compatibility += FITS_THE_OTHER;
    score += Math.min(compatibility, MAX_COMPATIBILITY);
    if (target.sellingPrice > 0) {
      const gap = Math.abs(p.sellingPrice - target.sellingPrice) / target.sellingPrice;
      if (gap <= PRICE_BAND) score += PRICE_IN_BAND + PRICE_CLOSENESS * (1 - gap / PRICE_BAND);
    }
    return score + PER_STAR * p.rating;
  });
}

/** What a shopper has shown interest in, gathered by reco-service.ts from the database. */
export interface ShopperSignals {
  /** Interest per product id: views, wishlist, cart and purchases, weighted and fading with age. */
  interest: Map<string, number>;
  /** Interest in categories and brands of products no longer in the catalogue (from order snapshots). */
  pastCategories: Map<string, number>;
  pastBrands: Map<string, number>;
  /** Never recommended: bought, or already in the cart. */
  excluded: Set<string>;
  /** How often other shoppers' orders put a product together with one the shopper is interested in. */
  coPurchases: Map<string, number>;
}

const CATEGORY_AFFINITY = 3;
const BRAND_AFFINITY = 2;
const CO_PURCHASE = 4;
const FITS_OWN_PHONE = 1.5;
const RATING_WEIGHT = 0.3;
const POPULARITY_WEIGHT = 0.2;
const ALREADY_SEEN = 0.5;

/** Each value over the largest, so every affinity is between 0 and 1. */
function normalise(values: Map<string, number>): Map<string, number> {
  let max = 0;
  for (const value of values.values()) max = Math.max(max, value);
  return new Map([...values].map(([key, value]) => [key, max > 0 ? value / max : 0]));
}

function addTo(map: Map<string, number>, key: string, value: number) {
  map.set(key, (map.get(key) ?? 0) + value);
}

/**
 * Personal picks: products in the categories and brands the shopper is drawn to, bought together
 * with what they looked at, or fitting a phone they looked at; in stock, never bought or already in
 * the cart. Products they already looked at count half (the home page shows those separately).
 * Whatever is left is filled from `fallback` (best sellers and top rated).
 */
export function personalFor(
  products: readonly Product[],
  find: (id: string) => Product | undefined,
  signals: ShopperSignals,
  fallback: readonly Product[],
  limit = RECO_LIMIT,
): Product[] {
  const categories = new Map(signals.pastCategories);
  const brands = new Map(signals.pastBrands);
  /** Model names of what they looked at: covers and chargers that fit those are good picks. */
  const ownModels = new Set<string>();
  for (const [id, weight] of signals.interest) {
    const product = find(id);
    if (!product) continue;
    addTo(categories, product.parentCategory, weight);
    addTo(brands, product.parentSubcategory, weight);
    ownModels.add(product.modelName.toLowerCase());
  }
  const categoryAffinity = normalise(categories);
  const brandAffinity = normalise(brands);
  const coPurchase = normalise(signals.coPurchases);
  const maxSold = products.reduce((max, p) => Math.max(max, p.sold), 1);

  const picks = topBy(products, limit, (p) => {
    if (p.stock <= 0 || signals.excluded.has(p._id)) return null;
    const fits = p.model.some((m) => ownModels.has(m.toLowerCase())) ? 1 : 0;
    const affinity =
      CATEGORY_AFFINITY * (categoryAffinity.get(p.parentCategory) ?? 0) +
      BRAND_AFFINITY * (brandAffinity.get(p.parentSubcategory) ?? 0) +
      CO_PURCHASE * (coPurchase.get(p._id) ?? 0) +
      FITS_OWN_PHONE * fits;
    if (affinity === 0) return null;
    const quality = RATING_WEIGHT * (p.rating / 5) + POPULARITY_WEIGHT * (Math.log1p(p.sold) / Math.log1p(maxSold));
    return (affinity + quality) * (signals.interest.has(p._id) ? ALREADY_SEEN : 1);
  });
  const chosen = new Set(picks.map((p) => p._id));
  for (const p of fallback) {
    if (picks.length >= limit) break;
    if (chosen.has(p._id) || signals.excluded.has(p._id) || p.stock <= 0) continue;
    chosen.add(p._id);
    picks.push(p);
  }
  return picks;
}

/** Best sellers and top rated (at least one review), in stock, taken in turn without repeats. */
export function bestSellersAndTopRated(products: readonly Product[], count: number): Product[] {
  const bestSellers = topBy(products, count, (p) => (p.stock > 0 ? p.sold : null));
  const topRated = topBy(products, count, (p) => (p.stock > 0 && p.reviews > 0 ? p.rating * 1_000_000 + p.reviews : null));
  const out: Product[] = [];
  const seen = new Set<string>();
  for (let k = 0; k < count; k++) {
    for (const p of [bestSellers[k], topRated[k]]) {
      if (p && !seen.has(p._id)) {
        seen.add(p._id);
        out.push(p);
      }
    }
  }
  return out;
}
