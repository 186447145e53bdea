import { describe, it, expect } from "vitest";
import {
  CATEGORY_NAMES,
  EXTRA_BANNER,
  EXTRA_FEATURED,
  FALLBACK_SWATCH,
  SPEC_KEY_BY_CATEGORY,
  SPEC_KEYS,
  catalogProductSchema,
  swatchFor,
  type CatalogProductInput,
} from "@pasal/shared";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { DEMO_CATALOG_DIR, buildScaledCatalog, readDemoFile, type DemoReview } from "../src/seed-demo.js";
import { validateCatalog } from "../src/modules/catalog/catalog-import.js";

/** The demo shop is data (decision 021): these tests check the committed files themselves. */
const products = readDemoFile<CatalogProductInput[]>("products.json");
const brands = readDemoFile<{ name: string; logo: string; image: string }[]>("brands.json");
const categories = readDemoFile<{ name: string; image: string }[]>("categories.json");
const catalog = readDemoFile<{ reviewers: string[]; reviews: DemoReview[] }>("reviews.json");
const testimonials = readDemoFile<{ imageUrl: string }[]>("testimonials.json");
const mediaRoot = path.join(DEMO_CATALOG_DIR, "media");

/** Every committed picture, as its path under the media folder ("demo/products/x-1.svg"). */
function listFiles(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}
const files = new Map(listFiles(mediaRoot).map((key) => [key, readFileSync(path.join(mediaRoot, key), "utf8")]));

const slugKey = (modelName: string) => modelName.trim().toLowerCase().replace(/\s+/g, "-");
const inCategory = (category: string) => products.filter((p) => p.parentCategory === category);
const phoneModels = new Set(inCategory("Phone").map((p) => p.modelName));

/** Finds an unescaped ampersand (anything that is not a named or numeric entity). */
const RAW_AMPERSAND = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i;

/** Minimal XML sanity check: balanced tags and no attribute given twice in one tag. */
function xmlProblems(svg: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)([^>]*?)(\/?)>/g)) {
    const [, closing, tag, attrs = "", selfClosing] = match;
    if (closing) {
      if (stack.pop() !== tag) problems.push(`unbalanced </${tag}>`);
      continue;
    }
    const names = [...attrs.matchAll(/\s([\w:-]+)="[^"]*"/g)].map((m) => m[1]);
    const dup = names.find((n, i) => names.indexOf(n) !== i);
    if (dup) problems.push(`<${tag}> repeats ${dup}`);
    if (!selfClosing) stack.push(tag!);
  }
  if (stack.length) problems.push(`unclosed ${stack.join(",")}`);
  return problems;
}

function fileFor(url: string): string | undefined {
  expect(url.startsWith("/media/")).toBe(true);
  return files.get(url.slice("/media/".length));
}

it("keeps the pictures where the seed copies them from", () => {
  expect(existsSync(path.join(mediaRoot, "demo", "products"))).toBe(true);
});

