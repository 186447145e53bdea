import { Readable } from "node:stream";
import { adminProductCreateSchema, hasPermission, modelNameKey, type AdminProductCreate, type ProductImportResult } from "@pasal/shared";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify";
import { asc, eq, gt, inArray, isNull, and, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { brands, categories, products } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { badRequest, forbidden } from "../../lib/http-error.js";
import { toCatalogInput } from "../catalog/catalog-export.js";
import { UPDATABLE, ensureNamed, toRow } from "../catalog/catalog-import.js";
import { specKeyFor } from "../catalog/product-mapper.js";
import { recordStockMovements } from "../orders/stock.js";
import { recordAudit } from "./audit-service.js";
import type { ProductAdminService } from "./product-admin-service.js";

/**
 * The products CSV (docs/requirements/back-office.md#admin-catalogue-and-stock): one product a row, in
 * the import's shape. Lists and tables (colours, models, variants, packs, extras, images, the
 * specification table) are JSON cells, so a file exported here imports back unchanged.
 */
export const CSV_COLUMNS = [
  "name",
  "modelName",
  "parentCategory",
  "parentSubcategory",
  "sellingPrice",
  "originalPrice",
  "costPrice",
  "stock",
  "lowStockThreshold",
  "published",
  "description",
  "shortDescription",
  "keyFeatures",
  "size",
  "freeShipping",
  "color",
  "model",
  "variant",
  "bundle",
  "extras",
  "specs",
  "images",
  "video",
] as const;
const NUMBERS = new Set(["sellingPrice", "originalPrice", "costPrice", "stock", "lowStockThreshold"]);
const BOOLEANS = new Set(["published", "freeShipping"]);
const JSON_CELLS = new Set(["color", "model", "variant", "bundle", "extras", "specs", "images"]);
export const MAX_IMPORT_ROWS = 5000;

/** Spreadsheets run a cell that starts with = + - @ as a formula: such cells are written with a leading ' (and read back without). */
const FORMULA = /^[=+\-@\t\r]/;
const guardCell = (value: string) => (FORMULA.test(value) ? `'${value}` : value);
const unguardCell = (value: string) => (value.startsWith("'") && FORMULA.test(value.slice(1)) ? value.slice(1) : value);

/**
 * The catalogue as CSV, streamed a page of rows at a time: the products table's filtered set
 * (`filter`, from productListFilter), else every product that is not archived.
 */
export function exportProductsCsv(db: Db, filter: SQL | undefined = isNull(products.archivedAt)): Readable {
  async function* rows() {
    let after = "";
    for (;;) {
      const page = await db
        .select({ product: products, category: categories.name, brand: brands.name })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(and(filter, after ? gt(products.id, after) : undefined))
        .orderBy(asc(products.id))
        .limit(500);
      for (const { product, category, brand } of page) yield csvRecord(product, category, brand);
      if (page.length < 500) return;
      after = page.at(-1)!.product.id;
    }
  }
  const source = Readable.from(rows(), { objectMode: true });
  const csv = source.pipe(stringify({ header: true, columns: [...CSV_COLUMNS], cast: { string: guardCell, boolean: (value) => String(value) } }));
  source.on("error", (error) => csv.destroy(error));
  return csv;
}

function csvRecord(row: typeof products.$inferSelect, category: string, brand: string): Record<string, unknown> {
  const input = toCatalogInput(row, category, brand) as Record<string, unknown>;
  const specKey = specKeyFor(category);
  return {
    ...input,
    lowStockThreshold: row.lowStockThreshold,
    published: row.published,
    color: JSON.stringify(input.color ?? []),
    model: JSON.stringify(input.model ?? []),
    variant: JSON.stringify(input.variant ?? []),
    bundle: JSON.stringify(input.bundle ?? []),
    extras: JSON.stringify(input.extras ?? []),
    specs: input[specKey] ? JSON.stringify(input[specKey]) : "",
    images: JSON.stringify(row.images.map(({ url, alt }) => (alt ? { url, alt } : { url }))),
    video: row.videoUrl ?? "",
  };
}

type RowResult = { ok: true; product: AdminProductCreate } | { ok: false; message: string };

/** One CSV record as a product, or the first thing wrong with it. */
function readRecord(record: Record<string, string>): RowResult {
  const product: Record<string, unknown> = {};
  for (const [column, raw] of Object.entries(record)) {
    const value = unguardCell(raw.trim());
    if (value === "") continue;
    if (NUMBERS.has(column)) {
      const number = Number(value.replace(/,/g, ""));
      if (!Number.isFinite(number)) return { ok: false, message: `${column}: not a number` };
      product[column] = number;
    } else if (BOOLEANS.has(column)) {
      if (!/^(true|false|yes|no|1|0)$/i.test(value)) return { ok: false, message: `${column}: write true or false` };
      product[column] = /^(true|yes|1)$/i.test(value);
    } else if (JSON_CELLS.has(column)) {
      try {
        product[column] = JSON.parse(value);
      } catch {
        return { ok: false, message: `${column}: not valid JSON` };
      }
    } else if (column === "video") product.video = { url: value };
    else product[column] = value;
  }
  if (product.specs !== undefined && typeof product.parentCategory === "string") {
    const key = specKeyFor(product.parentCategory);
    if (key !== "specs") {
      product[key] = product.specs;
      delete product.specs;
    }
  }
  const parsed = adminProductCreateSchema.safeParse(product);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, message: `${issue.path.join(".") || "product"}: ${issue.message}` };
  }
  return { ok: true, product: parsed.data };
}

