import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { count, sql } from "drizzle-orm";
import type { Db } from "./client.js";
import { brands, categories, products, reviews, testimonials, users } from "./schema/index.js";
import { buildDemoCatalog } from "./seed/demo-catalog.js";
import { DEMO_REVIEWERS, demoReviewerEmail, type DemoReview } from "./seed/reviews.js";
import { demoTestimonials } from "./seed/testimonials.js";
import { importCatalog } from "../modules/catalog/catalog-import.js";

/**
 * Seeds the demo catalogue into an empty database (first start). Images are written to the
 * media folder, then categories and brands with their pictures, then the products through the
 * same importer that `catalog:import` uses. Does nothing once any product exists.
 */
export async function seedDemoCatalog(db: Db, mediaRoot: string): Promise<{ seeded: boolean; products: number }> {
  const [existing] = await db.select({ n: count() }).from(products);
  if ((existing?.n ?? 0) > 0) return { seeded: false, products: existing!.n };

  const demo = buildDemoCatalog();
  writeMedia(mediaRoot, demo.files);
  await db.transaction(async (tx) => {
    await tx
      .insert(categories)
      .values(demo.categories.map((c, index) => ({ name: c.categoryName, image: c.image, sortOrder: index })))
      .onConflictDoNothing();
    await tx
      .insert(brands)
      .values(demo.brands.map((b) => ({ name: b.subcategoryName, logo: b.logo, image: b.image })))
      .onConflictDoNothing();
  });
  const result = await importCatalog(db, demo.products);
  await seedDemoReviews(db, demo.reviews);
  return { seeded: true, products: result.created };
}

/**
 * The demo reviews as rows by demo reviewer accounts, then each product's rating total and review
 * count summed from those rows, in one transaction: the store never shows a count without reviews.
 */
async function seedDemoReviews(db: Db, demo: DemoReview[]): Promise<void> {
  await db.transaction(async (tx) => {
    const reviewers = await tx
      .insert(users)
      .values(DEMO_REVIEWERS.map((fullName, index) => ({ fullName, email: demoReviewerEmail(index) })))
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email });
    const idByEmail = new Map(reviewers.map((r) => [r.email, r.id]));
    const productIds = new Map(
      (await tx.select({ id: products.id, modelName: products.modelName }).from(products)).map((p) => [p.modelName, p.id]),
    );
    const now = Date.now();
    const rows = demo.flatMap((review) => {
      const productId = productIds.get(review.modelName);
      const userId = idByEmail.get(demoReviewerEmail(review.reviewer));
      if (!productId || !userId) return [];
      return [{ productId, userId, rating: review.rating, comment: review.comment, createdAt: new Date(now - review.daysAgo * 86_400_000) }];
    });
    if (rows.length > 0) await tx.insert(reviews).values(rows);
    await tx.execute(sql`
      update products set rating_total = totals.stars, review_count = totals.n
      from (select product_id, sum(rating)::int as stars, count(*)::int as n from reviews group by product_id) as totals
      where products.id = totals.product_id`);
  });
}

/** Approved demo testimonials for the home page, once, into an empty table. */
export async function seedDemoTestimonials(db: Db, mediaRoot: string): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(testimonials);
  if ((existing?.n ?? 0) > 0) return;
  const demo = demoTestimonials();
  writeMedia(mediaRoot, demo.files);
  await db.insert(testimonials).values(demo.rows);
}

function writeMedia(mediaRoot: string, files: Map<string, string>): void {
  for (const [relative, content] of files) {
    const file = path.join(mediaRoot, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}
