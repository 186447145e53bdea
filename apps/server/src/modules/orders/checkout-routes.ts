import {
  CHECKOUT_MESSAGES,
  GUEST_USER_ID,
  IDEMPOTENCY_HEADER,
  checkoutRequestSchema,
  checkoutResponseSchema,
  PAYMENT_MESSAGES,
  canPayNow,
  outOfStockResponseSchema,
} from "@pasal/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config.js";
import { badRequest } from "../../lib/http-error.js";
import { requestOrigin } from "../../lib/request-origin.js";
import type { PaymentService } from "../payments/payment-service.js";
import { requireSelf } from "../auth/auth-context.js";
import { rateLimited } from "../auth/rate-limits.js";
import type { CheckoutService } from "./checkout-service.js";
import type { Buyer, OrderService } from "./order-service.js";

const MAX_KEY_LENGTH = 100;

/**
 * Guest checkout mails whatever address was typed and takes stock without an account, so it is
 * limited per IP (decision 026); a signed-in checkout is not.
 */
export const GUEST_CHECKOUT_LIMITS: Parameters<typeof rateLimited>[2] = [{ by: "ip", max: 10, minutes: 15 }];

/** The optional Idempotency-Key header: one value of at most 100 characters. */
function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (Array.isArray(header)) throw badRequest("Send one Idempotency-Key header");
  const key = header?.trim();
  if (key && key.length > MAX_KEY_LENGTH) throw badRequest(`Idempotency-Key must be at most ${MAX_KEY_LENGTH} characters`);
  return key || undefined;
}

/**
 * POST /api/checkout (docs/requirements/orders.md#placing-an-order): 201 with the new order; 200 with
 * the same order when the same Idempotency-Key comes again; 409 naming the product when stock ran out.
 * For eSewa or Khalti the answer adds `payment`, where the browser goes to pay
 * (docs/requirements/payments.md#payment-methods), once the order has committed: a gateway that is down
 * leaves an unpaid order and `payment: null`.
 */
export const checkoutRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutService; payments: PaymentService; orders: OrderService; config: Config }> = async (
  app,
  { checkout, payments, orders, config },
) => {
  const guestLimit = rateLimited(app, "guest-checkout", GUEST_CHECKOUT_LIMITS);

  /**
   * Signed in: the body's userId must be the caller's (spec). Signed out with userId "guest": a
   * guest order for the e-mail in the form (decision 026). Anything else signed out: 401.
   */
  const buyerOf = async (request: FastifyRequest, reply: FastifyReply, body: { userId: string; mail: string }) => {
    if (body.userId !== GUEST_USER_ID || (await request.currentUser())) return requireSelf(request, body.userId);
    await guestLimit.call(app, request, reply);
    return { userId: null, guestEmail: body.mail.toLowerCase() } satisfies Buyer;
  };

  app.post(
    "/checkout",
    {
      schema: {
        body: checkoutRequestSchema,
        response: { 200: checkoutResponseSchema, 201: checkoutResponseSchema, 409: outOfStockResponseSchema },
      },
    },
    async (request, reply) => {
      const buyer = await buyerOf(request, reply, request.body);
      const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
      payments.ensureAvailable(request.body.paymentMethod);
      // Stock running out is an OutOfStockError: the error handler answers its 409 OUT_OF_STOCK.
      const { order, replayed } = await checkout.checkout(buyer, request.body, key);
      const guestAccess = "guestEmail" in buyer && buyer.guestEmail ? { guestAccess: orders.guestAccess(order._id) } : {};
      if (order.paymentMethod === "cod" || !canPayNow(order)) {
        return reply.code(replayed ? 200 : 201).send({ message: CHECKOUT_MESSAGES.placed, order, ...guestAccess });
      }
      const payment = await payments.start(order._id, requestOrigin(request, config));
      const message = payment ? CHECKOUT_MESSAGES.placed : PAYMENT_MESSAGES.gatewayDown;
      return reply.code(replayed ? 200 : 201).send({ message, order, payment, ...guestAccess });
    },
  );
};
