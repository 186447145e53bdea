import { z } from "zod";
import { SPEC_KEYS } from "./categories.js";

/** Key-value specification table, e.g. { "RAM": "8 GB" }. */
export const specTableSchema = z.record(z.string().min(1).max(80), z.string().max(500));

export const colorOptionSchema = z.object({
  colorName: z.string().trim().min(1).max(60),
  image: z.string().max(2000).optional(),
});

export const variantOptionSchema = z.object({
  variantName: z.string().trim().min(1).max(60),
  /** Selling price of this variant in rupees. */
  variantSP: z.number().nonnegative().max(10_000_000),
});

/**
 * Screen-protector pack: "1x", "2x", "3x"; the leading number is the quantity
 * (docs/requirements/catalogue.md#product-options).
 */
export const bundleOptionSchema = z.object({
  bundle: z
    .string()
    .trim()
    .regex(/^\d+x$/i, "bundle must look like 1x, 2x, 3x"),
  bundlePrice: z.number().nonnegative().max(10_000_000),
});

/**
 * One optional table per spec key (docs/requirements/catalogue.md#catalogue-data); a product fills the
 * one of its category.
 */
const specTableFields = {
  specs: specTableSchema.optional(),
  chargerSpecs: specTableSchema.optional(),
  laptopSpecs: specTableSchema.optional(),
  powerbankSpecs: specTableSchema.optional(),
  earbudSpecs: specTableSchema.optional(),
  watchSpecs: specTableSchema.optional(),
  speakerSpecs: specTableSchema.optional(),
} satisfies Record<(typeof SPEC_KEYS)[number], z.ZodType>;

/**
 * A product picture: its URL, alt text, the WebP sizes the back office made of an upload, and its
 * intrinsic size in pixels when known (so the storefront can reserve its box before it loads).
 */
export const productImageSchema = z.object({
  url: z.string().min(1).max(2000),
  alt: z.string().trim().max(300).optional(),
  width: z.number().int().positive().max(20_000).optional(),
  height: z.number().int().positive().max(20_000).optional(),
  sizes: z
    .array(z.object({ width: z.number().int().positive(), url: z.string().min(1).max(2000) }))
    .max(10)
    .optional(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

const rupees = z.number().nonnegative().max(10_000_000).multipleOf(0.01);

/**
 * The fields of a product as `catalog:import` reads it and `catalog:export` writes it
 * (docs/requirements/catalogue.md#catalogue-import).
 */
export const catalogProductShape = {
  name: z.string().trim().min(1).max(200),
  modelName: z.string().trim().min(1).max(120),
  description: z.string().max(5000).default(""),
  shortDescription: z.string().max(500).optional(),
  sellingPrice: rupees,
  originalPrice: rupees.optional(),
  costPrice: rupees.optional(),
  stock: z.number().int().nonnegative().default(0),
  sold: z.number().int().nonnegative().optional(),
  parentCategory: z.string().trim().min(1).max(60),
  parentSubcategory: z.string().trim().min(1).max(60),
  color: z.array(colorOptionSchema).max(30).default([]),
  model: z.array(z.string().trim().min(1).max(80)).max(200).default([]),
  variant: z.array(variantOptionSchema).max(20).default([]),
  bundle: z.array(bundleOptionSchema).max(10).default([]),
  size: z.string().max(60).optional(),
  keyFeatures: z.string().max(20000).default(""),
  extras: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
  freeShipping: z.boolean().default(true),
  images: z.array(productImageSchema).max(20).default([]),
  video: z.object({ url: z.string().min(1).max(2000) }).nullish(),
  rating: z.number().min(0).max(5).optional(),
  reviews: z.number().int().nonnegative().optional(),
  ...specTableFields,
} as const;

type CatalogProductFields = z.output<z.ZodObject<typeof catalogProductShape>>;

/** The rules between fields, for every schema built from catalogProductShape. */
export function checkCatalogProduct(product: CatalogProductFields, ctx: z.RefinementCtx): void {
  if (product.originalPrice !== undefined && product.originalPrice < product.sellingPrice) {
    ctx.addIssue({
      code: "custom",
      path: ["originalPrice"],
      message: "originalPrice must not be below sellingPrice",
    });
  }
  const specTables = SPEC_KEYS.filter((key) => product[key] !== undefined);
  if (specTables.length > 1) {
    ctx.addIssue({ code: "custom", path: [specTables[1]!], message: "give one specification table per product" });
  }
}

export const catalogProductSchema = z.object(catalogProductShape).superRefine(checkCatalogProduct);

export type CatalogProductInput = z.input<typeof catalogProductSchema>;
export type CatalogProduct = z.output<typeof catalogProductSchema>;

/** A product as the public API returns it: the spec's field names, never `costPrice`. */
export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  modelName: z.string(),
  description: z.string(),
  shortDescription: z.string().optional(),
  sellingPrice: z.number(),
  originalPrice: z.number().optional(),
  discount: z.number(),
  stock: z.number(),
  inStock: z.boolean(),
  sold: z.number(),
  rating: z.number(),
  reviews: z.number(),
  parentCategory: z.string(),
  parentSubcategory: z.string(),
  color: z.array(colorOptionSchema),
  model: z.array(z.string()),
  variant: z.array(variantOptionSchema),
  bundle: z.array(bundleOptionSchema),
  size: z.string().optional(),
  keyFeatures: z.string(),
  extras: z.array(z.string()),
  freeShipping: z.boolean(),
  images: z.array(productImageSchema),
  video: z.object({ url: z.string() }).optional(),
  ...specTableFields,
  createdAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/** The lighter card shape the paginated listing returns. */
export const productSummarySchema = productSchema.pick({
  _id: true,
  name: true,
  modelName: true,
  description: true,
  sellingPrice: true,
  originalPrice: true,
  discount: true,
  stock: true,
  inStock: true,
  rating: true,
  reviews: true,
  parentCategory: true,
  parentSubcategory: true,
  color: true,
  model: true,
  freeShipping: true,
  images: true,
  extras: true,
  createdAt: true,
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productStockSchema = z.object({ _id: z.string(), stock: z.number() });
export type ProductStock = z.infer<typeof productStockSchema>;

export const categorySchema = z.object({ _id: z.string(), categoryName: z.string(), image: z.string() });
export type Category = z.infer<typeof categorySchema>;

export const brandSchema = z.object({
  _id: z.string(),
  subcategoryName: z.string(),
  logo: z.string(),
  image: z.string(),
});
export type Brand = z.infer<typeof brandSchema>;
