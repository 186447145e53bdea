import { modelNameKey, type Brand, type Category, type Product, type ProductListingFilters, type ProductSummary } from "@pasal/shared";
import { CachedBody } from "../../lib/cached-reply.js";
import { keyDigest } from "../../lib/crypto.js";
import { absoluteMediaUrls } from "../../lib/public-url.js";
import { toSummary } from "./product-mapper.js";

const LISTING_CACHE_LIMIT = 1000;

/**
 * An immutable, in-memory view of the whole catalogue at one database version
 * (docs/decisions/003-catalog-snapshot.md). Reads never touch the database; a write elsewhere
 * moves the version and the service swaps in a new snapshot.
 */
export class CatalogSnapshot {
  readonly products: readonly Product[];
  private readonly byId = new Map<string, Product>();
  private readonly byModelKey = new Map<string, Product>();
  private readonly summaries = new Map<string, ProductSummary>();
  private readonly bodies = new Map<string, CachedBody>();
  /** Products in each sort order, computed once per snapshot. */
  private readonly sorted: Record<ProductListingFilters["sort"], Product[]>;

  constructor(
    readonly version: string,
    products: Product[],
    readonly categories: Category[],
    readonly brands: Brand[],
    /** PUBLIC_URL: the cached bodies carry absolute media URLs; the objects keep relative ones. */
    private readonly publicUrl?: string,
  ) {
    this.products = products;
    for (const product of products) {
      this.byId.set(product._id, product);
      this.byModelKey.set(modelNameKey(product.modelName), product);
      this.summaries.set(product._id, toSummary(product));
    }
    const newest = [...products].sort(
      (a, b) => b.createdAt.localeCompare(a.createdAt) || b.sold - a.sold || a.name.localeCompare(b.name),
    );
    this.sorted = {
      featured: newest,
      newest,
      "price-low": [...products].sort((a, b) => a.sellingPrice - b.sellingPrice || a.name.localeCompare(b.name)),
      "price-high": [...products].sort((a, b) => b.sellingPrice - a.sellingPrice || a.name.localeCompare(b.name)),
      rating: [...products].sort((a, b) => b.rating - a.rating || b.reviews - a.reviews || a.name.localeCompare(b.name)),
    };
  }

  /** By id, exact model name, or the link form with hyphens for spaces (any case). */
  find(idOrModelName: string): Product | undefined {
    return this.byId.get(idOrModelName) ?? this.byModelKey.get(modelNameKey(idOrModelName));
  }

  byBrand(brandName: string): Product[] {
    const wanted = brandName.trim().toLowerCase();
    return this.sorted.featured.filter((p) => p.parentSubcategory.toLowerCase() === wanted);
  }

  /**
   * Filters, sorts and pages the catalogue. `ranked` (ids from the search engine, best first)
   * limits the listing to search matches and, for the default sort, orders it by relevance.
   */
  list(
    filters: ProductListingFilters,
    ranked?: readonly string[],
  ): { items: ProductSummary[]; total: number; page: number; limit: number; pages: number } {
    const category = filters.category?.toLowerCase();
    const brand = filters.brand?.toLowerCase();
    const color = filters.color;
    let candidates: readonly Product[] = this.sorted[filters.sort];
    if (ranked) {
      const wanted = new Set(ranked);
      candidates =
        filters.sort === "featured"
          ? ranked.flatMap((id) => this.byId.get(id) ?? [])
          : candidates.filter((p) => wanted.has(p._id));
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
      items: matches.slice(start, start + filters.limit).map((p) => this.summaries.get(p._id)!),
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
      items: top.ids.slice(start, start + filters.limit).flatMap((id) => this.summaries.get(id) ?? []),
      total: top.total,
      page: filters.page,
      limit: filters.limit,
      pages: Math.ceil(top.total / filters.limit),
    };
  }

  /**
   * Serialises a response once per snapshot and key. The ETag names the catalogue version, which
   * every app instance reads from the same database, so validators agree across instances.
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

/** "Midnight Black" matches the filter colour "black"; "grey" is the same as "gray". */
function hasColorWord(colorName: string, wanted: string): boolean {
  const normalise = (word: string) => (word === "grey" ? "gray" : word);
  const target = normalise(wanted);
  return colorName
    .toLowerCase()
    .split(/[^a-z]+/)
    .some((word) => normalise(word) === target);
}
