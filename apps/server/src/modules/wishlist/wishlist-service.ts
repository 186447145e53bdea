import { wishlistItemOf, type WishlistItem } from "@pasal/shared";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { wishlistItems } from "../../db/schema/index.js";
import { notFound } from "../../lib/http-error.js";
import type { CatalogService } from "../catalog/catalog-service.js";
import type { JobQueue } from "../../jobs/job-queue.js";

/**
 * A signed-in shopper's wishlist (docs/requirements/cart.md#wishlist). Rows keep only the product id;
 * name, price, image and availability come from the catalogue snapshot.
 */
export class WishlistService {
  constructor(
    private readonly db: Db,
    private readonly catalog: Pick<CatalogService, "current">,
    private readonly jobs: Pick<JobQueue, "enqueue">,
  ) {}

  async list(userId: string): Promise<WishlistItem[]> {
    const [snapshot, rows] = await Promise.all([
      this.catalog.current(),
      this.db
        .select({ productId: wishlistItems.productId })
        .from(wishlistItems)
        .where(eq(wishlistItems.userId, userId))
        .orderBy(asc(wishlistItems.addedAt), asc(wishlistItems.productId)),
    ]);
    return rows.flatMap((row) => {
      const product = snapshot.find(row.productId);
      return product ? [wishlistItemOf(product)] : [];
    });
  }

  /** Adds once: answers "already" when the product was listed before (no duplicate row). */
  async add(userId: string, productId: string): Promise<"added" | "already"> {
    const product = (await this.catalog.current()).find(productId);
    if (!product) throw notFound("Product not found");
    const inserted = await this.db
      .insert(wishlistItems)
      .values({ userId, productId: product._id })
      .onConflictDoNothing()
      .returning({ productId: wishlistItems.productId });
    if (inserted.length === 0) return "already";
    this.recordWish(userId, product._id);
    return "added";
  }

  async remove(userId: string, productId: string): Promise<void> {
    const product = (await this.catalog.current()).find(productId);
    const removed = product
      ? await this.db
          .delete(wishlistItems)
          .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, product._id)))
          .returning({ productId: wishlistItems.productId })
      : [];
    if (removed.length === 0) throw notFound("This product is not in your wishlist");
  }

  /** Merges a guest wishlist at sign-in; ids the catalogue does not know are skipped. */
  async sync(userId: string, productIds: string[]): Promise<WishlistItem[]> {
    const snapshot = await this.catalog.current();
    const known = [...new Set(productIds.flatMap((id) => snapshot.find(id)?._id ?? []))];
    if (known.length > 0) {
      await this.db
        .insert(wishlistItems)
        .values(known.map((productId) => ({ userId, productId })))
        .onConflictDoNothing();
    }
    return this.list(userId);
  }

  /** The taste signal is written by a background job, off this request's connection. */
  private recordWish(userId: string, productId: string): void {
    this.jobs.enqueue("reco.record", { userId, productId, kind: "wishlist" });
  }
}
