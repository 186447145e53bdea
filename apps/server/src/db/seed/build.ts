import { SPEC_KEY_BY_CATEGORY, type CatalogProductInput } from "@pasal/shared";
import { productSvg } from "./images/index.js";
import { demoReviewsFor, type DemoReview } from "./reviews.js";
import type { ProductDef } from "./types.js";
import { between, bulletList, charmPrice, hash, pick, slug } from "./util.js";

export const MEDIA_URL = "/media/";
export const PRODUCT_DIR = "demo/products";

/** Adds a generated file and returns its public URL; refuses two different files under one key. */
export function addFile(files: Map<string, string>, key: string, svg: string): string {
  const existing = files.get(key);
  if (existing !== undefined && existing !== svg) throw new Error(`demo catalogue: duplicate file ${key}`);
  files.set(key, svg);
  return `${MEDIA_URL}${key}`;
}

/** Caption for the two gallery views of each category. */
const VIEW_LABELS: Record<ProductDef["category"], [string, string]> = {
  Phone: ["Front", "Back"],
  Cover: ["Back", "Front"],
  Charger: ["With cable", "Angled"],
  "Screen Protector": ["On screen", "Glass sheets"],
  Laptop: ["Open", "Lid"],
  Powerbank: ["Front", "Charging"],
  Earbud: ["Case open", "Earbuds"],
  Smartwatch: ["Watch face", "Heart rate"],
  Speaker: ["Front", "Angled"],
};

/** Accessories see deeper discounts than phones, laptops and watches. */
const DISCOUNTS = [0, 0, 0, 5, 7, 8, 10, 10, 12, 15, 18, 20, 25] as const;
const DISCOUNTS_BIG_TICKET = [0, 0, 0, 5, 5, 6, 7, 8, 10, 12] as const;
const BIG_TICKET = new Set<ProductDef["category"]>(["Phone", "Laptop", "Smartwatch"]);

/** MRP that shows roughly `off` percent discount and ends in 9 (…49, …999). */
function listPrice(sellingPrice: number, off: number): number {
  const raw = sellingPrice / (1 - off / 100);
  const step = sellingPrice < 10_000 ? 10 : 100;
  return Math.max(sellingPrice, Math.round(raw / step) * step - 1);
}

function displayName(def: ProductDef): string {
  if (def.name) return def.name;
  return def.modelName.toLowerCase().startsWith(def.brand.toLowerCase()) ? def.modelName : `${def.brand} ${def.modelName}`;
}

function soldCount(price: number, seed: number): number {
  if (price < 5_000) return between(40, 420, seed, 3);
  if (price < 30_000) return between(10, 220, seed, 3);
  if (price < 100_000) return between(3, 90, seed, 3);
  return between(0, 35, seed, 3);
}

/** Turns one definition into a catalogue product and writes its SVG images into `files`. */
export function buildProduct(def: ProductDef, files: Map<string, string>): CatalogProductInput {
  return buildProductWithReviews(def, files).product;
}

/** The product and the demo reviews its buyers wrote. */
export function buildProductWithReviews(def: ProductDef, files: Map<string, string>): { product: CatalogProductInput; reviews: DemoReview[] } {
  const seed = hash(def.modelName);
  const sellingPrice = def.variants?.[0]?.[1] ?? def.price;
  if (sellingPrice === undefined) throw new Error(`demo catalogue: ${def.modelName} has no price`);
  const off = def.off ?? pick(BIG_TICKET.has(def.category) ? DISCOUNTS_BIG_TICKET : DISCOUNTS, seed, 1);
  const originalPrice = off > 0 ? listPrice(sellingPrice, off) : sellingPrice;
  const sold = soldCount(sellingPrice, seed);

  const s = slug(def.modelName);
  const look = def.look ?? "";
  const tag = def.tag ?? "";
  const first = def.colors[0] ?? "Black";
  const draw = (view: number, colorName: string, subtitle: string) =>
    productSvg({ category: def.category, brand: def.brand, modelName: def.modelName, colorName, view, look, tag, subtitle });

  const [label0, label1] = VIEW_LABELS[def.category];
  const images = [
    { url: addFile(files, `${PRODUCT_DIR}/${s}-1.svg`, draw(0, first, `${label0} · ${first}`)) },
    { url: addFile(files, `${PRODUCT_DIR}/${s}-2.svg`, draw(1, first, `${label1} · ${first}`)) },
  ];
  // Phones show their colour best from the back; everything else from the front.
  const colorView = def.category === "Phone" ? 1 : 0;
  const color = def.colors.map((colorName) => ({
    colorName,
    image: addFile(files, `${PRODUCT_DIR}/${s}-color-${slug(colorName)}.svg`, draw(colorView, colorName, colorName)),
  }));

  const product: CatalogProductInput = {
    name: displayName(def),
    modelName: def.modelName,
    description: def.description,
    sellingPrice,
    originalPrice,
    costPrice: Math.round(sellingPrice * (0.7 + between(0, 16, seed, 2) / 100)),
    stock: def.stock ?? between(3, 60, seed, 4),
    sold,
    parentCategory: def.category,
    parentSubcategory: def.brand,
    color,
    model: def.fits ?? [],
    variant: (def.variants ?? []).map(([variantName, variantSP]) => ({ variantName, variantSP })),
    bundle: [],
    keyFeatures: bulletList(def.features),
    extras: def.extras ?? [],
    freeShipping: def.freeShipping ?? true,
    images,
    // No rating or review count here: they are summed from the demo review rows (seed/reviews.ts).
  };
  if (def.size !== undefined) product.size = def.size;
  if (def.category === "Screen Protector") {
    product.bundle = [
      { bundle: "1x", bundlePrice: sellingPrice },
      { bundle: "2x", bundlePrice: charmPrice(sellingPrice * 1.8) },
      { bundle: "3x", bundlePrice: charmPrice(sellingPrice * 2.5) },
    ];
  }
  const specKey = SPEC_KEY_BY_CATEGORY[def.category];
  if (specKey && def.specs) product[specKey] = { ...def.specs };
  return { product, reviews: demoReviewsFor(def, sold) };
}
