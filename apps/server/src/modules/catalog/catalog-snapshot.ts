import { modelNameKey, type Brand, type Category, type Product, type ProductListingFilters, type ProductSummary } from "@pasal/shared";
import { CachedBody } from "../../lib/cached-reply.js";
import { keyDigest } from "../../lib/crypto.js";
import { absoluteMediaUrls } from "../../lib/public-url.js";
import { searchedText } from "../search/search-signature.js";
import { sortInSlices, type TimeSlicer } from "../search/time-slicer.js";
import { toSummary } from "./product-mapper.js";

const LISTING_CACHE_LIMIT = 1000;

type SortName = ProductListingFilters["sort"];
type Compare = (a: Product, b: Product) => number;

/**
 * The listing orders. Each ends with the id, so the order is total: a snapshot changed in place
 * puts a product exactly where a fresh build would (docs/decisions/035-writes-cost-what-they-change.md).
 */
const byId: Compare = (a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);
const ORDERS: Record<Exclude<SortName, "featured">, Compare> = {
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt) || b.sold - a.sold || a.name.localeCompare(b.name) || byId(a, b),
  "price-low": (a, b) => a.sellingPrice - b.sellingPrice || a.name.localeCompare(b.name) || byId(a, b),
  "price-high": (a, b) => b.sellingPrice - a.sellingPrice || a.name.localeCompare(b.name) || byId(a, b),
  rating: (a, b) => b.rating - a.rating || b.reviews - a.reviews || a.name.localeCompare(b.name) || byId(a, b),
};
const SORTS = Object.keys(ORDERS) as (keyof typeof ORDERS)[];

/** What one applied change did to a snapshot: which products are new, replaced or gone. */
export interface SnapshotChange {
  /** Products as they are now (new or replaced, by id). */
  upserts: readonly Product[];
  /** Ids no longer in the shop (deleted, archived, unpublished). */
  removed: readonly string[];
  /** The whole category and brand lists, when either changed. */
  categories?: Category[];
  brands?: Brand[];
  /** The catalogue version the change was read at. */
  version: string;
}

/**
 * The in-memory catalogue (docs/decisions/003-catalog-snapshot.md, refined by 035). Reads never
 * touch the database. A full build makes a new snapshot; a write changes this one in place
 * (apply), touching only what the changed products are in: their entries, their places in the
 * listing orders and the cached bodies. `revision` moves on every change; `textRevision` only
 * when something search reads changed, so the search indexes know when they are behind.
 */
export class CatalogSnapshot {
  /** Every product in the shop, by id. */
  readonly products: Product[];
  version: string;
  categories: Category[];
  brands: Brand[];
  revision = 0;
  textRevision = 0;
  private readonly byId = new Map<string, Product>();
  private readonly byModelKey = new Map<string, Product>();
  /** Listing summaries, made on first use: most products are never listed between two changes. */
  private readonly summaries = new Map<string, ProductSummary>();
  private readonly bodies = new Map<string, CachedBody>();
  /** Products in each sort order ("featured" is "newest"). */
  private readonly sorted: Record<Exclude<SortName, "featured">, Product[]>;

  private constructor(
    version: string,
    products: Product[],
    sorted: Record<Exclude<SortName, "featured">, Product[]>,
    categories: Category[],
    brands: Brand[],
    /** PUBLIC_URL: the cached bodies carry absolute media URLs; the objects keep relative ones. */
    private readonly publicUrl?: string,
  ) {
    this.version = version;
    this.products = products;
    this.sorted = sorted;
    this.categories = categories;
    this.brands = brands;
    for (const product of products) {
      this.byId.set(product._id, product);
      this.byModelKey.set(modelNameKey(product.modelName), product);
    }
  }

  /**
   * A whole snapshot from products in any order. With a slicer the sorting pauses between slices
   * (a 100,000-product build never holds the event loop for long); without one it runs straight through.
   */
  static async build(
    version: string,
    products: Product[],
    categories: Category[],
    brands: Brand[],
    publicUrl?: string,
    slicer?: TimeSlicer,
  ): Promise<CatalogSnapshot> {
    const inIdOrder = await sortInSlices([...products], byId, slicer);
    const sorted = {} as Record<Exclude<SortName, "featured">, Product[]>;
    for (const name of SORTS) sorted[name] = await sortInSlices([...inIdOrder], ORDERS[name], slicer);
    if (slicer?.due()) await slicer.pause();
    return new CatalogSnapshot(version, inIdOrder, sorted, categories, brands, publicUrl);
  }

  /**
   * Changes this snapshot in place to what a fresh build at `change.version` would be for the
   * products named. Each product costs a few binary searches and array moves; the cached bodies
   * are dropped (they are rebuilt on their next request), except the details of untouched products.
   */
  apply(change: SnapshotChange): void {
    let textChanged = change.categories !== undefined || change.brands !== undefined;
    const touched = new Set<string>();
    for (const id of change.removed) {
      const old = this.byId.get(id);
      if (!old) continue;
      this.remove(old);
      touched.add(id);
      textChanged = true;
    }
    for (const product of change.upserts) {
      const old = this.byId.get(product._id);
      if (old) this.remove(old);
      if (!old || searchedText(old) !== searchedText(product)) textChanged = true;
      this.insert(product);
      touched.add(product._id);
    }
    if (change.categories) this.categories = change.categories;
    if (change.brands) this.brands = change.brands;
    for (const key of [...this.bodies.keys()]) {
      const productKey = /^(?:product|fits):(.*)$/.exec(key)?.[1];
      // A product's detail shows that product only; an accessory list ("fits") reads others too.
      if (!productKey || touched.has(productKey) || key.startsWith("fits:") || change.categories || change.brands) this.bodies.delete(key);
    }
    if (change.categories) this.bodies.delete("categories");
    if (change.brands) this.bodies.delete("brands");
    this.version = change.version;
    this.revision += 1;
    if (textChanged) this.textRevision += 1;
  }

