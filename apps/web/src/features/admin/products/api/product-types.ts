import type { CatalogProductInput, SpecKey } from "@pasal/shared";

/*
 * /api/admin/products is being built on another branch. These shapes follow issue 11: the spec's
 * Product fields as `catalog:import` takes them, plus `published` and a low-stock threshold, and
 * images with alt text. They live here alone so the lead can swap them for shared schemas.
 */
export type AdminProductImage = { url: string; alt?: string };

export type AdminProductRow = {
  id: string;
  name: string;
  modelName: string;
  parentCategory: string;
  parentSubcategory: string;
  sellingPrice: number;
  stock: number;
  lowStockThreshold: number;
  published: boolean;
  image: string | null;
  updatedAt: string;
};

export type AdminProduct = Omit<CatalogProductInput, "images"> & {
  id: string;
  published: boolean;
  lowStockThreshold: number;
  images: AdminProductImage[];
  updatedAt: string;
};

/** What POST and PATCH take (PATCH: any subset; a role without prices:write sends no price field). */
export type AdminProductInput = Partial<Omit<AdminProduct, "id" | "updatedAt">> & Partial<Record<SpecKey, Record<string, string>>>;

export const STOCK_STATES = ["in", "low", "out"] as const;

export type ProductFilters = { q: string; category: string; brand: string; stock: string; published: string };

/** One bulk edit of the selected rows: set a price, or move stock by a delta with a reason. */
export type BulkEdit =
  | { ids: string[]; action: "price"; sellingPrice: number }
  | { ids: string[]; action: "stock"; delta: number; reason: StockReason; note?: string }
  | { ids: string[]; action: "publish"; published: boolean };

export const STOCK_REASONS = ["received", "correction", "damaged", "return"] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

export type ImportReport = { created: number; updated: number; errors: Array<{ row: number; message: string }> };
