import { messageResponseSchema, orderSchema, ordersResponseSchema, resendOrderMailRequestSchema } from "@pasal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import { requireUser } from "../auth/auth-context.js";
import { rateLimited } from "../auth/rate-limits.js";
import type { CatalogService } from "../catalog/catalog-service.js";
import type { OrderService } from "./order-service.js";
import { callerOrder, orderAccessQuery } from "./order-access.js";
import type { OrderEventDispatcher } from "./order-events.js";
import { cancelOwnOrder } from "./shopper-cancel.js";

/** Each call sends a mail, so it is limited like the other calls that do. */
const RESEND_LIMITS: Parameters<typeof rateLimited>[2] = [{ by: "ip", max: 10, minutes: 15 }];

/**
 * The shopper's own orders and their confirmation mail (docs/requirements/orders.md#orders-page,
 * docs/requirements/orders.md#order-mail).
 */
export const orderRoutes: FastifyPluginAsyncZod<{
  orders: OrderService;
  db: Db;
  catalog: Pick<CatalogService, "ordersChanged">;
  orderEvents: Pick<OrderEventDispatcher, "kick">;
}> = async (app, { orders, db, catalog, orderEvents }) => {
  /**
   * The spec's GET /orders/:userId lists the caller's orders; the same path with one of the
   * caller's order ids (or ORD- numbers) answers that order, for the confirmation page
   * (docs/requirements/orders.md#order-confirmation). Anyone else's id, user or order, and an id that
   * names nothing are the same 403. A guest's order answers with its `?access=` token (decision 026),
   * signed in or not.
   */
  app.get(
    "/orders/:userId",
    {
      schema: {
        params: z.object({ userId: z.string().trim().min(1).max(100) }),
        querystring: orderAccessQuery,
        response: { 200: z.union([ordersResponseSchema, orderSchema]) },
      },
    },
    async (request) => {
      if (request.query.access) return orders.findGuest(request.params.userId, request.query.access);
      const user = await requireUser(request);
      if (request.params.userId === user.id) return orders.listFor(user.id);
      // Another user's id, another's order and no such order: one 403 (decision 028).
      return orders.findOwn(user.id, request.params.userId);
    },
  );

  app.post(
    "/orders/:orderId/cancel",
    {
      schema: { params: z.object({ orderId: z.string().trim().min(1).max(100) }), querystring: orderAccessQuery, response: { 200: orderSchema } },
    },
    async (request) => {
      const { order, actorUserId } = await callerOrder(request, orders, request.params.orderId, request.query.access);
      await cancelOwnOrder(db, order._id, actorUserId);
      catalog.ordersChanged([order._id]);
      orderEvents.kick();
      return (await orders.findById(order._id))!;
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
