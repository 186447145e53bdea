import { z } from "zod";
import { adminPageQuerySchema } from "./admin-audit.js";
import { catalogProductShape, checkCatalogProduct, productImageSchema } from "./product.js";

/** Stock states of the products table's filter: none left, at or below the product's threshold, above it. */
export const STOCK_STATES = ["in", "low", "out"] as const;
export const ADMIN_PRODUCT_SORTS = ["name", "-name", "price", "-price", "stock", "-stock", "createdAt", "-createdAt", "sold", "-sold"] as const;

const flag = z.enum(["true", "false"]).transform((value) => value === "true");

/** GET /api/admin/products */
export const adminProductListQuerySchema = adminPageQuerySchema.extend({
  q: z.string().trim().min(1).max(100).optional(),
  category: z.string().trim().min(1).max(60).optional(),
  brand: z.string().trim().min(1).max(60).optional(),
  stock: z.enum(STOCK_STATES).optional(),
  published: flag.optional(),
  /** Archived products are left out unless asked for. */
  archived: flag.default(false),
  sort: z.enum(ADMIN_PRODUCT_SORTS).default("-createdAt"),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

export const adminProductRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  modelName: z.string(),
  parentCategory: z.string(),
  parentSubcategory: z.string(),
  sellingPrice: z.number(),
  costPrice: z.number().nullable(),
  stock: z.number(),
  sold: z.number(),
  lowStockThreshold: z.number(),
  stockState: z.enum(STOCK_STATES),
  published: z.boolean(),
  archivedAt: z.string().nullable(),
  image: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;
export const adminProductListSchema = z.object({ items: z.array(adminProductRowSchema), total: z.number() });

const shopFields = {
  /** true unless sent false: a product is on sale once saved, or kept as a draft. */
  published: z.boolean().default(true),
  lowStockThreshold: z.number().int().min(0).max(100_000).default(5),
};

/**
 * POST /api/admin/products: the spec's Product as `catalog:import` reads it
 * (docs/requirements/catalogue.md#catalogue-import), and the shop's own fields. `sold`, `rating` and
 * `reviews` are the shop's history: a form cannot set them.
 */
export const adminProductCreateSchema = z
  .object({ ...catalogProductShape, ...shopFields })
  .omit({ sold: true, rating: true, reviews: true })
  .strict()
  .superRefine(checkCatalogProduct);
export type AdminProductCreate = z.infer<typeof adminProductCreateSchema>;

/** The keys PATCH /api/admin/products/:id takes; the rest of the product stays as it is. */
export const ADMIN_PRODUCT_FIELDS = Object.keys(adminProductCreateSchema.shape) as (keyof AdminProductCreate)[];

/** PATCH /api/admin/products/:id: any of the create fields, checked against the product they change. */
export const adminProductPatchSchema = z.record(z.string(), z.unknown()).refine((body) => Object.keys(body).length > 0, "Send at least one field to change");

/** A product as the back office edits it: every field, costPrice included (staff only), and the shop's own. */
export const adminProductSchema = z.object({
  ...catalogProductShape,
  ...shopFields,
  _id: z.string(),
  archivedAt: z.string().nullable(),
  sold: z.number(),
  rating: z.number(),
  reviews: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductParamsSchema = z.object({ id: z.string().uuid("Product not found") });

/** PATCH /api/admin/products/:id/images: the pictures in their new order with their alt text (the same set). */
export const productImagesPatchSchema = z.object({
  images: z.array(z.object({ url: z.string().min(1).max(2000), alt: z.string().trim().max(300).optional() })).max(20),
});
export const productImagesSchema = z.object({ images: z.array(productImageSchema) });
export const productImageParamsSchema = adminProductParamsSchema.extend({ position: z.coerce.number().int().min(0).max(19) });

export const STOCK_MOVE_REASONS = ["received", "correction", "damaged", "return"] as const;

/** POST /api/admin/stock-movements: items in (positive) or out (negative), and why. */
export const stockMovementRequestSchema = z.object({
  productId: z.string().uuid("Product not found"),
  variant: z.string().trim().max(60).optional(),
  delta: z
    .number()
    .int("Count whole items")
    .min(-100_000)
    .max(100_000)
    .refine((delta) => delta !== 0, "A stock movement moves at least one item"),
  reason: z.enum(STOCK_MOVE_REASONS),
  note: z.string().trim().max(500).optional(),
});
export type StockMovementRequest = z.infer<typeof stockMovementRequestSchema>;

export const stockMovementQuerySchema = adminPageQuerySchema.extend({ productId: z.string().uuid("Product not found").optional() });

export const stockMovementSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  variant: z.string(),
  delta: z.number(),
  reason: z.string(),
  reference: z.string(),
  by: z.object({ id: z.string(), fullName: z.string(), email: z.string() }).nullable(),
  at: z.string(),
});
export const stockMovementListSchema = z.object({ items: z.array(stockMovementSchema), total: z.number() });
export const stockMovementResultSchema = z.object({ movement: stockMovementSchema, stock: z.number() });

/** POST /api/admin/products/bulk: a price change and/or a stock change for the selected products. */
export const bulkProductRequestSchema = z
  .object({
    ids: z.array(z.string().uuid("Product not found")).min(1, "Select at least one product").max(500),
    price: z
      .union([
        z.object({ set: z.number().nonnegative().max(10_000_000).multipleOf(0.01) }).strict(),
        z.object({ percent: z.number().min(-90).max(500) }).strict(),
      ])
      .optional(),
    stockDelta: z
      .number()
      .int()
      .min(-100_000)
      .max(100_000)
      .refine((d) => d !== 0, "A stock change moves at least one item")
      .optional(),
    reason: z.enum(STOCK_MOVE_REASONS).default("correction"),
    note: z.string().trim().max(500).optional(),
  })
  .refine((body) => body.price !== undefined || body.stockDelta !== undefined, "Choose a price or stock change");
export type BulkProductRequest = z.infer<typeof bulkProductRequestSchema>;
export const bulkProductResultSchema = z.object({ updated: z.number() });

/** POST /api/admin/products/import: every good row is imported; each bad row is reported and left out. */
export const productImportResultSchema = z.object({
  rows: z.number(),
  created: z.number(),
  updated: z.number(),
  errors: z.array(z.object({ row: z.number(), message: z.string() })),
});
export type ProductImportResult = z.infer<typeof productImportResultSchema>;
