import { isUuid, type ProductRating, type Review, type ReviewList } from "@pasal/shared";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db, Tx } from "../../db/client.js";
import { products, reviewMedia, reviews, users } from "../../db/schema/index.js";
import { forbidden, notFound } from "../../lib/http-error.js";
import type { SavedUpload } from "../../storage/upload-store.js";
import type { CatalogService } from "../catalog/catalog-service.js";
import { averageRating } from "../catalog/product-mapper.js";

const PRODUCT_NOT_FOUND = "Product not found";

export interface NewReview {
  productId: string;
  userId: string;
  rating: number;
  comment: string;
  media: SavedUpload[];
}

/**
 * Reviews and the product rating they make up. The product's rating_total and review_count
 * change in the same transaction as the review row, so the aggregate never drifts.
 */
export class ReviewService {
  constructor(
    private readonly db: Db,
    private readonly catalog: Pick<CatalogService, "changed">,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** Newest first; `mine` marks the viewer's own reviews. */
  async list(productId: string, viewerId: string | null): Promise<ReviewList> {
    await this.requireProduct(this.db, productId);
    const rows = await this.db
      .select({ review: reviews, author: users.fullName })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(and(eq(reviews.productId, productId), isNull(reviews.hiddenAt)))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(500);
    const media = rows.length
      ? await this.db
          .select()
          .from(reviewMedia)
          .where(
            inArray(
              reviewMedia.reviewId,
              rows.map((r) => r.review.id),
            ),
          )
      : [];
    const response = rows.map(({ review, author }): Review => ({
      _id: review.id,
      user: author,
      rating: review.rating,
      comment: review.comment,
      date: review.createdAt.toISOString(),
      medias: media.filter((m) => m.reviewId === review.id).map((m) => ({ url: m.url, type: m.type })),
      mine: review.userId === viewerId,
    }));
    return { response, responseCount: response.length };
  }

  /** Throws 404 unless the product exists (cheap check before any file is written). */
  async assertProduct(productId: string): Promise<void> {
    await this.requireProduct(this.db, productId);
  }

  async create(input: NewReview, authorName: string): Promise<{ review: Review; product: ProductRating }> {
    const result = await this.db.transaction(async (tx) => {
      await this.requireProduct(tx, input.productId);
      const [row] = await tx
        .insert(reviews)
        .values({ productId: input.productId, userId: input.userId, rating: input.rating, comment: input.comment })
        .returning();
      if (input.media.length) {
        await tx.insert(reviewMedia).values(
          input.media.map((m) => ({
            reviewId: row!.id,
            url: m.url,
            type: m.file.kind.media === "video" ? ("video" as const) : ("image" as const),
            mimeType: m.file.kind.mime,
            sizeBytes: m.file.data.length,
          })),
        );
      }
      const product = await this.adjust(tx, input.productId, input.rating, 1);
      return { row: row!, product };
    });
    await this.reloadCatalog(result.product.productId);
    const review: Review = {
      _id: result.row.id,
      user: authorName,
      rating: result.row.rating,
      comment: result.row.comment,
      date: result.row.createdAt.toISOString(),
      medias: input.media.map((m) => ({ url: m.url, type: m.file.kind.media === "video" ? "video" : "image" })),
      mine: true,
    };
    return { review, product: result.product };
  }

  /** Only the author may delete (403); returns the media URLs whose files can now go. */
  async remove(reviewId: string, userId: string): Promise<{ product: ProductRating; mediaUrls: string[] }> {
    if (!isUuid(reviewId)) throw notFound("Review not found");
    const result = await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for("update");
      if (!row) throw notFound("Review not found");
      if (row.userId !== userId) throw forbidden("You can only delete your own reviews");
      const media = await tx.select({ url: reviewMedia.url }).from(reviewMedia).where(eq(reviewMedia.reviewId, reviewId));
      await tx.delete(reviews).where(eq(reviews.id, reviewId));
      // A hidden review already left the totals (moderation); only a visible one takes its stars away.
      const product = row.hiddenAt ? await this.ratingIn(tx, row.productId) : await this.adjust(tx, row.productId, -row.rating, -1);
      return { product, mediaUrls: media.map((m) => m.url) };
    });
    await this.reloadCatalog(result.product.productId);
    return result;
  }

  async rating(productId: string): Promise<ProductRating> {
    const [row] = isUuid(productId)
      ? await this.db.select({ total: products.ratingTotal, count: products.reviewCount }).from(products).where(eq(products.id, productId))
      : [];
    if (!row) throw notFound(PRODUCT_NOT_FOUND);
    return toRating(productId, row.total, row.count);
  }

  /**
   * After the commit the review stands: a failed reload must not turn it into an error (the
   * caller would then remove the files the committed rows point at). The catalogue's poll picks
   * the new rating up later.
   */
  private async reloadCatalog(productId: string): Promise<void> {
    try {
      await this.catalog.changed({ products: [productId] });
    } catch (error) {
      this.log?.error({ err: error }, "catalogue reload after a review change failed");
    }
  }

  private async ratingIn(tx: Tx, productId: string): Promise<ProductRating> {
    const [row] = await tx.select({ total: products.ratingTotal, count: products.reviewCount }).from(products).where(eq(products.id, productId));
    if (!row) throw notFound(PRODUCT_NOT_FOUND);
    return toRating(productId, row.total, row.count);
  }

  /** Adds (or, with negative deltas, takes away) one review's stars; moderation uses it too. */
  async adjust(tx: Tx, productId: string, ratingDelta: number, countDelta: number): Promise<ProductRating> {
    const [row] = await tx
      .update(products)
      .set({
        ratingTotal: sql`${products.ratingTotal} + ${ratingDelta}`,
        reviewCount: sql`${products.reviewCount} + ${countDelta}`,
      })
      .where(eq(products.id, productId))
      .returning({ total: products.ratingTotal, count: products.reviewCount });
    if (!row) throw notFound(PRODUCT_NOT_FOUND);
    return toRating(productId, row.total, row.count);
  }

  private async requireProduct(db: Db | Tx, productId: string): Promise<void> {
    const found = isUuid(productId) ? await db.select({ id: products.id }).from(products).where(eq(products.id, productId)) : [];
    if (found.length === 0) throw notFound(PRODUCT_NOT_FOUND);
  }
}

function toRating(productId: string, total: number, count: number): ProductRating {
  return { productId, rating: averageRating(total, count), reviews: count, totalRating: total };
}
