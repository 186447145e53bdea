import {
  adminProductListQuerySchema,
  bulkProductRequestSchema,
  bulkProductResultSchema,
  productImportResultSchema,
  stockMovementListSchema,
  stockMovementQuerySchema,
  stockMovementRequestSchema,
  stockMovementResultSchema,
} from "@pasal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.js";
import { HttpError, badRequest } from "../../lib/http-error.js";
import { MAX_UPLOAD_BYTES } from "../../storage/file-kinds.js";
import { actorOf, requirePermission } from "./permissions.js";
import type { ProductAdminService } from "./product-admin-service.js";
import { productListFilter } from "./admin-product-list.js";
import { exportProductsCsv, importProductsCsv } from "./product-csv.js";
import type { StockAdminService } from "./stock-admin-service.js";

/**
 * Stock ledger, bulk edits and the products CSV
 * (docs/requirements/back-office.md#admin-catalogue-and-stock).
 */
export const adminStockRoutes: FastifyPluginAsyncZod<{ db: Db; products: ProductAdminService; stock: StockAdminService }> = async (
  app,
  { db, products, stock },
) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("Cache-Control", "private, no-store");
  });

  app.post(
    "/admin/stock-movements",
    { ...requirePermission("stock:write"), schema: { body: stockMovementRequestSchema, response: { 201: stockMovementResultSchema } } },
    async (request, reply) => reply.code(201).send(await stock.move(request.body, await actorOf(request))),
  );

  app.get(
    "/admin/stock-movements",
    { ...requirePermission("catalog:read"), schema: { querystring: stockMovementQuerySchema, response: { 200: stockMovementListSchema } } },
    async (request) => stock.list(request.query),
  );

  app.post(
    "/admin/products/bulk",
    { ...requirePermission("catalog:write"), schema: { body: bulkProductRequestSchema, response: { 200: bulkProductResultSchema } } },
    async (request) => stock.bulk(request.body, await actorOf(request)),
  );

  // The same filters as the products table (page, limit and sort are ignored): what the table shows.
  app.get("/admin/products.csv", { ...requirePermission("catalog:read"), schema: { querystring: adminProductListQuerySchema } }, async (request, reply) =>
    reply
      .header("Content-Type", "text/csv; charset=utf-8")
      .header("Content-Disposition", 'attachment; filename="products.csv"')
      .send(exportProductsCsv(db, productListFilter(request.query))),
  );

  // Answers once, when every row is done (5,000 rows take a few seconds): the UI's bar shows the upload, then the report.
  app.post("/admin/products/import", { ...requirePermission("catalog:write"), schema: { response: { 200: productImportResultSchema } } }, async (request) => {
    if (!request.isMultipart()) throw badRequest("Send the CSV file as multipart/form-data in the field `file`");
    let file;
    try {
      file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
    } catch {
      throw badRequest("The form could not be read");
    }
    if (!file || file.fieldname !== "file") throw badRequest("Attach the CSV file in the field `file`");
    const data = await file.toBuffer().catch((error: { code?: string }) => {
      throw error.code === "FST_REQ_FILE_TOO_LARGE" ? new HttpError(413, "The CSV file must be less than 5MB") : badRequest("The form could not be read");
    });
    if (data.includes(0)) throw badRequest("The file is not a CSV text file");
    return importProductsCsv(db, data, await actorOf(request), products);
  });
};
