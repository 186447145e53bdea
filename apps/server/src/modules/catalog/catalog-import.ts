import { SPEC_KEYS, catalogProductSchema, modelNameKey, rupeesToPaisa, type CatalogProduct } from "@pasal/shared";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { brands, categories, products } from "../../db/schema/index.js";
import { sanitizeKeyFeatures } from "./key-features.js";

export class CatalogImportError extends Error {
  constructor(
    readonly index: number,
    reason: string,
  ) {
    super(`Product at index ${index}: ${reason}`);
  }
}

export interface ImportResult {
  created: number;
  updated: number;
  categoriesCreated: number;
  brandsCreated: number;
}

const BATCH = 500;

/**
 * Checks every row first, so a bad row stops the import before anything is written; then
 * writes everything in one transaction (all or nothing). Products are matched by model name
 * (its link form), so importing the same file twice updates rather than duplicates.
 */
export function validateCatalog(input: unknown): CatalogProduct[] {
  if (!Array.isArray(input)) throw new CatalogImportError(-1, "the file must hold a JSON array of products");
  const seen = new Map<string, number>();
  return input.map((raw, index) => {
    const parsed = catalogProductSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new CatalogImportError(index, `${issue.path.join(".") || "product"}: ${issue.message}`);
    }
    const key = modelNameKey(parsed.data.modelName);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      throw new CatalogImportError(index, `modelName "${parsed.data.modelName}" repeats the product at index ${earlier}`);
    }
    seen.set(key, index);
    return parsed.data;
  });
}

export async function importCatalog(db: Db, input: unknown): Promise<ImportResult> {
  const items = validateCatalog(input);
  return db.transaction(async (tx) => {
    const categoryIds = await ensureNamed(
      tx as unknown as Db,
      "categories",
      items.map((p) => p.parentCategory),
    );
    const brandIds = await ensureNamed(
      tx as unknown as Db,
      "brands",
      items.map((p) => p.parentSubcategory),
    );
    const existing = new Set((await tx.select({ key: products.modelKey }).from(products)).map((row) => row.key));
    let created = 0;
    for (let start = 0; start < items.length; start += BATCH) {
      const values = items.slice(start, start + BATCH).map((item) => {
        const row = toRow(item, categoryIds.ids.get(item.parentCategory.toLowerCase())!, brandIds.ids.get(item.parentSubcategory.toLowerCase())!);
        if (!existing.has(row.modelKey)) created += 1;
        return row;
      });
      await tx
        .insert(products)
        .values(values)
        .onConflictDoUpdate({
          target: products.modelKey,
          // Rating aggregates and `sold` are the shop's own history: an import never overwrites them.
          set: Object.fromEntries(UPDATABLE.map((column) => [column, sql.raw(`excluded."${products[column].name}"`)])),
        });
    }
    return {
      created,
      updated: items.length - created,
      categoriesCreated: categoryIds.created,
      brandsCreated: brandIds.created,
    };
  });
}

export const UPDATABLE = [
  "name",
  "modelName",
  "description",
  "shortDescription",
  "sellingPricePaisa",
  "originalPricePaisa",
  "costPricePaisa",
  "stock",
  "categoryId",
  "brandId",
  "colors",
  "compatibleModels",
  "variants",
  "bundles",
  "size",
  "specs",
  "keyFeatures",
  "extras",
  "freeShipping",
  "images",
  "videoUrl",
  "updatedAt",
] as const satisfies readonly (keyof typeof products.$inferInsert)[];

/** One product in the import's shape as a products row (the back office's create and update use it too). */
export function toRow(item: CatalogProduct, categoryId: string, brandId: string): typeof products.$inferInsert {
  const specKey = SPEC_KEYS.find((key) => item[key] !== undefined);
  const reviews = item.reviews ?? 0;
  return {
    name: item.name,
    modelName: item.modelName,
    modelKey: modelNameKey(item.modelName),
    description: item.description,
    shortDescription: item.shortDescription ?? null,
    sellingPricePaisa: rupeesToPaisa(item.sellingPrice),
    originalPricePaisa: item.originalPrice === undefined ? null : rupeesToPaisa(item.originalPrice),
    costPricePaisa: item.costPrice === undefined ? null : rupeesToPaisa(item.costPrice),
    stock: item.stock,
    sold: item.sold ?? 0,
    categoryId,
    brandId,
    colors: item.color.map((c) => (c.image ? { colorName: c.colorName, image: c.image } : { colorName: c.colorName })),
    compatibleModels: item.model,
    variants: item.variant.map((v) => ({ variantName: v.variantName, pricePaisa: rupeesToPaisa(v.variantSP) })),
    bundles: item.bundle.map((b) => ({ bundle: b.bundle.toLowerCase(), pricePaisa: rupeesToPaisa(b.bundlePrice) })),
    size: item.size ?? null,
    specs: specKey ? item[specKey]! : null,
    keyFeatures: sanitizeKeyFeatures(item.keyFeatures),
    extras: item.extras,
    freeShipping: item.freeShipping,
    images: item.images.map(({ url, alt, width, height, sizes }) => ({
      url,
      ...(alt ? { alt } : {}),
      ...(width && height ? { width, height } : {}),
      ...(sizes?.length ? { sizes } : {}),
    })),
    videoUrl: item.video?.url ?? null,
    ratingTotal: item.rating === undefined ? 0 : Math.min(Math.round(item.rating * reviews), 5 * reviews),
    reviewCount: item.rating === undefined ? 0 : reviews,
    updatedAt: new Date(),
  };
}

/** Finds categories or brands by name (any case), creating the missing ones. */
export async function ensureNamed(db: Db, table: "categories" | "brands", names: string[]): Promise<{ ids: Map<string, string>; created: number }> {
  const target = table === "categories" ? categories : brands;
  const ids = new Map<string, string>();
  for (const row of await db.select({ id: target.id, name: target.name }).from(target)) {
    ids.set(row.name.toLowerCase(), row.id);
  }
  const missing = new Map<string, string>();
  for (const name of names) if (!ids.has(name.toLowerCase())) missing.set(name.toLowerCase(), name);
  if (missing.size > 0) {
    const inserted = await db
      .insert(target)
      .values([...missing.values()].map((name) => ({ name })))
      .returning({ id: target.id, name: target.name });
    for (const row of inserted) ids.set(row.name.toLowerCase(), row.id);
  }
  return { ids, created: missing.size };
}
