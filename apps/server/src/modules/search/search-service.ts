import type { Product } from "@pasal/shared";
import type { FastifyBaseLogger } from "fastify";
import type { CatalogService } from "../catalog/catalog-service.js";
import { keyDigest } from "../../lib/crypto.js";
import type { CatalogSnapshot } from "../catalog/catalog-snapshot.js";
import { SearchIndex, type TopResults } from "./search-index.js";
import { parseQuery } from "./search-scoring.js";
import { searchSignature } from "./search-signature.js";
import { TimeSlicer } from "./time-slicer.js";

export type ScoredProduct = Product & { score: number };

export interface SearchResults {
  results: ScoredProduct[];
  total: number;
}

interface Indexes {
  /** The snapshot and its text revision the indexes match; `version` (its version then) names search bodies. */
  snapshot: CatalogSnapshot;
  textRevision: number;
  version: string;
  signature: string;
  search: SearchIndex;
}

const JSON_CACHE_LIMIT = 5000;

/** Suggestions are whole product names (decision 020), at most this many. */
export const MAX_SUGGESTIONS = 5;

/**
 * Search and suggestions over the catalogue snapshot (docs/requirements/search.md#search-calls,
 * docs/requirements/search.md#search-scoring). The indexes follow the snapshot version: when it moves,
 * the next call starts a rebuild in time slices and keeps answering from the previous indexes until it
 * is done (the first build is awaited). A change that leaves every searched text alone (stock, prices,
 * sales) keeps the indexes. Products are always read from the current snapshot, so stock and prices in
 * results are never stale; only which products match may lag a rebuild behind.
 */
export class SearchService {
  private ready: Indexes | undefined;
  private stock: { snapshot: CatalogSnapshot; index: SearchIndex; flags: Uint8Array; products: (Product | undefined)[] } | undefined;
  /** Index position of each product id, per index: to follow products changed in place. */
  private positions: { index: SearchIndex; byId: Map<string, number> } | undefined;
  private json: { snapshot: CatalogSnapshot | undefined; byProduct: Map<Product, string> } = { snapshot: undefined, byProduct: new Map() };
  private refreshing: Promise<Indexes> | undefined;

  constructor(
    private readonly catalog: Pick<CatalogService, "current"> & Partial<Pick<CatalogService, "onApplied">>,
    private readonly log?: FastifyBaseLogger,
  ) {
    catalog.onApplied?.((ids) => this.followStock(ids));
  }

  /**
   * Whether the indexes match every searched text of this snapshot. While a rebuild runs they lag
   * behind: a cache of listing bodies should not keep a search listing made from lagging indexes.
   */
  isCurrent(snapshot: CatalogSnapshot): boolean {
    return this.ready?.snapshot === snapshot && this.ready.textRevision === snapshot.textRevision;
  }

  /**
   * Products changed in place (an order's stock, an edit): their stock flags and objects follow at
   * once, position by position, instead of being recomputed for the whole index.
   */
  private followStock(ids: readonly string[]): void {
    const known = this.stock;
    if (!known) return;
    if (this.positions?.index !== known.index) {
      const byId = new Map<string, number>();
      known.index.ids.forEach((id, pos) => byId.set(id, pos));
      this.positions = { index: known.index, byId };
    }
    for (const id of ids) {
      const pos = this.positions.byId.get(id);
      if (pos === undefined) continue;
      const product = known.snapshot.find(id);
      known.products[pos] = product;
      known.flags[pos] = (product?.stock ?? 0) > 0 ? 0 : 1;
    }
  }

  /** Builds the indexes for the current catalogue now, e.g. before the server starts listening. */
  async warm(): Promise<void> {
    await this.indexes();
    await this.refreshing;
  }

  async search(text: string, limit: number): Promise<SearchResults> {
    const { best } = await this.best(text, limit);
    const results: ScoredProduct[] = [];
    best.positions.forEach((pos, k) => {
      // While a rebuild runs, a product deleted since the last build may still be ranked: skip it.
      const product = best.products[pos];
      if (product) results.push({ ...product, score: roundScore(best.scores[k]!) });
    });
    return { results, total: best.total };
  }

  /**
   * search() as the JSON body of /predict/search, written directly: the products are the
   * snapshot's public objects already, so validating them again per request (the route schema's
   * serializer) only costs time (decision 020).
   */
  async searchJson(text: string, limit: number): Promise<{ body: string; etag: string }> {
    const { snapshot, indexVersion, best } = await this.best(text, limit);
    let body = '{"results":[';
    let first = true;
    for (let k = 0; k < best.positions.length; k++) {
      const product = best.products[best.positions[k]!];
      if (!product) continue;
      body += `${first ? "" : ","}${this.productJson(snapshot, product)},"score":${roundScore(best.scores[k]!)}}`;
      first = false;
    }
    // The body follows from the catalogue, the indexes and the request, so they name it: no need
    // to hash the body itself (a few per cent of a search's time, as @fastify/etag would).
    return { body: `${body}],"total":${best.total}}`, etag: `"s${indexVersion}.${snapshot.version}-${keyDigest(`${limit}\n${text}`)}"` };
  }

