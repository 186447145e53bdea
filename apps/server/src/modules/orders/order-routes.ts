import { messageResponseSchema, ordersResponseSchema, resendOrderMailRequestSchema } from "@pasal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSelf, requireUser } from "../auth/auth-context.js";
import { rateLimited } from "../auth/rate-limits.js";
import type { OrderService } from "./order-service.js";

/** Each call sends a mail, so it is limited like the other calls that do. */
const RESEND_LIMITS: Parameters<typeof rateLimited>[2] = [{ by: "ip", max: 10, minutes: 15 }];

/** The shopper's own orders and their confirmation mail (spec part 2 §7 /orders, /sendMail). */
export const orderRoutes: FastifyPluginAsyncZod<{ orders: OrderService }> = async (app, { orders }) => {
  app.get(
    "/orders/:userId",
    { schema: { params: z.object({ userId: z.string().trim().min(1).max(100) }), response: { 200: ordersResponseSchema } } },
    async (request) => {
      const user = await requireSelf(request, request.params.userId);
      return orders.listFor(user.id);
    },
  );

  app.post(
    "/sendMail",
    {
      schema: { body: resendOrderMailRequestSchema.optional(), response: { 200: messageResponseSchema } },
      preHandler: rateLimited(app, "order-mail", RESEND_LIMITS),
    },
    async (request) => {
      const user = await requireUser(request);
      await orders.resendConfirmation(user, request.body?.orderId);
      return { message: "Order confirmation sent to your e-mail" };
    },
  );
};
