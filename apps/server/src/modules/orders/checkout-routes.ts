import {
  CHECKOUT_MESSAGES,
  IDEMPOTENCY_HEADER,
  checkoutRequestSchema,
  checkoutResponseSchema,
  outOfStockResponseSchema,
} from "@pasal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequest } from "../../lib/http-error.js";
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
 * the same Idempotency-Key comes again; 409 naming the product when stock ran out.
 */
export const checkoutRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutService }> = async (app, { checkout }) => {
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
      try {
        const { order, replayed } = await checkout.checkout(user, request.body, key);
        return reply.code(replayed ? 200 : 201).send({ message: CHECKOUT_MESSAGES.placed, order });
      } catch (error) {
        if (!(error instanceof OutOfStockError)) throw error;
        return reply.code(409).send({ message: error.message, productId: error.productId, left: error.left });
      }
    },
  );
};
