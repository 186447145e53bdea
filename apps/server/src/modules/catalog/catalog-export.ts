import { paisaToRupees, type CatalogProductInput } from "@pasal/shared";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { brands, categories, products } from "../../db/schema/index.js";
import { averageRating, publicImage, specKeyFor, type ProductRow } from "./product-mapper.js";

/** The whole catalogue in the import's shape, costPrice included: the file is the shop's own. */
export async function exportCatalog(db: Db): Promise<CatalogProductInput[]> {
  const rows = await db
    .select({ product: products, categoryName: categories.name, brandName: brands.name })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .innerJoin(brands, eq(products.brandId, brands.id))
    .orderBy(asc(products.createdAt), asc(products.modelName));
  return rows.map(({ product, categoryName, brandName }) => toCatalogInput(product, categoryName, brandName));
}

/** One products row in the import's shape (the back office's product detail builds on it). */
export function toCatalogInput(p: ProductRow, categoryName: string, brandName: string): CatalogProductInput {
  return {
    name: p.name,
    modelName: p.modelName,
    description: p.description,
    ...(p.shortDescription ? { shortDescription: p.shortDescription } : {}),
    sellingPrice: paisaToRupees(p.sellingPricePaisa),
    ...(p.originalPricePaisa === null ? {} : { originalPrice: paisaToRupees(p.originalPricePaisa) }),
    ...(p.costPricePaisa === null ? {} : { costPrice: paisaToRupees(p.costPricePaisa) }),
    stock: p.stock,
    sold: p.sold,
    parentCategory: categoryName,
    parentSubcategory: brandName,
    color: p.colors,
    model: p.compatibleModels,
    variant: p.variants.map((v) => ({ variantName: v.variantName, variantSP: paisaToRupees(v.pricePaisa) })),
    bundle: p.bundles.map((b) => ({ bundle: b.bundle, bundlePrice: paisaToRupees(b.pricePaisa) })),
    ...(p.size ? { size: p.size } : {}),
    ...(p.specs ? { [specKeyFor(categoryName)]: p.specs } : {}),
    keyFeatures: p.keyFeatures,
    extras: p.extras,
    freeShipping: p.freeShipping,
    images: p.images.map(publicImage),
    ...(p.videoUrl ? { video: { url: p.videoUrl } } : {}),
    ...(p.reviewCount > 0 ? { rating: averageRating(p.ratingTotal, p.reviewCount), reviews: p.reviewCount } : {}),
  };
}