  /** The best `limit` matches (index positions, with the snapshot's products by position) and the total, from the pruned top-k. */
  private async best(
    text: string,
    limit: number,
  ): Promise<{
    snapshot: CatalogSnapshot;
    index: SearchIndex;
    indexVersion: string;
    best: TopResults & { products: readonly (Product | undefined)[] };
  }> {
    const { snapshot, indexes } = await this.indexes();
    const index = indexes.search;
    const stock = this.stockOf(snapshot, index);
    return { snapshot, index, indexVersion: indexes.version, best: { ...index.top(parseQuery(text), limit, stock.flags), products: stock.products } };
  }

  /**
   * A product's JSON without its closing brace, kept per snapshot (products are immutable within
   * one): results repeat the same popular products, and stringifying them was most of a search's
   * time. At most JSON_CACHE_LIMIT are kept (a few MB); past that the cache starts again.
   */
  private productJson(snapshot: CatalogSnapshot, product: Product): string {
    if (this.json.snapshot !== snapshot || this.json.byProduct.size >= JSON_CACHE_LIMIT) this.json = { snapshot, byProduct: new Map() };
    let json = this.json.byProduct.get(product);
    if (json === undefined) {
      json = JSON.stringify(product).slice(0, -1);
      this.json.byProduct.set(product, json);
    }
    return json;
  }

  /**
   * The best `count` product ids (sold out last) and how many products match in all: what the
   * listing's `?search=` needs for its first pages in relevance order with no other filter,
   * without ranking every match (decision 020, "Top-k").
   */
  async top(text: string, count: number): Promise<{ ids: string[]; total: number }> {
    const { index, best } = await this.best(text, count);
    return { ids: best.positions.map((pos) => index.ids[pos]!), total: best.total };
  }

  /** Product ids in score order, best first, sold out last: the listing filters and pages these. */
  async rank(text: string): Promise<readonly string[]> {
    const { snapshot, indexes } = await this.indexes();
    return indexes.search.rank(parseQuery(text)).all(this.stockOf(snapshot, indexes.search).flags).ids;
  }

  /**
   * Whole product names for what is being typed, the best search matches first (decision 020:
   * never a fragment of a description such as "Samsung's"). Synonyms, Nepali words and typos
   * work as in search; the last word may be the start of a word.
   */
  async suggest(text: string): Promise<string[]> {
    const { best } = await this.best(text, MAX_SUGGESTIONS * 2);
    const names = new Set<string>();
    for (const pos of best.positions) {
      const product = best.products[pos];
      if (product) names.add(product.name);
      if (names.size === MAX_SUGGESTIONS) break;
    }
    return [...names];
  }

  /**
   * For this snapshot and index: 1 per index position whose product is out of stock (or gone),
   * and the snapshot's product at each position (undefined if gone), so results need no lookup by id.
   */
  private stockOf(snapshot: CatalogSnapshot, index: SearchIndex): { flags: Uint8Array; products: (Product | undefined)[] } {
    const known = this.stock;
    if (known?.snapshot === snapshot && known.index === index) return known;
    const flags = new Uint8Array(index.size);
    const products = index.ids.map((id) => snapshot.find(id));
    products.forEach((product, pos) => {
      flags[pos] = (product?.stock ?? 0) > 0 ? 0 : 1;
    });
    this.stock = { snapshot, index, flags, products };
    return this.stock;
  }

  private async indexes(): Promise<{ snapshot: CatalogSnapshot; indexes: Indexes }> {
    const snapshot = await this.catalog.current();
    const ready = this.ready;
    if (ready && this.isCurrent(snapshot)) return { snapshot, indexes: ready };
    this.refreshing ??= this.startRefresh(snapshot);
    return { snapshot, indexes: ready ?? (await this.refreshing) };
  }

  private startRefresh(snapshot: CatalogSnapshot): Promise<Indexes> {
    const refresh = this.refresh(snapshot).finally(() => {
      this.refreshing = undefined;
    });
    // Callers that keep using the old indexes do not await this; a failure must still be seen.
    refresh.catch((error: unknown) => this.log?.error({ err: error }, "search index build failed"));
    return refresh;
  }

  private async refresh(snapshot: CatalogSnapshot): Promise<Indexes> {
    const started = performance.now();
    const slicer = new TimeSlicer();
    // The snapshot changes in place while this runs between slices: index the products of this moment.
    const textRevision = snapshot.textRevision;
    const version = snapshot.version;
    const products = [...snapshot.products];
    const signature = await searchSignature(products, slicer);
    const previous = this.ready;
    if (previous?.signature === signature) {
      this.ready = { ...previous, snapshot, textRevision, version };
      return this.ready;
    }
    const search = await SearchIndex.build(products, slicer);
    slicer.finish();
    this.ready = { snapshot, textRevision, version, signature, search };
    this.log?.info(
      {
        version,
        products: products.length,
        ms: Math.round(performance.now() - started),
        longestSliceMs: Math.round(slicer.longestSliceMs),
      },
      "search index built",
    );
    return this.ready;
  }
}

function roundScore(score: number): number {
  return Math.round(score * 100) / 100;
}