  private remove(product: Product): void {
    this.byId.delete(product._id);
    const key = modelNameKey(product.modelName);
    if (this.byModelKey.get(key) === product) this.byModelKey.delete(key);
    this.summaries.delete(product._id);
    removeFrom(this.products, product, byId);
    for (const name of SORTS) removeFrom(this.sorted[name], product, ORDERS[name]);
  }

  private insert(product: Product): void {
    this.byId.set(product._id, product);
    this.byModelKey.set(modelNameKey(product.modelName), product);
    insertInto(this.products, product, byId);
    for (const name of SORTS) insertInto(this.sorted[name], product, ORDERS[name]);
  }

  /** By id, exact model name, or the link form with hyphens for spaces (any case). */
  find(idOrModelName: string): Product | undefined {
    return this.byId.get(idOrModelName) ?? this.byModelKey.get(modelNameKey(idOrModelName));
  }

  byBrand(brandName: string): Product[] {
    const wanted = brandName.trim().toLowerCase();
    return this.sorted.newest.filter((p) => p.parentSubcategory.toLowerCase() === wanted);
  }

  private summaryOf(product: Product): ProductSummary {
    let summary = this.summaries.get(product._id);
    if (!summary) this.summaries.set(product._id, (summary = toSummary(product)));
    return summary;
  }

  /**
   * Filters, sorts and pages the catalogue. `ranked` (ids from the search engine, best first)
   * limits the listing to search matches and, for the default sort, orders it by relevance.
   */
  list(filters: ProductListingFilters, ranked?: readonly string[]): { items: ProductSummary[]; total: number; page: number; limit: number; pages: number } {
    const category = filters.category?.toLowerCase();
    const brand = filters.brand?.toLowerCase();
    const color = filters.color;
    let candidates: readonly Product[] = this.sorted[filters.sort === "featured" ? "newest" : filters.sort];
    if (ranked) {
      const wanted = new Set(ranked);
      candidates = filters.sort === "featured" ? ranked.flatMap((id) => this.byId.get(id) ?? []) : candidates.filter((p) => wanted.has(p._id));
    }
    const matches = candidates.filter(
      (p) =>
        (!category || p.parentCategory.toLowerCase() === category) &&
        (!brand || p.parentSubcategory.toLowerCase() === brand) &&
        (filters.minPrice === undefined || p.sellingPrice >= filters.minPrice) &&
        (filters.maxPrice === undefined || p.sellingPrice <= filters.maxPrice) &&
        (!filters.inStock || p.stock > 0) &&
        (!filters.extra || p.extras.includes(filters.extra)) &&
        (!color || p.color.some((c) => hasColorWord(c.colorName, color))),
    );
    const start = (filters.page - 1) * filters.limit;
    return {
      items: matches.slice(start, start + filters.limit).map((p) => this.summaryOf(p)),
      total: matches.length,
      page: filters.page,
      limit: filters.limit,
      pages: Math.ceil(matches.length / filters.limit),
    };
  }

  /**
   * The listing of a search in relevance order with no other filter, from the search's best
   * `page × limit` ids (all in this snapshot) and its total: the same page as list(filters, ranked).
   */
  listTop(
    filters: ProductListingFilters,
    top: { ids: readonly string[]; total: number },
  ): { items: ProductSummary[]; total: number; page: number; limit: number; pages: number } {
    const start = (filters.page - 1) * filters.limit;
    return {
      items: top.ids.slice(start, start + filters.limit).flatMap((id) => {
        const product = this.byId.get(id);
        return product ? [this.summaryOf(product)] : [];
      }),
      total: top.total,
      page: filters.page,
      limit: filters.limit,
      pages: Math.ceil(top.total / filters.limit),
    };
  }

  /**
   * Serialises a response once per snapshot revision and key. The ETag names the catalogue
   * version, which every app instance reads from the same database, so validators agree across instances.
   */
  cached(key: string, build: () => unknown): CachedBody {
    const hit = this.bodies.get(key);
    if (hit) return hit;
    const body = absoluteMediaUrls(this.publicUrl, JSON.stringify(build()));
    const entry = new CachedBody(body, `"c${this.version}-${keyDigest(key)}"`);
    if (this.bodies.size >= LISTING_CACHE_LIMIT) this.bodies.delete(this.bodies.keys().next().value!);
    this.bodies.set(key, entry);
    return entry;
  }
}

/** First index whose item does not sort before `product` (the orders are total, so equal means the same product). */
function lowerBound(items: readonly Product[], product: Product, compare: Compare): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compare(items[mid]!, product) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function insertInto(items: Product[], product: Product, compare: Compare): void {
  items.splice(lowerBound(items, product, compare), 0, product);
}

function removeFrom(items: Product[], product: Product, compare: Compare): void {
  const at = lowerBound(items, product, compare);
  if (items[at] === product) items.splice(at, 1);
  else {
    // Not where its order says (cannot happen while products are replaced, never changed): find it.
    const found = items.indexOf(product);
    if (found >= 0) items.splice(found, 1);
  }
}

/** "Midnight Black" matches the filter colour "black"; "grey" is the same as "gray". */
function hasColorWord(colorName: string, wanted: string): boolean {
  const normalise = (word: string) => (word === "grey" ? "gray" : word);
  const target = normalise(wanted);
  return colorName
    .toLowerCase()
    .split(/[^a-z]+/)
    .some((word) => normalise(word) === target);
}
