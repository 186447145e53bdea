import { adminOrderParamsSchema } from "@pasal/shared";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../auth/auth-context.js";
import { requirePermission } from "../admin/permissions.js";
import { orderAccessQuery } from "../orders/order-access.js";
import type { OrderService } from "../orders/order-service.js";
import type { InvoiceService } from "./invoice-service.js";

/**
 * The tax invoice PDF: the shop's staff for any order, a shopper for their own (another's → 403),
 * a guest for the order their `?access=` token opens (decision 026).
 */
export const invoiceRoutes: FastifyPluginAsyncZod<{ invoices: InvoiceService; orders: OrderService }> = async (app, { invoices, orders }) => {
  const send = (reply: FastifyReply, result: { pdf: Buffer; number: string }) =>
    reply
      .header("Content-Type", "application/pdf")
      .header("Content-Disposition", `inline; filename="invoice-${result.number.replace("/", "-")}.pdf"`)
      .header("Cache-Control", "private, no-store")
      .send(result.pdf);

  app.get("/admin/orders/:orderId/invoice.pdf", { ...requirePermission("orders:read"), schema: { params: adminOrderParamsSchema } }, async (request, reply) =>
    send(reply, await invoices.pdf(request.params.orderId)),
  );

  app.get("/orders/:orderId/invoice.pdf", { schema: { params: adminOrderParamsSchema, querystring: orderAccessQuery } }, async (request, reply) => {
    if (request.query.access) {
      const order = await orders.findGuest(request.params.orderId, request.query.access);
      return send(reply, await invoices.pdf(order._id));
    }
    const user = await requireUser(request);
    return send(reply, await invoices.pdf(request.params.orderId, user.id));
  });
};
