import { cpSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { CatalogProductInput } from "@pasal/shared";
import { count, sql } from "drizzle-orm";
import type { Db } from "./db/client.js";
import { brands, categories, jobPositions, products, reviews, testimonials, users } from "./db/schema/index.js";
import { importCatalog } from "./modules/catalog/catalog-import.js";

/**
 * The demo shop is data (decision 021): JSON in the import's shape and the pictures under
 * apps/server/demo-catalog/, loaded on the first start of an empty database through the same
 * importer as `catalog:import`. Nothing here draws or invents a product.
 */
export const DEMO_CATALOG_DIR = fileURLToPath(new URL("../demo-catalog/", import.meta.url));

export interface DemoReview {
  modelName: string;
  /** index into `reviewers` */
  reviewer: number;
  rating: number;
  comment: string;
  daysAgo: number;
}

export function readDemoFile<T>(name: string, dir = DEMO_CATALOG_DIR): T {
  return JSON.parse(readFileSync(path.join(dir, name), "utf8")) as T;
}

/** Accounts nobody can sign in to: no password, and a reserved domain no mailbox or Google account can have. */
export const demoReviewerEmail = (index: number) => `reviewer-${index + 1}@demo.pasal.invalid`;

/**
 * Seeds the demo catalogue into an empty database (first start): the pictures are copied into the
 * media folder, then categories and brands with their pictures, then the products through the
 * importer, then the demo reviews. Does nothing once any product exists.
 */
export async function seedDemoCatalog(db: Db, mediaRoot: string): Promise<{ seeded: boolean; products: number }> {
  const [existing] = await db.select({ n: count() }).from(products);
  if ((existing?.n ?? 0) > 0) return { seeded: false, products: existing!.n };

  copyDemoMedia(mediaRoot);
  const demoCategories = readDemoFile<{ name: string; image: string }[]>("categories.json");
  const demoBrands = readDemoFile<{ name: string; logo: string; image: string }[]>("brands.json");
  await db.transaction(async (tx) => {
    await tx
      .insert(categories)
      .values(demoCategories.map((c, index) => ({ name: c.name, image: c.image, sortOrder: index })))
      .onConflictDoNothing();
    await tx
      .insert(brands)
      .values(demoBrands.map((b) => ({ name: b.name, logo: b.logo, image: b.image })))
      .onConflictDoNothing();
  });
  const result = await importCatalog(db, readDemoFile<unknown>("products.json"));
  await seedDemoReviews(db, readDemoFile<{ reviewers: string[]; reviews: DemoReview[] }>("reviews.json"));
  return { seeded: true, products: result.created };
}

/** The pictures keep their /media/demo/… URLs: the folder is copied as is (existing files are left alone). */
function copyDemoMedia(mediaRoot: string): void {
  cpSync(path.join(DEMO_CATALOG_DIR, "media"), mediaRoot, { recursive: true, force: false });
}

/**
 * The demo reviews as rows by demo reviewer accounts, then each product's rating total and review
 * count summed from those rows, in one transaction: the store never shows a count without reviews.
 */
async function seedDemoReviews(db: Db, demo: { reviewers: string[]; reviews: DemoReview[] }): Promise<void> {
  await db.transaction(async (tx) => {
    const reviewers = await tx
      .insert(users)
      .values(demo.reviewers.map((fullName, index) => ({ fullName, email: demoReviewerEmail(index) })))
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email });
    const idByEmail = new Map(reviewers.map((r) => [r.email, r.id]));
    const productIds = new Map((await tx.select({ id: products.id, modelName: products.modelName }).from(products)).map((p) => [p.modelName, p.id]));
    const now = Date.now();
    const rows = demo.reviews.flatMap((review) => {
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
  copyDemoMedia(mediaRoot);
  const rows = readDemoFile<{ name: string; location: string; experience: string; imageUrl: string }[]>("testimonials.json");
  await db.insert(testimonials).values(rows.map((row) => ({ ...row, approved: true })));
}

/** Open positions for the demo careers page, once, into an empty table (safe to call on every start). */
export async function seedDemoPositions(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(jobPositions);
  if ((existing?.n ?? 0) > 0) return;
  await db.insert(jobPositions).values(readDemoFile<(typeof jobPositions.$inferInsert)[]>("job-positions.json"));
}

/**
 * n products for benchmarks, cycling through the demo products. Each copy gets a zero-padded
 * suffix: name "iPhone 15 #0042", modelName "iPhone 15 0042" (digits only, so the modelName stays
 * URL-safe). Image URLs are the demo ones; no new files.
 */
export function buildScaledCatalog(n: number): CatalogProductInput[] {
  const base = readDemoFile<CatalogProductInput[]>("products.json");
  const width = Math.max(4, String(Math.max(0, n - 1)).length);
  const out: CatalogProductInput[] = [];
  for (let i = 0; i < n; i++) {
    const source = base[i % base.length]!;
    const suffix = String(i).padStart(width, "0");
    out.push({ ...structuredClone(source), name: `${source.name} #${suffix}`, modelName: `${source.modelName} ${suffix}` });
  }
  return out;
}
