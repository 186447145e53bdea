import { ADMIN_PRODUCT_FIELDS, adminProductCreateSchema, hasPermission, type AdminProduct, type AdminProductCreate } from "@pasal/shared";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db, Tx } from "../../db/client.js";
import { brands, categories, products } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { HttpError, badRequest, forbidden, notFound } from "../../lib/http-error.js";
import type { CatalogChange, CatalogService } from "../catalog/catalog-service.js";
import { UPDATABLE, ensureNamed, toRow } from "../catalog/catalog-import.js";
import { toCatalogInput } from "../catalog/catalog-export.js";
import { averageRating, type ProductRow } from "../catalog/product-mapper.js";
import { recordStockMovements } from "../orders/stock.js";
import { recordAudit } from "./audit-service.js";

export const PRICES_FORBIDDEN = "Your role cannot change prices";
export const STOCK_FORBIDDEN = "Your role cannot change stock";

/**
 * The fields that are money: changing any of them needs prices:write
 * (docs/requirements/back-office.md#roles-and-permissions: support has none).
 */
const priceOf = (p: Pick<AdminProductCreate, "sellingPrice" | "originalPrice" | "costPrice" | "variant" | "bundle">) =>
  JSON.stringify([
    p.sellingPrice,
    p.originalPrice ?? null,
    p.costPrice ?? null,
    p.variant.map((v) => [v.variantName, v.variantSP]),
    p.bundle.map((b) => [b.bundle, b.bundlePrice]),
  ]);

/** A unique index names the clash: the same model name (any case, or its link form) is taken. */
function isModelClash(error: unknown): boolean {
  const text = `${(error as { message?: string }).message ?? ""} ${(error as { cause?: { message?: string } }).cause?.message ?? ""} ${(error as { constraint?: string }).constraint ?? ""}`;
  return /products_model_(name|key)_key/.test(text);
}

/**
 * Creating, editing and archiving products (docs/requirements/back-office.md#admin-catalogue-and-stock).
 * Input has the spec's Product shape, as `catalog:import` reads it, and goes through the same row
 * mapping; stock changes go through the ledger and every write has its audit row in the same
 * transaction. After the commit the catalogue applies the change here and announces it to the other
 * instances (CatalogService.changed).
 */
export class ProductAdminService {
  constructor(
    private readonly db: Db,
    private readonly catalog: Pick<CatalogService, "changed">,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async get(id: string): Promise<AdminProduct> {
    const found = await this.read(this.db, id);
    if (!found) throw notFound("Product not found");
    return toAdminProduct(found.row, found.category, found.brand);
  }

  async create(input: AdminProductCreate, actor: Actor): Promise<AdminProduct> {
    if (!hasPermission(actor.role, "prices:write")) throw forbidden(PRICES_FORBIDDEN);
    if (input.stock > 0 && !hasPermission(actor.role, "stock:write")) throw forbidden(STOCK_FORBIDDEN);
    const id = await this.write(async (tx) => {
      const values = await this.rowValues(tx, input);
      const [row] = await tx
        .insert(products)
        .values({ ...values, ratingTotal: 0, reviewCount: 0, sold: 0 })
        .returning({ id: products.id });
      await recordStockMovements(tx, [
        { productId: row!.id, delta: input.stock, reason: "received", reference: "New product", actorUserId: actor.actorUserId },
      ]);
      await recordAudit(tx, { ...actor, action: "product.create", entity: "product", entityId: row!.id, after: input });
      return row!.id;
    });
    await this.announce({ products: [id] });
    return this.get(id);
  }

  /** Changes the fields sent (null removes one); the product is checked as a whole afterwards, as a create would be. */
  async update(id: string, patch: Record<string, unknown>, actor: Actor): Promise<AdminProduct> {
    const unknown = Object.keys(patch).filter((key) => !(ADMIN_PRODUCT_FIELDS as string[]).includes(key));
    if (unknown.length > 0) throw badRequest(`Unknown field: ${unknown[0]!.slice(0, 40)}`);
    await this.write(async (tx) => {
      const found = await this.read(tx, id, true);
      if (!found) throw notFound("Product not found");
      const before = editable(found.row, found.category, found.brand);
      // null removes an optional field (JSON cannot send "no value"); a required one then fails its check.
      const merged: Record<string, unknown> = { ...before, ...patch };
      for (const [key, value] of Object.entries(patch)) if (value === null) delete merged[key];
      const parsed = adminProductCreateSchema.safeParse(merged);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw badRequest(`${issue.path.join(".") || "product"}: ${issue.message}`);
      }
      const after = parsed.data;
      if (priceOf(after) !== priceOf(before) && !hasPermission(actor.role, "prices:write")) throw forbidden(PRICES_FORBIDDEN);
      const delta = after.stock - found.row.stock;
      if (delta !== 0 && !hasPermission(actor.role, "stock:write")) throw forbidden(STOCK_FORBIDDEN);
      const values = await this.rowValues(tx, after);
      // Uploaded pictures keep their original and sizes unless the edit replaces the pictures.
      if (!("images" in patch)) values.images = found.row.images;
      await tx
        .update(products)
        .set(Object.fromEntries([...UPDATABLE, "published", "lowStockThreshold"].map((column) => [column, values[column as keyof typeof values]])))
        .where(eq(products.id, id));
      await recordStockMovements(tx, [{ productId: id, delta, reason: "correction", reference: "Product edit", actorUserId: actor.actorUserId }]);
      await recordAudit(tx, { ...actor, action: "product.update", entity: "product", entityId: id, before, after });
    });
    await this.announce({ products: [id] });
    return this.get(id);
  }