/**
 * Imports the good rows and reports the bad ones (row numbers as a spreadsheet shows them, the
 * header being row 1). Each row is saved in its own savepoint of one transaction, with its ledger
 * and audit rows; a row the database refuses is reported like an invalid one.
 */
export async function importProductsCsv(db: Db, file: Buffer, actor: Actor, catalog: Pick<ProductAdminService, "announce">): Promise<ProductImportResult> {
  if (!hasPermission(actor.role, "prices:write") || !hasPermission(actor.role, "stock:write")) {
    throw forbidden("An import sets prices and stock: your role cannot");
  }
  let records: Record<string, string>[];
  try {
    records = parse(file, { columns: true, bom: true, skip_empty_lines: true, relax_column_count: false, max_record_size: 100_000 });
  } catch (error) {
    throw badRequest(`The file is not a readable CSV: ${(error as Error).message.slice(0, 120)}`);
  }
  if (records.length === 0) throw badRequest("The file has no product rows");
  if (records.length > MAX_IMPORT_ROWS) throw badRequest(`Import at most ${MAX_IMPORT_ROWS} products at a time`);
  const unknown = Object.keys(records[0]!).find((column) => !(CSV_COLUMNS as readonly string[]).includes(column));
  if (unknown !== undefined) throw badRequest(`Unknown column: ${unknown.slice(0, 40)}`);

  const errors: { row: number; message: string }[] = [];
  const good: { row: number; product: AdminProductCreate }[] = [];
  const seen = new Map<string, number>();
  records.forEach((record, index) => {
    const row = index + 2;
    const result = readRecord(record);
    if (!result.ok) return errors.push({ row, message: result.message });
    const key = modelNameKey(result.product.modelName);
    const earlier = seen.get(key);
    if (earlier !== undefined) return errors.push({ row, message: `modelName repeats row ${earlier}` });
    seen.set(key, row);
    good.push({ row, product: result.product });
  });

  let created = 0;
  let updated = 0;
  await db.transaction(async (tx) => {
    const existing = new Map(
      (good.length
        ? await tx
            .select()
            .from(products)
            .where(
              inArray(
                products.modelKey,
                good.map((g) => modelNameKey(g.product.modelName)),
              ),
            )
            .for("update")
        : []
      ).map((p) => [p.modelKey, p]),
    );
    const categoryIds = await ensureNamed(
      tx as unknown as Db,
      "categories",
      good.map((g) => g.product.parentCategory),
    );
    const brandIds = await ensureNamed(
      tx as unknown as Db,
      "brands",
      good.map((g) => g.product.parentSubcategory),
    );
    for (const { row, product } of good) {
      const values = {
        ...toRow(product, categoryIds.ids.get(product.parentCategory.toLowerCase())!, brandIds.ids.get(product.parentSubcategory.toLowerCase())!),
        published: product.published,
        lowStockThreshold: product.lowStockThreshold,
      };
      const before = existing.get(values.modelKey);
      try {
        await tx.transaction(async (savepoint) => {
          if (before) {
            const set = Object.fromEntries([...UPDATABLE, "published", "lowStockThreshold"].map((c) => [c, values[c as keyof typeof values]]));
            await savepoint.update(products).set(set).where(eq(products.id, before.id));
            await recordStockMovements(savepoint, [
              { productId: before.id, delta: product.stock - before.stock, reason: "correction", reference: "CSV import", actorUserId: actor.actorUserId },
            ]);
            await recordAudit(savepoint, {
              ...actor,
              action: "product.import",
              entity: "product",
              entityId: before.id,
              before: csvRecord(before, "", ""),
              after: { ...csvRecord({ ...before, ...values } as typeof before, "", "") },
            });
          } else {
            const [inserted] = await savepoint
              .insert(products)
              .values({ ...values, sold: 0, ratingTotal: 0, reviewCount: 0 })
              .returning({ id: products.id });
            await recordStockMovements(savepoint, [
              { productId: inserted!.id, delta: product.stock, reason: "received", reference: "CSV import", actorUserId: actor.actorUserId },
            ]);
            await recordAudit(savepoint, { ...actor, action: "product.import", entity: "product", entityId: inserted!.id, after: product });
          }
        });
        if (before) updated += 1;
        else created += 1;
      } catch {
        errors.push({ row, message: "This row could not be saved (another product may have this model name)" });
      }
    }
  });
  if (created + updated > 0) await catalog.announce({ full: true });
  return { rows: records.length, created, updated, errors: errors.sort((a, b) => a.row - b.row) };
}
