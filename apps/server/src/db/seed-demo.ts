import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { count } from "drizzle-orm";
import type { Db } from "./client.js";
import { brands, categories, products, testimonials } from "./schema/index.js";
import { buildDemoCatalog } from "./seed/demo-catalog.js";
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
  return { seeded: true, products: result.created };
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