  /** Delete archives: off the shop for good, while orders keep their line snapshots. */
  async archive(id: string, actor: Actor): Promise<AdminProduct> {
    await this.write(async (tx) => {
      const found = await this.read(tx, id, true);
      if (!found) throw notFound("Product not found");
      if (found.row.archivedAt) return;
      const archivedAt = new Date();
      await tx.update(products).set({ published: false, archivedAt, updatedAt: archivedAt }).where(eq(products.id, id));
      await recordAudit(tx, {
        ...actor,
        action: "product.archive",
        entity: "product",
        entityId: id,
        before: { published: found.row.published, archivedAt: null },
        after: { published: false, archivedAt },
      });
    });
    await this.announce({ products: [id] });
    return this.get(id);
  }

  /** Runs a catalogue write in one transaction, answering a model-name clash with 409. */
  async write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(work);
    } catch (error) {
      if (isModelClash(error)) throw new HttpError(409, "Another product already has this model name");
      throw error;
    }
  }

  /** After the commit the write stands: a failed reload is logged and left to the poll. */
  async announce(change: CatalogChange): Promise<void> {
    await this.catalog.changed(change).catch((error: unknown) => this.log?.error({ err: error }, "catalogue reload after a product change failed"));
  }

  async read(db: Db | Tx, id: string, lock = false) {
    const query = db
      .select({ row: products, category: categories.name, brand: brands.name })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(eq(products.id, id));
    const [found] = lock ? await query.for("update", { of: products }) : await query;
    return found;
  }

  private async rowValues(tx: Tx, input: AdminProductCreate) {
    const [category, brand] = await Promise.all([
      ensureNamed(tx as unknown as Db, "categories", [input.parentCategory]),
      ensureNamed(tx as unknown as Db, "brands", [input.parentSubcategory]),
    ]);
    const row = toRow(input, category.ids.get(input.parentCategory.toLowerCase())!, brand.ids.get(input.parentSubcategory.toLowerCase())!);
    return { ...row, published: input.published, lowStockThreshold: input.lowStockThreshold };
  }
}

/** The product in the form's shape: the import's fields and the shop's own (what PATCH merges into). */
function editable(row: ProductRow, category: string, brand: string): AdminProductCreate {
  const { sold: _sold, rating: _rating, reviews: _reviews, ...fields } = toCatalogInput(row, category, brand);
  return adminProductCreateSchema.parse({ ...fields, images: row.images, published: row.published, lowStockThreshold: row.lowStockThreshold });
}

export function toAdminProduct(row: ProductRow, category: string, brand: string): AdminProduct {
  return {
    ...editable(row, category, brand),
    _id: row.id,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    sold: row.sold,
    rating: averageRating(row.ratingTotal, row.reviewCount),
    reviews: row.reviewCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
