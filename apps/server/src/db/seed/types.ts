import type { CATEGORY_NAMES } from "@pasal/shared";

export type CategoryName = (typeof CATEGORY_NAMES)[number];
export type Extra = "caraousel" | "banner";

/**
 * Compact, hand-written description of one demo product. `build.ts` turns it into a
 * `CatalogProductInput` (prices, stock, ratings, images, HTML features).
 */
export interface ProductDef {
  category: CategoryName;
  /** brand (= parentSubcategory); must be in BRANDS */
  brand: string;
  /** unique model name, e.g. "Galaxy S24 Ultra" */
  modelName: string;
  /** display name; defaults to brand + modelName */
  name?: string;
  /** selling price in rupees (ignored when variants are given: the first variant wins) */
  price?: number;
  /** storage/RAM or size variants with their own price */
  variants?: [name: string, price: number][];
  /** discount in percent for originalPrice; default derived from the model name */
  off?: number;
  colors: string[];
  /** phone modelNames a cover / protector fits */
  fits?: string[];
  /** category spec table rows */
  specs?: Record<string, string>;
  /** bullet points for keyFeatures */
  features: string[];
  description: string;
  extras?: Extra[];
  freeShipping?: boolean;
  stock?: number;
  size?: string;
  /** drawing hints for the SVG silhouette (e.g. "island tri", "gaming", "stem") */
  look?: string;
  /** short text printed on the product drawing (e.g. "65W", "20000mAh") */
  tag?: string;
}

export interface BrandDef {
  name: string;
  /** wordmark colour */
  color: string;
  /** wordmark text if it differs from the name ("SAMSUNG", "vivo") */
  word?: string;
  /** logo background (default white) */
  bg?: string;
  font?: "sans" | "serif" | "mono" | "script";
  /** per-letter colours for multi-coloured wordmarks */
  letters?: string[];
  /** category used for the brand's picture tile */
  main: CategoryName;
}