describe("demo catalogue", () => {
  it("has its 210 products, each passing the catalogue schema and the importer's checks", () => {
    expect(products).toHaveLength(210);
    for (const product of products) {
      const result = catalogProductSchema.safeParse(product);
      expect(result.success, `${product.modelName}: ${result.error?.message}`).toBe(true);
    }
    expect(validateCatalog(products)).toHaveLength(210);
  });

  it("has 663 reviews over 181 products, each by a listed reviewer of a listed product", () => {
    expect(catalog.reviews).toHaveLength(663);
    expect(new Set(catalog.reviews.map((r) => r.modelName)).size).toBe(181);
    const models = new Set(products.map((p) => p.modelName));
    for (const r of catalog.reviews) {
      expect(models.has(r.modelName), r.modelName).toBe(true);
      expect(catalog.reviewers[r.reviewer], String(r.reviewer)).toBeDefined();
    }
  });

  it("covers all nine categories, each with a category image", () => {
    expect(categories.map((c) => c.name).sort()).toEqual([...CATEGORY_NAMES].sort());
    for (const category of CATEGORY_NAMES) {
      expect(inCategory(category).length, category).toBeGreaterThanOrEqual(5);
    }
    for (const product of products) expect(CATEGORY_NAMES).toContain(product.parentCategory);
  });

  it("has at least 25 brands, each with a logo file and at least one product", () => {
    expect(brands.length).toBeGreaterThanOrEqual(25);
    const names = new Set(brands.map((b) => b.name));
    expect(names.size).toBe(brands.length);
    for (const brand of brands) {
      expect(brand.logo.startsWith("/media/demo/brands/")).toBe(true);
      expect(brand.image.startsWith("/media/demo/brands/")).toBe(true);
      expect(fileFor(brand.logo), brand.logo).toBeDefined();
      expect(fileFor(brand.image), brand.image).toBeDefined();
      expect(
        products.some((p) => p.parentSubcategory === brand.name),
        brand.name,
      ).toBe(true);
    }
    for (const product of products) expect(names.has(product.parentSubcategory), product.parentSubcategory).toBe(true);
  });

  it("has unique model names, also as case-insensitive hyphenated slugs", () => {
    const exact = new Set(products.map((p) => p.modelName.toLowerCase()));
    const slugs = new Set(products.map((p) => slugKey(p.modelName)));
    expect(exact.size).toBe(products.length);
    expect(slugs.size).toBe(products.length);
  });

  it("claims no rating or review count of its own: those come from the demo review rows", () => {
    for (const p of products) {
      expect(p.rating, p.modelName).toBeUndefined();
      expect(p.reviews, p.modelName).toBeUndefined();
    }
    const reviewed = new Set(catalog.reviews.map((r) => r.modelName));
    expect(reviewed.size).toBeGreaterThan(products.length / 2);
    expect(reviewed.size).toBeLessThan(products.length);
    for (const r of catalog.reviews) {
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.comment.length).toBeGreaterThan(0);
    }
    // One review per reviewer and product, as a shopper could write.
    const pairs = catalog.reviews.map((r) => `${r.modelName}/${r.reviewer}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it("has sensible prices, stock and shipping", () => {
    let discounted = 0;
    for (const p of products) {
      expect(p.originalPrice, p.modelName).toBeGreaterThanOrEqual(p.sellingPrice);
      expect(p.costPrice, p.modelName).toBeLessThan(p.sellingPrice);
      expect(Number.isInteger(p.sellingPrice * 100)).toBe(true);
      if (p.originalPrice! > p.sellingPrice) {
        discounted++;
        const pct = (1 - p.sellingPrice / p.originalPrice!) * 100;
        expect(pct, p.modelName).toBeGreaterThanOrEqual(4.5);
        expect(pct, p.modelName).toBeLessThanOrEqual(25.5);
      }
    }
    expect(discounted).toBeGreaterThan(products.length / 2);
    expect(products.length - discounted).toBeGreaterThanOrEqual(10);
    expect(products.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(4);
    const inStock = products.filter((p) => (p.stock ?? 0) > 0);
    expect(inStock.every((p) => p.stock! >= 3 && p.stock! <= 60)).toBe(true);
    const noFreeShipping = products.filter((p) => p.freeShipping === false).length;
    expect(noFreeShipping).toBeGreaterThan(0);
    expect(noFreeShipping).toBeLessThan(products.length / 10);
  });

  it("features products in the carousel and banner", () => {
    const featured = products.filter((p) => p.extras?.includes(EXTRA_FEATURED));
    const banner = products.filter((p) => p.extras?.includes(EXTRA_BANNER));
    expect(featured.length).toBeGreaterThanOrEqual(5);
    expect(banner.length).toBeGreaterThanOrEqual(5);
    expect(featured.filter((p) => banner.includes(p))).toEqual([]);
  });

  it("lists only catalogue phones as compatible models for covers and protectors", () => {
    for (const p of [...inCategory("Cover"), ...inCategory("Screen Protector")]) {
      expect(p.model?.length, p.modelName).toBeGreaterThan(0);
      for (const model of p.model ?? []) expect(phoneModels.has(model), `${p.modelName} → ${model}`).toBe(true);
      expect(p.name, p.modelName).toContain(`(${p.model![0]})`);
    }
  });

  it("sells screen protectors in 1x, 2x and 3x packs", () => {
    for (const p of inCategory("Screen Protector")) {
      expect(p.bundle?.map((b) => b.bundle)).toEqual(["1x", "2x", "3x"]);
      expect(p.bundle![0]!.bundlePrice).toBe(p.sellingPrice);
      expect(p.bundle![1]!.bundlePrice).toBeGreaterThan(p.bundle![0]!.bundlePrice);
      expect(p.bundle![2]!.bundlePrice).toBeGreaterThan(p.bundle![1]!.bundlePrice);
    }
  });

  it("gives phones and laptops storage variants whose first price is the selling price", () => {
    for (const p of [...inCategory("Phone"), ...inCategory("Laptop")]) {
      expect(p.variant?.length, p.modelName).toBeGreaterThan(0);
      expect(p.variant![0]!.variantSP, p.modelName).toBe(p.sellingPrice);
    }
    for (const p of inCategory("Phone")) {
      expect(p.color!.length, p.modelName).toBeGreaterThanOrEqual(2);
      expect(p.color!.length, p.modelName).toBeLessThanOrEqual(4);
    }
  });

  it("puts spec tables under the category's key and none on covers or protectors", () => {
    for (const p of products) {
      const key = SPEC_KEY_BY_CATEGORY[p.parentCategory];
      const present = SPEC_KEYS.filter((k) => p[k] !== undefined);
      expect(present, p.modelName).toEqual(key ? [key] : []);
      if (key) expect(Object.keys(p[key]!).length, p.modelName).toBeGreaterThanOrEqual(5);
      expect(p.keyFeatures, p.modelName).toMatch(/^<ul>(<li>[^<]+<\/li>)+<\/ul>$/);
      expect(p.description!.length, p.modelName).toBeGreaterThan(20);
    }
  });

  it("uses colour names that mostly match a swatch", () => {
    const names = products.flatMap((p) => p.color!.map((c) => c.colorName));
    const matched = names.filter((n) => swatchFor(n) !== FALLBACK_SWATCH);
    expect(matched.length / names.length).toBeGreaterThan(0.75);
  });

  it("has a file for every referenced image URL, and every product picture gives its 800 × 800 size", () => {
    const urls = [
      ...testimonials.map((t) => t.imageUrl),
      ...categories.map((c) => c.image),
      ...brands.flatMap((b) => [b.logo, b.image]),
      ...products.flatMap((p) => [...p.images!.map((i) => i.url), ...p.color!.map((c) => c.image!)]),
    ];
    for (const url of urls) expect(fileFor(url), url).toBeDefined();
    for (const p of products) {
      expect(p.images!.length, p.modelName).toBeGreaterThanOrEqual(2);
      expect(p.color!.length, p.modelName).toBeGreaterThanOrEqual(1);
      expect(
        p.color!.every((c) => c.image),
        p.modelName,
      ).toBe(true);
      for (const image of p.images!) expect([image.width, image.height], image.url).toEqual([800, 800]);
    }
  });

  it("has no picture that nothing refers to", () => {
    const text = JSON.stringify([products, brands, categories, testimonials]);
    for (const key of files.keys()) expect(text.includes(`"/media/${key}"`), key).toBe(true);
  });

  it("has small, well-formed, escaped SVG files", () => {
    for (const [key, svg] of files) {
      expect(key).toMatch(/^demo\/(products|brands|categories|testimonials)\/[a-z0-9-]+\.svg$/);
      expect(svg.startsWith("<svg"), key).toBe(true);
      expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
      if (!key.startsWith("demo/testimonials/")) expect(svg).toContain('viewBox="0 0 800 800"');
      expect(svg.endsWith("</svg>"), key).toBe(true);
      expect(RAW_AMPERSAND.test(svg), key).toBe(false);
      expect(xmlProblems(svg), key).toEqual([]);
      expect(Buffer.byteLength(svg), key).toBeLessThan(6 * 1024);
    }
  });
});

describe("scaled catalogue", () => {
  it("derives 10,000 valid products with unique model names", () => {
    const scaled = buildScaledCatalog(10_000);
    expect(scaled).toHaveLength(10_000);
    expect(new Set(scaled.map((p) => slugKey(p.modelName))).size).toBe(10_000);
    expect(new Set(scaled.map((p) => p.name)).size).toBe(10_000);
    for (const p of scaled) {
      expect(catalogProductSchema.safeParse(p).success, p.modelName).toBe(true);
      for (const image of p.images!) expect(files.has(image.url.slice("/media/".length))).toBe(true);
    }
    expect(scaled[42]!.name).toMatch(/ #0042$/);
  });
});
