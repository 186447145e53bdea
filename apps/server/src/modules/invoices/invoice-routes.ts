import { adminOrderParamsSchema } from "@pasal/shared";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../auth/auth-context.js";
import { requirePermission } from "../admin/permissions.js";
import type { InvoiceService } from "./invoice-service.js";

/** The tax invoice PDF: the shop's staff for any order, a shopper for their own (another's → 403). */
export const invoiceRoutes: FastifyPluginAsyncZod<{ invoices: InvoiceService }> = async (app, { invoices }) => {
  const send = (reply: FastifyReply, result: { pdf: Buffer; number: string }) =>
    reply
      .header("Content-Type", "application/pdf")
      .header("Content-Disposition", `inline; filename="invoice-${result.number.replace("/", "-")}.pdf"`)
      .header("Cache-Control", "private, no-store")
      .send(result.pdf);

  app.get("/admin/orders/:orderId/invoice.pdf", { ...requirePermission("orders:read"), schema: { params: adminOrderParamsSchema } }, async (request, reply) =>
    send(reply, await invoices.pdf(request.params.orderId)),
  );

  app.get("/orders/:orderId/invoice.pdf", { schema: { params: adminOrderParamsSchema } }, async (request, reply) => {
    const user = await requireUser(request);
    return send(reply, await invoices.pdf(request.params.orderId, user.id));
  });
};
