import { paisaToRupees, type AdminProductListQuery, type AdminProductRow } from "@pasal/shared";
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { brands, categories, products } from "../../db/schema/index.js";

const likeAnywhere = (value: string) => `%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const SORTS = {
  name: products.name,
  price: products.sellingPricePaisa,
  stock: products.stock,
  createdAt: products.createdAt,
  sold: products.sold,
} as const;

/** The table's filters (over products joined with categories and brands); the CSV export uses them too. */
export function productListFilter(query: Omit<AdminProductListQuery, "page" | "limit" | "sort">): SQL | undefined {
  return and(
    query.archived ? isNotNull(products.archivedAt) : isNull(products.archivedAt),
    query.q ? or(sql`lower(${products.name}) like ${likeAnywhere(query.q)}`, sql`lower(${products.modelName}) like ${likeAnywhere(query.q)}`) : undefined,
    query.category ? sql`lower(${categories.name}) = ${query.category.toLowerCase()}` : undefined,
    query.brand ? sql`lower(${brands.name}) = ${query.brand.toLowerCase()}` : undefined,
    query.published === undefined ? undefined : eq(products.published, query.published),
    query.stock === "out" ? eq(products.stock, 0) : undefined,
    query.stock === "low" ? and(gt(products.stock, 0), lte(products.stock, products.lowStockThreshold)) : undefined,
    query.stock === "in" ? gt(products.stock, products.lowStockThreshold) : undefined,
  );
}

/** The back office's products table: filtered, sorted and paged in SQL (the snapshot holds published ones only). */
export async function listProducts(db: Db, query: AdminProductListQuery): Promise<{ items: AdminProductRow[]; total: number }> {
  const filter = productListFilter(query);
  const column = SORTS[query.sort.replace(/^-/, "") as keyof typeof SORTS];
  const order = query.sort.startsWith("-") ? desc(column) : asc(column);
  const base = () =>
    db.select().from(products).innerJoin(categories, eq(categories.id, products.categoryId)).innerJoin(brands, eq(brands.id, products.brandId));
  const [rows, [total]] = await Promise.all([
    base()
      .where(filter)
      .orderBy(order, asc(products.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ n: count() })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(filter),
  ]);
  return {
    items: rows.map(({ products: p, categories: c, brands: b }) => ({
      _id: p.id,
      name: p.name,
      modelName: p.modelName,
      parentCategory: c.name,
      parentSubcategory: b.name,
      sellingPrice: paisaToRupees(p.sellingPricePaisa),
      costPrice: p.costPricePaisa === null ? null : paisaToRupees(p.costPricePaisa),
      stock: p.stock,
      sold: p.sold,
      lowStockThreshold: p.lowStockThreshold,
      stockState: p.stock === 0 ? "out" : p.stock <= p.lowStockThreshold ? "low" : "in",
      published: p.published,
      archivedAt: p.archivedAt?.toISOString() ?? null,
      image: p.images[0]?.sizes?.[0]?.url ?? p.images[0]?.url ?? null,
      updatedAt: p.updatedAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}
