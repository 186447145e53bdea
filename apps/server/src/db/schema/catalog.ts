import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const categories = pgTable(
  "categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    image: text("image").notNull().default(""),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("categories_name_key").on(sql`lower(${t.name})`)],
);

/** The spec's "subcategories" are brands. */
export const brands = pgTable(
  "brands",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    logo: text("logo").notNull().default(""),
    image: text("image").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("brands_name_key").on(sql`lower(${t.name})`)],
);

export interface ColorOption {
  colorName: string;
  image?: string;
}
/** Prices inside JSON columns are integer paisa too. */
export interface VariantOption {
  variantName: string;
  pricePaisa: number;
}
/**
 * A product picture. Uploaded ones (back office) point `url` at the largest WebP size and list
 * every size; the original upload is kept too. Imported and demo pictures have a `url` only.
 */
export interface ProductImage {
  url: string;
  alt?: string;
  /** intrinsic size in pixels, when known */
  width?: number;
  height?: number;
  sizes?: { width: number; url: string }[];
  original?: string;
}
export interface BundleOption {
  bundle: string;
  pricePaisa: number;
}

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    modelName: text("model_name").notNull(),
    /** modelName folded to its link form (lower case, spaces → hyphens): unique, so a link finds one product. */
    modelKey: text("model_key").notNull(),
    description: text("description").notNull().default(""),
    shortDescription: text("short_description"),
    sellingPricePaisa: integer("selling_price_paisa").notNull(),
    originalPricePaisa: integer("original_price_paisa"),
    costPricePaisa: integer("cost_price_paisa"),
    stock: integer("stock").notNull().default(0),
    sold: integer("sold").notNull().default(0),
    /** The dashboard lists the product as low on stock at or below this many items. */
    lowStockThreshold: integer("low_stock_threshold").notNull().default(5),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "restrict" }),
    colors: jsonb("colors").$type<ColorOption[]>().notNull().default([]),
    compatibleModels: jsonb("compatible_models").$type<string[]>().notNull().default([]),
    variants: jsonb("variants").$type<VariantOption[]>().notNull().default([]),
    bundles: jsonb("bundles").$type<BundleOption[]>().notNull().default([]),
    size: text("size"),
    /**
     * One specification table; the API names it after the category
     * (docs/requirements/catalogue.md#catalogue-data).
     */
    specs: jsonb("specs").$type<Record<string, string>>(),
    keyFeatures: text("key_features").notNull().default(""),
    extras: jsonb("extras").$type<string[]>().notNull().default([]),
    freeShipping: boolean("free_shipping").notNull().default(true),
    images: jsonb("images").$type<ProductImage[]>().notNull().default([]),
    videoUrl: text("video_url"),
    /** Rating aggregates: the sum of all star ratings and how many there are. */
    /** false: a draft, invisible to the storefront, search and recommendations. */
    published: boolean("published").notNull().default(true),
    /** Set by the back office's delete: the product leaves the shop; orders keep their snapshots. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    ratingTotal: integer("rating_total").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("products_model_name_key").on(sql`lower(${t.modelName})`),
    uniqueIndex("products_model_key_key").on(t.modelKey),
    index("products_category_idx").on(t.categoryId),
    index("products_brand_idx").on(t.brandId),
    check("products_stock_nonnegative", sql`${t.stock} >= 0`),
    check("products_sold_nonnegative", sql`${t.sold} >= 0`),
    check("products_low_stock_threshold_nonnegative", sql`${t.lowStockThreshold} >= 0`),
    check(
      "products_prices_nonnegative",
      sql`${t.sellingPricePaisa} >= 0 and coalesce(${t.originalPricePaisa}, 0) >= 0 and coalesce(${t.costPricePaisa}, 0) >= 0`,
    ),
    check("products_rating_sane", sql`${t.reviewCount} >= 0 and ${t.ratingTotal} >= 0 and ${t.ratingTotal} <= 5 * ${t.reviewCount}`),
  ],
);
