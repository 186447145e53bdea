import { Readable } from "node:stream";
import {
  adminOrderDetailSchema,
  adminOrderFilterSchema,
  adminOrderListQuerySchema,
  adminOrderListSchema,
  adminOrderParamsSchema,
  orderNoteRequestSchema,
  orderTransitionRequestSchema,
  refundRequestSchema,
} from "@pasal/shared";
import { stringify } from "csv-stringify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.js";
import type { RefundService } from "../payments/refund-service.js";
import { allOrders, listOrders } from "./admin-order-list.js";
import type { AdminOrderService } from "./admin-order-service.js";
import { actorOf, requirePermission } from "./permissions.js";

const CSV_COLUMNS = ["orderId", "createdAt", "status", "paymentStatus", "paymentMethod", "totalAmount", "name", "email", "phone", "district"];

/**
 * The back office's orders (docs/requirements/back-office.md#admin-orders): the table, its CSV, the
 * detail, status changes and notes.
 */
export const adminOrderRoutes: FastifyPluginAsyncZod<{ db: Db; adminOrders: AdminOrderService; refunds: RefundService }> = async (
  app,
  { db, adminOrders, refunds },
) => {
  app.get(
    "/admin/orders",
    { ...requirePermission("orders:read"), schema: { querystring: adminOrderListQuerySchema, response: { 200: adminOrderListSchema } } },
    async (request, reply) => {
      reply.header("Cache-Control", "private, no-store");
      return listOrders(db, request.query);
    },
  );

  app.get("/admin/orders.csv", { ...requirePermission("orders:read"), schema: { querystring: adminOrderFilterSchema } }, async (request, reply) => {
    const rows = Readable.from(allOrders(db, request.query), { objectMode: true }).map((row) => [
      row.orderId,
      row.createdAt,
      row.status,
      row.paymentStatus,
      row.paymentMethod,
      row.totalAmount,
      row.customer.name,
      row.customer.email,
      row.customer.phone,
      row.district,
    ]);
    // Excel would run a cell that starts with = + - @ as a formula; csv-stringify quotes and escapes the rest.
    const csv = rows.pipe(stringify({ header: true, columns: CSV_COLUMNS, cast: { string: (value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value) } }));
    rows.on("error", (error) => csv.destroy(error));
    return reply
      .header("Content-Type", "text/csv; charset=utf-8")
      .header("Content-Disposition", 'attachment; filename="orders.csv"')
      .header("Cache-Control", "private, no-store")
      .send(csv);
  });

  app.get(
    "/admin/orders/:orderId",
    { ...requirePermission("orders:read"), schema: { params: adminOrderParamsSchema, response: { 200: adminOrderDetailSchema } } },
    async (request, reply) => {
      reply.header("Cache-Control", "private, no-store");
      return adminOrders.detail(request.params.orderId);
    },
  );

  app.post(
    "/admin/orders/:orderId/transitions",
    {
      ...requirePermission("orders:ship"),
      schema: { params: adminOrderParamsSchema, body: orderTransitionRequestSchema, response: { 200: adminOrderDetailSchema } },
    },
    async (request) => {
      return adminOrders.transition(request.params.orderId, request.body, await actorOf(request));
    },
  );

  /** A refund (decision 029): Khalti through its API, other methods recorded by hand; the order as it now is. */
  app.post(
    "/admin/orders/:orderId/refunds",
    {
      ...requirePermission("payments:refund"),
      schema: { params: adminOrderParamsSchema, body: refundRequestSchema, response: { 201: adminOrderDetailSchema } },
    },
    async (request, reply) => {
      const refund = await refunds.refund(request.params.orderId, request.body, await actorOf(request));
      return reply.code(201).send(await adminOrders.detail(refund.orderId));
    },
  );

  app.post(
    "/admin/orders/:orderId/notes",
    {
      ...requirePermission("orders:note"),
      schema: { params: adminOrderParamsSchema, body: orderNoteRequestSchema, response: { 201: adminOrderDetailSchema } },
    },
    async (request, reply) => {
      return reply.code(201).send(await adminOrders.addNote(request.params.orderId, request.body.text, await actorOf(request)));
    },
  );
};
