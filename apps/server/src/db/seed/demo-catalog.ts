/**
 * Demo catalogue for Pasal: ~200 realistic products across the nine categories, 33 brands,
 * and locally generated SVG artwork for every product, colour, category and brand.
 * Everything is deterministic: two calls produce identical output.
 */
import { CATEGORY_NAMES, type CatalogProductInput } from "@pasal/shared";
import { BRANDS } from "./brands.js";
import { addFile, buildProductWithReviews } from "./build.js";
import { brandImageSvg, brandLogoSvg, categorySvg } from "./images/index.js";
import { EARBUDS, SPEAKERS } from "./products-audio.js";
import { COVERS } from "./products-covers.js";
import { LAPTOPS } from "./products-laptops.js";
import { ANDROID_PHONES_1 } from "./products-phones-android-1.js";
import { ANDROID_PHONES_2 } from "./products-phones-android-2.js";
import { APPLE_SAMSUNG_GOOGLE_PHONES } from "./products-phones-apple-samsung.js";
import { CHARGERS, POWERBANKS } from "./products-power.js";
import { PROTECTORS } from "./products-protectors.js";
import { WATCHES } from "./products-watches.js";
import type { DemoReview } from "./reviews.js";
import type { ProductDef } from "./types.js";
import { slug } from "./util.js";

export interface DemoCatalog {
  /** image = URL like /media/demo/categories/phone.svg */
  categories: { categoryName: string; image: string }[];
  /** logo/image URLs under /media/demo/brands/ */
  brands: { subcategoryName: string; logo: string; image: string }[];
  products: CatalogProductInput[];
  /** reviews written by demo reviewer accounts; ratings and review counts are summed from them */
  reviews: DemoReview[];
  /** every generated file: key = path relative to the media root, value = SVG text */
  files: Map<string, string>;
}

/** All hand-written product definitions, in shop order. */
export const DEMO_PRODUCT_DEFS: readonly ProductDef[] = [
  ...APPLE_SAMSUNG_GOOGLE_PHONES,
  ...ANDROID_PHONES_1,
  ...ANDROID_PHONES_2,
  ...LAPTOPS,
  ...COVERS,
  ...PROTECTORS,
  ...CHARGERS,
  ...POWERBANKS,
  ...EARBUDS,
  ...WATCHES,
  ...SPEAKERS,
];

const PLURAL: Record<string, string> = {
  Phone: "Phones",
  Cover: "Covers",
  Charger: "Chargers",
  "Screen Protector": "Screen protectors",
  Laptop: "Laptops",
  Powerbank: "Power banks",
  Earbud: "Earbuds",
  Smartwatch: "Smartwatches",
  Speaker: "Speakers",
};

/** "Phones, Earbuds and Chargers": up to three categories the brand sells, most products first. */
function brandSubtitle(brand: string): string {
  const counts = new Map<string, number>();
  for (const def of DEMO_PRODUCT_DEFS) {
    if (def.brand === brand) counts.set(def.category, (counts.get(def.category) ?? 0) + 1);
  }
  const top = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([c]) => PLURAL[c] ?? c);
  if (top.length <= 1) return top[0] ?? "";
  return `${top.slice(0, -1).join(", ")} and ${top[top.length - 1]}`;
}

export function buildDemoCatalog(): DemoCatalog {
  const files = new Map<string, string>();
  const categories = CATEGORY_NAMES.map((categoryName) => ({
    categoryName,
    image: addFile(files, `demo/categories/${slug(categoryName)}.svg`, categorySvg(categoryName)),
  }));
  const brands = BRANDS.map((brand) => ({
    subcategoryName: brand.name,
    logo: addFile(files, `demo/brands/${slug(brand.name)}-logo.svg`, brandLogoSvg(brand)),
    image: addFile(files, `demo/brands/${slug(brand.name)}.svg`, brandImageSvg(brand, brandSubtitle(brand.name))),
  }));
  const built = DEMO_PRODUCT_DEFS.map((def) => buildProductWithReviews(def, files));
  return { categories, brands, products: built.map((b) => b.product), reviews: built.flatMap((b) => b.reviews), files };
}

let cachedProducts: CatalogProductInput[] | undefined;

/**
 * n products for benchmarks, cycling through the demo products. Each copy gets a
 * zero-padded suffix: name "iPhone 15 #0042", modelName "iPhone 15 0042" (digits only,
 * so the modelName stays URL-safe). Image URLs are the demo ones; no new files.
 */
export function buildScaledCatalog(n: number): CatalogProductInput[] {
  cachedProducts ??= buildDemoCatalog().products;
  const base = cachedProducts;
  const width = Math.max(4, String(Math.max(0, n - 1)).length);
  const out: CatalogProductInput[] = [];
  for (let i = 0; i < n; i++) {
    const source = base[i % base.length]!;
    const suffix = String(i).padStart(width, "0");
    const copy = structuredClone(source);
    copy.name = `${source.name} #${suffix}`;
    copy.modelName = `${source.modelName} ${suffix}`;
    out.push(copy);
  }
  return out;
}
