import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import { products, reviewMedia, reviews, testimonials, users } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { notFound } from "../../lib/http-error.js";
import type { ReviewService } from "../reviews/review-service.js";
import type { CatalogService } from "../catalog/catalog-service.js";
import { recordAudit } from "./audit-service.js";

type TestimonialStatus = "pending" | "approved" | "rejected";
type TestimonialRow = typeof testimonials.$inferSelect;

const statusOf = (row: TestimonialRow): TestimonialStatus => (row.approved ? "approved" : row.rejectedAt ? "rejected" : "pending");
const testimonialWhere: Record<TestimonialStatus, SQL> = {
  pending: and(eq(testimonials.approved, false), isNull(testimonials.rejectedAt))!,
  approved: eq(testimonials.approved, true),
  rejected: and(eq(testimonials.approved, false), isNotNull(testimonials.rejectedAt))!,
};

/**
 * One moderation queue (docs/requirements/back-office.md#customers-and-moderation): testimonials wait
 * for approval (the home page shows approved ones only); reviews are shown until hidden, and a hidden
 * review leaves its product's rating totals in the same transaction, coming back when restored.
 */
export class ModerationService {
  constructor(
    private readonly db: Db,
    private readonly reviewService: Pick<ReviewService, "adjust">,
    private readonly catalog: Pick<CatalogService, "changed">,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async testimonials(query: { status: TestimonialStatus; page: number; limit: number }) {
    const where = testimonialWhere[query.status];
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(testimonials)
        .where(where)
        .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      this.db.select({ n: count() }).from(testimonials).where(where),
    ]);
    return { items: rows.map(toTestimonial), total: total?.n ?? 0 };
  }

  async decideTestimonial(id: string, approve: boolean, actor: Actor) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for("update");
      if (!row) throw notFound("Testimonial not found");
      const [updated] = await tx
        .update(testimonials)
        .set(approve ? { approved: true, rejectedAt: null } : { approved: false, rejectedAt: row.rejectedAt ?? new Date() })
        .where(eq(testimonials.id, id))
        .returning();
      await recordAudit(tx, {
        ...actor,
        action: approve ? "testimonial.approve" : "testimonial.reject",
        entity: "testimonial",
        entityId: id,
        before: { status: statusOf(row) },
        after: { status: statusOf(updated!) },
      });
      return toTestimonial(updated!);
    });
  }

  async reviews(query: { status: "visible" | "hidden"; productId?: string; page: number; limit: number }, only?: SQL) {
    const where =
      only ??
      and(
        query.status === "hidden" ? isNotNull(reviews.hiddenAt) : isNull(reviews.hiddenAt),
        query.productId ? eq(reviews.productId, query.productId) : undefined,
      );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ review: reviews, productName: products.name, fullName: users.fullName, email: users.email })
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(where)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      this.db.select({ n: count() }).from(reviews).where(where),
    ]);
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
    return {
      items: rows.map(({ review, productName, fullName, email }) => ({
        id: review.id,
        productId: review.productId,
        productName,
        author: { id: review.userId, fullName, email },
        rating: review.rating,
        comment: review.comment,
        medias: media.filter((m) => m.reviewId === review.id).map((m) => ({ url: m.url, type: m.type })),
        status: review.hiddenAt ? ("hidden" as const) : ("visible" as const),
        createdAt: review.createdAt.toISOString(),
      })),
      total: total?.n ?? 0,
    };
  }

  /** Hide or restore; doing it twice changes nothing (the totals move only on a real change). */
  async setReviewHidden(id: string, hide: boolean, actor: Actor) {
    const changed = await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for("update");
      if (!row) throw notFound("Review not found");
      if ((row.hiddenAt !== null) === hide) return undefined;
      const hiddenAt = hide ? new Date() : null;
      await tx.update(reviews).set({ hiddenAt }).where(eq(reviews.id, id));
      await this.reviewService.adjust(tx, row.productId, hide ? -row.rating : row.rating, hide ? -1 : 1);
      await recordAudit(tx, {
        ...actor,
        action: hide ? "review.hide" : "review.restore",
        entity: "review",
        entityId: id,
        before: { hiddenAt: row.hiddenAt },
        after: { hiddenAt },
      });
      return row.productId;
    });
    // The product's rating is in the catalogue snapshot.
    if (changed)
      await this.catalog
        .changed({ products: [changed] })
        .catch((error: unknown) => this.log?.error({ err: error }, "catalogue reload after moderation failed"));
    const { items } = await this.reviews({ status: hide ? "hidden" : "visible", page: 1, limit: 1 }, eq(reviews.id, id));
    return items[0]!;
  }
}

function toTestimonial(row: TestimonialRow) {
  return {
    id: row.id,
    name: row.name,
    experience: row.experience,
    location: row.location,
    image: row.imageUrl,
    status: statusOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}
