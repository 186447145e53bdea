import {
  CHECKOUT_MESSAGES,
  IDEMPOTENCY_HEADER,
  checkoutRequestSchema,
  checkoutResponseSchema,
  outOfStockResponseSchema,
} from "@pasal/shared";
import { PAYMENT_MESSAGES, canPayNow } from "@pasal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config.js";
import { badRequest } from "../../lib/http-error.js";
import { requestOrigin } from "../../lib/request-origin.js";
import type { PaymentService } from "../payments/payment-service.js";
import { requireSelf } from "../auth/auth-context.js";
import type { CheckoutService } from "./checkout-service.js";
import { OutOfStockError } from "./stock.js";

const MAX_KEY_LENGTH = 100;

/** The optional Idempotency-Key header: one value of at most 100 characters. */
function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (Array.isArray(header)) throw badRequest("Send one Idempotency-Key header");
  const key = header?.trim();
  if (key && key.length > MAX_KEY_LENGTH) throw badRequest(`Idempotency-Key must be at most ${MAX_KEY_LENGTH} characters`);
  return key || undefined;
}

/**
 * POST /api/checkout (spec part 2 §7): 201 with the new order; 200 with the same order when
 * the same Idempotency-Key comes again; 409 naming the product when stock ran out. For eSewa or
 * Khalti the answer adds `payment`, where the browser goes to pay (issue 12), once the order has
 * committed: a gateway that is down leaves an unpaid order and `payment: null`.
 */
export const checkoutRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutService; payments: PaymentService; config: Config }> = async (
  app,
  { checkout, payments, config },
) => {
  app.post(
    "/checkout",
    {
      schema: {
        body: checkoutRequestSchema,
        response: { 200: checkoutResponseSchema, 201: checkoutResponseSchema, 409: outOfStockResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireSelf(request, request.body.userId);
      const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
      payments.ensureAvailable(request.body.paymentMethod);
      try {
        const { order, replayed } = await checkout.checkout(user, request.body, key);
        if (order.paymentMethod === "cod" || !canPayNow(order)) {
          return reply.code(replayed ? 200 : 201).send({ message: CHECKOUT_MESSAGES.placed, order });
        }
        const payment = await payments.start(order._id, requestOrigin(request, config));
        const message = payment ? CHECKOUT_MESSAGES.placed : PAYMENT_MESSAGES.gatewayDown;
        return reply.code(replayed ? 200 : 201).send({ message, order, payment });
      } catch (error) {
        if (!(error instanceof OutOfStockError)) throw error;
        return reply.code(409).send({ message: error.message, productId: error.productId, left: error.left });
      }
    },
  );
};
