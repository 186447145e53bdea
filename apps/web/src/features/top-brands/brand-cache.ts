import type { Product } from "@pasal/shared";
import { isRecord, readJson, removeKey, writeJson } from "@/lib/storage";

/**
 * The last brand's list, kept in session storage for ten minutes
 * (docs/requirements/catalogue.md#brand-listing): reopening that brand, or coming back from one of its
 * products, needs no request.
 */
export const BRAND_CACHE_KEY = "topBrandsCache";
export const BRAND_CACHE_TTL_MS = 10 * 60 * 1000;

/** Only what a brand card shows, so the cache stays small. */
export type BrandProduct = Pick<
  Product,
  "_id" | "name" | "modelName" | "description" | "images" | "color" | "sellingPrice" | "stock" | "rating" | "reviews" | "freeShipping"
>;

export function toBrandProduct(product: Product): BrandProduct {
  const { _id, name, modelName, description, images, color, sellingPrice, stock, rating, reviews, freeShipping } = product;
  return {
    _id,
    name,
    modelName,
    description,
    images: images.slice(0, 1),
    color: color.map(({ colorName }) => ({ colorName })),
    sellingPrice,
    stock,
    rating,
    reviews,
    freeShipping,
  };
}

type CacheEntry = { brand: string; savedAt: number; items: BrandProduct[] };

/** The cached list when it is for `brand` and younger than ten minutes. */
export function cachedList(entry: unknown, brand: string, now: number): BrandProduct[] | undefined {
  if (!isRecord(entry) || entry.brand !== brand || typeof entry.savedAt !== "number" || !Array.isArray(entry.items)) return undefined;
  const age = now - entry.savedAt;
  return age >= 0 && age < BRAND_CACHE_TTL_MS ? (entry.items as BrandProduct[]) : undefined;
}

export const readBrandCache = (brand: string) => cachedList(readJson("session", BRAND_CACHE_KEY), brand, Date.now());

export const writeBrandCache = (brand: string, items: BrandProduct[]) =>
  writeJson("session", BRAND_CACHE_KEY, { brand, savedAt: Date.now(), items } satisfies CacheEntry);

export const clearBrandCache = () => removeKey("session", BRAND_CACHE_KEY);
