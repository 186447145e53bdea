import { SPEC_KEY_BY_CATEGORY, discountPercent, paisaToRupees, type Product, type ProductSummary, type SpecKey } from "@pasal/shared";
import type { products } from "../../db/schema/index.js";

export type ProductRow = typeof products.$inferSelect;

/**
 * The one place a product row becomes the API's product (field names:
 * docs/requirements/catalogue.md#catalogue-data). `costPrice` is the shop's secret and is deliberately
 * never read here.
 */
export function toApiProduct(row: ProductRow, categoryName: string, brandName: string): Product {
  const sellingPrice = paisaToRupees(row.sellingPricePaisa);
  const originalPrice = row.originalPricePaisa === null ? undefined : paisaToRupees(row.originalPricePaisa);
  const product: Product = {
    _id: row.id,
    name: row.name,
    modelName: row.modelName,
    description: row.description,
    ...(row.shortDescription ? { shortDescription: row.shortDescription } : {}),
    sellingPrice,
    ...(originalPrice === undefined ? {} : { originalPrice }),
    discount: discountPercent(sellingPrice, originalPrice),
    stock: row.stock,
    inStock: row.stock > 0,
    sold: row.sold,
    rating: averageRating(row.ratingTotal, row.reviewCount),
    reviews: row.reviewCount,
    parentCategory: categoryName,
    parentSubcategory: brandName,
    color: row.colors.map((c) => (c.image ? { colorName: c.colorName, image: c.image } : { colorName: c.colorName })),
    model: row.compatibleModels,
    variant: row.variants.map((v) => ({ variantName: v.variantName, variantSP: paisaToRupees(v.pricePaisa) })),
    bundle: row.bundles.map((b) => ({ bundle: b.bundle, bundlePrice: paisaToRupees(b.pricePaisa) })),
    ...(row.size ? { size: row.size } : {}),
    keyFeatures: row.keyFeatures,
    extras: row.extras,
    freeShipping: row.freeShipping,
    images: row.images.map(publicImage),
    ...(row.videoUrl ? { video: { url: row.videoUrl } } : {}),
    createdAt: row.createdAt.toISOString(),
  };
  if (row.specs) product[specKeyFor(categoryName)] = row.specs;
  return product;
}

/** The original upload stays the shop's: the storefront gets the WebP sizes. */
export function publicImage({ url, alt, width, height, sizes }: ProductRow["images"][number]): Product["images"][number] {
  return { url, ...(alt ? { alt } : {}), ...(width && height ? { width, height } : {}), ...(sizes?.length ? { sizes } : {}) };
}

export function specKeyFor(categoryName: string): SpecKey {
  return SPEC_KEY_BY_CATEGORY[categoryName] ?? "specs";
}

/** Average of the star ratings, to one decimal; 0 when nobody has rated yet. */
export function averageRating(total: number, count: number): number {
  return count > 0 ? Math.round((total / count) * 10) / 10 : 0;
}

export function toSummary(product: Product): ProductSummary {
  return {
    _id: product._id,
    name: product.name,
    modelName: product.modelName,
    description: product.description,
    sellingPrice: product.sellingPrice,
    ...(product.originalPrice === undefined ? {} : { originalPrice: product.originalPrice }),
    discount: product.discount,
    stock: product.stock,
    inStock: product.inStock,
    rating: product.rating,
    reviews: product.reviews,
    parentCategory: product.parentCategory,
    parentSubcategory: product.parentSubcategory,
    color: product.color,
    model: product.model,
    freeShipping: product.freeShipping,
    images: product.images,
    extras: product.extras,
    createdAt: product.createdAt,
  };
}
