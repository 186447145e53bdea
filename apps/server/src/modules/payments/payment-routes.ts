import { payAgainRequestSchema, payAgainResponseSchema, paymentMethodsResponseSchema, type PaymentReturnOutcome } from "@pasal/shared";
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config.js";
import { HttpError } from "../../lib/http-error.js";
import { requestOrigin } from "../../lib/request-origin.js";
import { callerOrder, orderAccessQuery } from "../orders/order-access.js";
import type { OrderService } from "../orders/order-service.js";
import type { PaymentService } from "./payment-service.js";

/** Gateways add parameters of their own; only strings of sane length are read. */
const returnQuery = z.record(z.string(), z.union([z.string().max(4000), z.array(z.string())]).transform((v) => (Array.isArray(v) ? v[0] : v)));

/** Where the shopper lands after a gateway: the order's confirmation page, saying what happened. */
const confirmationPath = (orderId: string | null, outcome: PaymentReturnOutcome) =>
  `/order/confirmation/${orderId ?? "unknown"}?payment=${outcome}`;

/**
 * "Pay now" starts a gateway attempt, which the reconciler then asks about (decision 029): limited
 * per order, per signed-in shopper and per address. The address limit is generous because many
 * shoppers in Nepal share one behind their mobile operator. The order's count starts only once
 * the caller is shown to own it, so nobody can use up someone else's. Counters live in the
 * rate-limit plugin's store (Redis with REDIS_URL, shared by instances).
 */
export const PAY_LIMITS = [
  { by: "ip", max: 60, minutes: 15 },
  { by: "user", max: 30, minutes: 15 },
  { by: "order", max: 10, minutes: 15 },
] as const;

type PayLimit = (typeof PAY_LIMITS)[number];

function payLimits(app: FastifyInstance) {
  const orderOf = new WeakMap<FastifyRequest, string>();
  const keyOf = async (request: FastifyRequest, by: PayLimit["by"]) => {
    if (by === "ip") return request.ip;
    if (by === "order") return orderOf.get(request);
    return (await request.currentUser())?.id;
  };
  const checks = PAY_LIMITS.map((limit) => ({
    limit,
    check: app.createRateLimit({
      max: limit.max,
      timeWindow: limit.minutes * 60_000,
      keyGenerator: async (request: FastifyRequest) => `pay:${limit.by}:${(await keyOf(request, limit.by)) ?? ""}`,
    }),
  }));
  const enforce = async (request: FastifyRequest, which: (by: PayLimit["by"]) => boolean) => {
    for (const { limit, check } of checks) {
      if (!which(limit.by) || !(await keyOf(request, limit.by))) continue;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        const minutes = Math.max(1, Math.ceil(result.ttlInSeconds / 60));
        throw new HttpError(429, `Too many payment tries. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`);
      }
    }
  };
  return {
    /** Before anything is read: per address and shopper. */
    caller: (async (request) => enforce(request, (by) => by !== "order")) as preHandlerAsyncHookHandler,
    /** Once the caller is known to own the order (its internal id, whichever way it was named). */
    order: async (request: FastifyRequest, orderId: string) => {
      orderOf.set(request, orderId);
      await enforce(request, (by) => by === "order");
    },
  };
}

/**
 * Online payment (issue 12): the ways to pay, the gateways' browser returns (checked on the
 * server, then a redirect to the confirmation page) and "Pay now" for an unpaid online order.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentService; orders: OrderService; config: Config }> = async (
  app,
  { payments, orders, config },
) => {
  const limits = payLimits(app);

  app.get("/payments/methods", { schema: { response: { 200: paymentMethodsResponseSchema } } }, async () => payments.methods());

  app.get("/payments/esewa/success", { schema: { querystring: returnQuery } }, async (request, reply) => {
    const { orderId, outcome } = await payments.handleReturn("esewa", request.query);
    return reply.redirect(confirmationPath(orderId, outcome), 303);
  });

  app.get(
    "/payments/esewa/failure/:reference",
    { schema: { params: z.object({ reference: z.string().trim().min(1).max(100) }), querystring: returnQuery } },
    async (request, reply) => {
      const { orderId, outcome } = await payments.handleReturn("esewa", { reference: request.params.reference });
      return reply.redirect(confirmationPath(orderId, outcome), 303);
    },
  );

  app.get("/payments/khalti/return", { schema: { querystring: returnQuery } }, async (request, reply) => {
    const { orderId, outcome } = await payments.handleReturn("khalti", request.query);
    return reply.redirect(confirmationPath(orderId, outcome), 303);
  });

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
