import type { z } from "zod";
import type { AdminProduct, AdminProductRow, BulkProductRequest, ProductImportResult, adminProductCreateSchema, bulkProductRequestSchema } from "@pasal/shared";

/** The server's shapes (packages/shared/src/admin-catalog.ts); only the table's filters are the UI's own. */
export type { AdminProduct, AdminProductRow };
export type AdminProductImage = AdminProduct["images"][number];

/** What POST takes as sent (the server fills its defaults); PATCH takes any subset of it, null removing an optional field. */
export type AdminProductInput = { [K in keyof z.input<typeof adminProductCreateSchema>]?: z.input<typeof adminProductCreateSchema>[K] | null };

export type ProductFilters = { q: string; category: string; brand: string; stock: string; published: string; sort: string };

/** One bulk edit of the selected rows: a price (set, or by percent) and/or a stock change with a reason. */
export type BulkEdit = z.input<typeof bulkProductRequestSchema>;

export { STOCK_MOVE_REASONS as STOCK_REASONS } from "@pasal/shared";
export type StockReason = BulkProductRequest["reason"];

export type ImportReport = ProductImportResult;
