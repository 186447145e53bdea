import type { ShopStats } from "@pasal/shared";
import { and, count, eq, isNull, notInArray, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Db } from "../../db/client.js";
import { orderLines, orders, reviews } from "../../db/schema/index.js";
import type { CatalogService } from "../catalog/catalog-service.js";

/** Below this many reviews a percentage says more than the data does: it is left out. */
export const MIN_REVIEWS_FOR_PERCENT = 20;
/** Orders that did not end with the shopper keeping the goods. */
const NOT_SOLD = ["cancelled", "returned"] as const;

/**
 * The figures the storefront claims about itself (docs/requirements/content-pages.md#about), counted
 * from the shop's own data: brands and products from the live catalogue, delivered orders and review
 * stars from the database. Counting is cheap but runs on every page view, so each answer is kept a short
 * while; a figure a few minutes old is still true enough for "N sold".
 */
export class ShopStatsService {
  private readonly statsCache = new LRUCache<"stats", ShopStats>({ max: 1, ttl: 5 * 60_000 });
  private readonly soldCache = new LRUCache<string, number>({ max: 5_000, ttl: 60_000 });

  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
  ) {}

  async stats(): Promise<ShopStats> {
    const hit = this.statsCache.get("stats");
    if (hit) return hit;
    const snapshot = await this.catalog.current();
    const [delivered] = await this.db.select({ n: count() }).from(orders).where(eq(orders.status, "delivered"));
    const [stars] = await this.db
      .select({ total: count(), positive: sql<number>`count(*) filter (where ${reviews.rating} >= 4)`.mapWith(Number) })
      .from(reviews)
      .where(isNull(reviews.hiddenAt));
    const total = stars?.total ?? 0;
    const stats: ShopStats = {
      brands: new Set(snapshot.products.map((p) => p.parentSubcategory.toLowerCase())).size,
      products: snapshot.products.length,
      ordersDelivered: delivered?.n ?? 0,
      reviews: total,
      // Rounded down, so 99.6% never reads as a perfect 100%.
      ...(total >= MIN_REVIEWS_FOR_PERCENT ? { positiveReviewPercent: Math.floor((100 * (stars?.positive ?? 0)) / total) } : {}),
    };
    this.statsCache.set("stats", stats);
    return stats;
  }

  /**
   * Items of a product bought in orders that were not cancelled or returned: the sum of the
   * order lines' quantities (packs for a screen-protector pack line, as the shopper bought them).
   * Counted from the orders themselves, not the product's `sold` column, which the demo seed fills.
   */
  async sold(productId: string): Promise<number> {
    const hit = this.soldCache.get(productId);
    if (hit !== undefined) return hit;
    const [row] = await this.db
      .select({ n: sql<number>`coalesce(sum(${orderLines.quantity}), 0)`.mapWith(Number) })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orderLines.productId, productId), notInArray(orders.status, [...NOT_SOLD])));
    const sold = row?.n ?? 0;
    this.soldCache.set(productId, sold);
    return sold;
  }

  /** Tests and a back-office change that must show at once. */
  forget(): void {
    this.statsCache.clear();
    this.soldCache.clear();
  }
}
