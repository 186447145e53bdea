import {
  ONLINE_PAYMENT_METHODS,
  payAgainRequestSchema,
  payAgainResponseSchema,
  paymentMethodsResponseSchema,
  type OnlinePaymentMethod,
  type PaymentReturnOutcome,
} from "@pasal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config.js";
import { requestOrigin } from "../../lib/request-origin.js";
import { callerOrder, orderAccessQuery } from "../orders/order-access.js";
import type { OrderService } from "../orders/order-service.js";
import { payLimits } from "./pay-limits.js";
import type { PaymentService } from "./payment-service.js";

/** Gateways add parameters of their own; only strings of sane length are read. */
const returnQuery = z.record(
  z.string(),
  z.union([z.string().max(4000), z.array(z.string())]).transform((v) => (Array.isArray(v) ? v[0] : v)),
);

/** Where the shopper lands after a gateway: the order's confirmation page, saying what happened. */
const confirmationPath = (orderId: string | null, outcome: PaymentReturnOutcome) => `/order/confirmation/${orderId ?? "unknown"}?payment=${outcome}`;

/**
 * Online payment (docs/requirements/payments.md#payment-verification): the ways to pay, the gateways'
 * browser returns (checked on the server, then a redirect to the confirmation page) and "Pay now" for an
 * unpaid online order.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentService; orders: OrderService; config: Config }> = async (
  app,
  { payments, orders, config },
) => {
  const limits = payLimits(app);

  app.get("/payments/methods", { schema: { response: { 200: paymentMethodsResponseSchema } } }, async () => payments.methods());

  const reference = z.string().trim().min(1).max(100);
  const back = async (provider: OnlinePaymentMethod, query: Record<string, string | undefined>, pathReference?: string) => {
    const { orderId, outcome } = await payments.handleReturn(provider, query, pathReference);
    return confirmationPath(orderId, outcome);
  };

  // The one return of every gateway (decision 033); /:reference for a gateway that appends its own
  // query to the address it is given, so our reference travels in the path (eSewa's failure_url).
  const provider = z.enum(ONLINE_PAYMENT_METHODS);
  app.get("/payments/:provider/return", { schema: { params: z.object({ provider }), querystring: returnQuery } }, async (request, reply) =>
    reply.redirect(await back(request.params.provider, request.query), 303),
  );
  app.get(
    "/payments/:provider/return/:reference",
    { schema: { params: z.object({ provider, reference }), querystring: returnQuery } },
    async (request, reply) => reply.redirect(await back(request.params.provider, {}, request.params.reference), 303),
  );

  // A gateway's earlier return addresses, still answered for payments started before the change.
  for (const gateway of Object.values(payments.providers)) {
    for (const { path, withReference } of gateway.legacyReturnPaths ?? []) {
      if (withReference) {
        app.get(path, { schema: { params: z.object({ reference }), querystring: returnQuery } }, async (request, reply) =>
          reply.redirect(await back(gateway.id, {}, request.params.reference), 303),
        );
      } else {
        app.get(path, { schema: { querystring: returnQuery } }, async (request, reply) => reply.redirect(await back(gateway.id, request.query), 303));
      }
    }
  }

  app.post(
    "/orders/:orderId/pay",
    {
      schema: {
        params: z.object({ orderId: z.string().trim().min(1).max(100) }),
        querystring: orderAccessQuery,
        body: payAgainRequestSchema,
        response: { 200: payAgainResponseSchema },
      },
      preHandler: limits.caller,
    },
    async (request) => {
      const { order } = await callerOrder(request, orders, request.params.orderId, request.query.access);
      await limits.order(request, order._id);
      const payment = await payments.start(order._id, requestOrigin(request, config), request.body?.paymentMethod);
      return { order: (await orders.findById(order._id))!, payment };
    },
  );
};
