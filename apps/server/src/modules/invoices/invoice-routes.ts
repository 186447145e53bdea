import { adminOrderDetailSchema, adminOrderParamsSchema, salesRegisterQuerySchema, salesRegisterSchema, type AdminOrderDetail } from "@pasal/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import { actorOf, requirePermission } from "../admin/permissions.js";
import { callerOrder, orderAccessQuery } from "../orders/order-access.js";
import type { OrderService } from "../orders/order-service.js";
import type { InvoiceService } from "./invoice-service.js";
import { salesRegister, salesRegisterCsv, salesRegisterPdf } from "./sales-register.js";
import { savedSeller } from "./tax-document.js";

/**
 * What "Issue invoice" answers with: the back office's order detail. The admin module above
 * passes its AdminOrderService; invoices sit below admin (decision 034), so only this shape is named here.
 */
interface AdminOrderDetails {
  detail(orderId: string): Promise<AdminOrderDetail>;
}

const creditNoteParams = adminOrderParamsSchema.extend({ creditNoteId: z.string().trim().min(1).max(64) });

/**
 * Tax invoices and credit notes as PDFs (decision 030): the shop's staff for any order, a shopper
 * for their own (another's → 403), a guest for the order their `?access=` token opens (decision
 * 026). A download never issues anything: before dispatch the invoice answers 404. Also the back
 * office's "Issue invoice" and the sales register.
 */
export const invoiceRoutes: FastifyPluginAsyncZod<{ db: Db; invoices: InvoiceService; orders: OrderService; adminOrders: AdminOrderDetails }> = async (
  app,
  { db, invoices, orders, adminOrders },
) => {
  const send = (reply: FastifyReply, result: { pdf: Buffer; number: string }, prefix: string) =>
    reply
      .header("Content-Type", "application/pdf")
      .header("Content-Disposition", `inline; filename="${prefix}-${result.number.replace("/", "-")}.pdf"`)
      .header("Cache-Control", "private, no-store")
      .send(result.pdf);

  /** The shopper's own order or the guest's by token (decision 026): 401 signed out, 403 another's, 404 a wrong token. */
  const ownOrder = async (request: FastifyRequest, orderId: string, access: string | undefined) =>
    (await callerOrder(request, orders, orderId, access)).order._id;

  app.get("/admin/orders/:orderId/invoice.pdf", { ...requirePermission("orders:read"), schema: { params: adminOrderParamsSchema } }, async (request, reply) =>
    send(reply, await invoices.pdf(request.params.orderId), "invoice"),
  );

  app.get(
    "/admin/orders/:orderId/credit-notes/:creditNoteId.pdf",
    { ...requirePermission("orders:read"), schema: { params: creditNoteParams } },
    async (request, reply) => send(reply, await invoices.creditNotePdf(request.params.orderId, request.params.creditNoteId), "credit-note"),
  );

  /** For an order dispatched while the shop's business name or PAN was not saved: issue its invoice now. */
  app.post(
    "/admin/orders/:orderId/invoice",
    { ...requirePermission("orders:ship"), schema: { params: adminOrderParamsSchema, response: { 201: adminOrderDetailSchema } } },
    async (request, reply) => {
      const invoice = await invoices.issue(request.params.orderId, await actorOf(request));
      return reply.code(201).send(await adminOrders.detail(invoice.orderId));
    },
  );

  app.get(
    "/admin/reports/sales-register",
    { ...requirePermission("reports:read"), schema: { querystring: salesRegisterQuerySchema } },
    async (request, reply) => {
      const { format, month, fiscalYear } = request.query;
      const register = await salesRegister(db, month ? { month } : { fiscalYear: fiscalYear! });
      reply.header("Cache-Control", "private, no-store");
      const name = `sales-register-${register.period.replace(/\W+/g, "-")}`;
      if (format === "csv") {
        return reply
          .header("Content-Type", "text/csv; charset=utf-8")
          .header("Content-Disposition", `attachment; filename="${name}.csv"`)
          .send(salesRegisterCsv(register));
      }
      if (format === "pdf") {
        const pdf = await salesRegisterPdf(register, await savedSeller(db));
        return reply.header("Content-Type", "application/pdf").header("Content-Disposition", `attachment; filename="${name}.pdf"`).send(pdf);
      }
      return salesRegisterSchema.parse(register);
    },
  );

  app.get("/orders/:orderId/invoice.pdf", { schema: { params: adminOrderParamsSchema, querystring: orderAccessQuery } }, async (request, reply) => {
    return send(reply, await invoices.pdf(await ownOrder(request, request.params.orderId, request.query.access)), "invoice");
  });

  app.get(
    "/orders/:orderId/credit-notes/:creditNoteId.pdf",
    { schema: { params: creditNoteParams, querystring: orderAccessQuery } },
    async (request, reply) => {
      const orderId = await ownOrder(request, request.params.orderId, request.query.access);
      return send(reply, await invoices.creditNotePdf(orderId, request.params.creditNoteId), "credit-note");
    },
  );
};
