import type { Product, ProductSummary } from "@pasal/shared";
import { and, desc, eq, gt, inArray, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { cartLines, carts, interactions, orderLines, orders, wishlistItems } from "../../db/schema/index.js";
import type { CatalogService } from "../catalog/catalog-service.js";
import type { CatalogSnapshot } from "../catalog/catalog-snapshot.js";
import { toSummary } from "../catalog/product-mapper.js";
import { RECO_LIMIT, bestSellersAndTopRated, personalFor, similarTo, type ShopperSignals } from "./reco-scoring.js";

export type InteractionKind = (typeof interactions.$inferInsert)["kind"];

/** How much one signal says about a shopper's taste. */
const SIGNAL_WEIGHT: Record<InteractionKind, number> = { view: 1, wishlist: 3, cart: 4, purchase: 5 };
/** Views of one product beyond this many say nothing more. */
const MAX_VIEWS_PER_PRODUCT = 3;
/** A signal counts half after this many days, a quarter after twice as many. */
const HALF_LIFE_DAYS = 30;
/** The same view (or cart, wishlist) again within this time is not recorded twice. */
const REPEAT_WINDOW = sql`now() - interval '10 minutes'`;
const RECENT_INTERACTIONS = 300;
const CO_PURCHASE_SOURCES = 20;
const FALLBACK_POOL = 40;
const SIMILAR_CACHE_LIMIT = 2000;

const DAY_MS = 24 * 60 * 60 * 1000;
const fade = (at: Date, now: number) => 0.5 ** (Math.max(0, now - at.getTime()) / DAY_MS / HALF_LIFE_DAYS);

/**
 * Recommendations (docs/requirements/home.md#recommendations). The shopper's signals come from SQL
 * (interactions, wishlist, cart, orders); scoring runs in memory over the catalogue snapshot
 * (reco-scoring.ts). Similar items depend only on the snapshot, so they are kept per snapshot.
 */
export class RecoService {
  private readonly perSnapshot = new WeakMap<CatalogSnapshot, { similar: Map<string, ProductSummary[]>; fallback: Product[] }>();

  constructor(
    private readonly db: Db,
    private readonly catalog: Pick<CatalogService, "current">,
  ) {}

  /**
   * Remembers that a shopper viewed, carted, wishlisted or bought a product. A repeat of the same
   * kind within ten minutes is skipped (a page reload is not a second look); purchases always count.
   * The product must exist (foreign key). Two signals of one kind can be written at once (two
   * quick adds to the cart are two background jobs): a transaction-scoped advisory lock on the
   * (shopper, product, kind) makes the second wait and then see the first, on either database.
   */
  async record(userId: string, productId: string, kind: InteractionKind): Promise<void> {
    if (kind === "purchase") {
      await this.db.insert(interactions).values({ userId, productId, kind });
      return;
    }
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`interaction:${userId}:${productId}:${kind}`}))`);
      const [recent] = await tx
        .select({ id: interactions.id })
        .from(interactions)
        .where(
          and(eq(interactions.userId, userId), eq(interactions.productId, productId), eq(interactions.kind, kind), gt(interactions.createdAt, REPEAT_WINDOW)),
        )
        .limit(1);
      if (!recent) await tx.insert(interactions).values({ userId, productId, kind });
    });
  }

  /** Up to `limit` products like the given one (see similarTo). */
  async similar(product: Product, limit = RECO_LIMIT): Promise<ProductSummary[]> {
    const snapshot = await this.catalog.current();
    const cache = this.cacheFor(snapshot).similar;
    const key = `${product._id}:${limit}`;
    let items = cache.get(key);
    if (!items) {
      items = similarTo(snapshot.products, snapshot.find(product._id) ?? product, limit).map(toSummary);
      if (cache.size >= SIMILAR_CACHE_LIMIT) cache.delete(cache.keys().next().value!);
      cache.set(key, items);
    }
    return items;
  }

  /** Up to `limit` picks for one shopper (see personalFor); best sellers and top rated for a newcomer. */
  async personalized(userId: string, limit = RECO_LIMIT): Promise<ProductSummary[]> {
    const [snapshot, signals] = await Promise.all([this.catalog.current(), this.signals(userId)]);
    const picks = personalFor(snapshot.products, (id) => snapshot.find(id), signals, this.cacheFor(snapshot).fallback, limit);
    return picks.map(toSummary);
  }

  private cacheFor(snapshot: CatalogSnapshot) {
    let entry = this.perSnapshot.get(snapshot);
    if (!entry) {
      entry = { similar: new Map(), fallback: bestSellersAndTopRated(snapshot.products, FALLBACK_POOL) };
      this.perSnapshot.set(snapshot, entry);
    }
    return entry;
  }

  private async signals(userId: string): Promise<ShopperSignals> {
    const now = Date.now();
    const [recent, wished, carted, bought] = await Promise.all([
      this.db
        .select({ productId: interactions.productId, kind: interactions.kind, at: interactions.createdAt })
        .from(interactions)
        .where(eq(interactions.userId, userId))
        .orderBy(desc(interactions.createdAt))
        .limit(RECENT_INTERACTIONS),
      this.db.select({ productId: wishlistItems.productId, at: wishlistItems.addedAt }).from(wishlistItems).where(eq(wishlistItems.userId, userId)),
      this.db
        .select({ productId: cartLines.productId, at: cartLines.addedAt })
        .from(cartLines)
        .innerJoin(carts, eq(carts.id, cartLines.cartId))
        .where(eq(carts.userId, userId)),
      this.db
        .select({ productId: orderLines.productId, snapshot: orderLines.snapshot, at: orders.createdAt })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(eq(orders.userId, userId)),
    ]);

    const signals: ShopperSignals = {
      interest: new Map(),
      pastCategories: new Map(),
      pastBrands: new Map(),
      excluded: new Set(),
      coPurchases: new Map(),
    };
    const add = (map: Map<string, number>, key: string, value: number) => map.set(key, (map.get(key) ?? 0) + value);
    const views = new Map<string, number>();
    for (const row of recent) {
      if (row.kind === "view") {
        const seen = (views.get(row.productId) ?? 0) + 1;
        views.set(row.productId, seen);
        if (seen > MAX_VIEWS_PER_PRODUCT) continue;
      }
      if (row.kind === "purchase") signals.excluded.add(row.productId);
      add(signals.interest, row.productId, SIGNAL_WEIGHT[row.kind] * fade(row.at, now));
    }
    for (const row of wished) add(signals.interest, row.productId, SIGNAL_WEIGHT.wishlist * fade(row.at, now));
    for (const row of carted) {
      add(signals.interest, row.productId, SIGNAL_WEIGHT.cart * fade(row.at, now));
      signals.excluded.add(row.productId);
    }
    for (const row of bought) {
      const weight = SIGNAL_WEIGHT.purchase * fade(row.at, now);
      if (row.productId) {
        add(signals.interest, row.productId, weight);
        signals.excluded.add(row.productId);
      } else {
        // The product was deleted since; its order snapshot still tells what kind of thing it was.
        add(signals.pastCategories, row.snapshot.category, weight);
        add(signals.pastBrands, row.snapshot.brand, weight);
      }
    }
    signals.coPurchases = await this.coPurchases(
      [...signals.interest]
        .sort((a, b) => b[1] - a[1])
        .slice(0, CO_PURCHASE_SOURCES)
        .map(([id]) => id),
    );
    return signals;
  }

  /** Products that shared an order with any of `productIds`, by how many orders. */
  private async coPurchases(productIds: string[]): Promise<Map<string, number>> {
    if (productIds.length === 0) return new Map();
    const other = alias(orderLines, "other_line");
    const orderCount = sql<number>`count(distinct ${other.orderId})`.mapWith(Number);
    const rows = await this.db
      .select({ productId: other.productId, orders: orderCount })
      .from(orderLines)
      .innerJoin(other, and(eq(other.orderId, orderLines.orderId), ne(other.productId, orderLines.productId)))
      .where(inArray(orderLines.productId, productIds))
      .groupBy(other.productId)
      .orderBy(desc(orderCount))
      .limit(100);
    return new Map(rows.flatMap((row) => (row.productId ? [[row.productId, row.orders] as const] : [])));
  }
}
