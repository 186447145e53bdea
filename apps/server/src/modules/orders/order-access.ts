import { GUEST_ACCESS_PARAM, type Order } from "@pasal/shared";
import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { z } from "zod";
import { requireUser } from "../auth/auth-context.js";
import type { OrderService } from "./order-service.js";

/** `?access=`: a guest order's token (decision 026); anything longer than a token is refused. */
export const orderAccessQuery = z.object({ [GUEST_ACCESS_PARAM]: z.string().trim().min(1).max(128).optional() });

/**
 * The order a call may act on: with `?access=`, the guest order that token opens (else 404);
 * without, one of the signed-in shopper's own orders (401 signed out; 403 for someone else's and
 * for no such order alike, decision 028).
 * `actorUserId` is who the state machine and the ledger record: null for a guest.
 */
export async function callerOrder(
  request: FastifyRequest,
  orders: OrderService,
  orderId: string,
  access: string | undefined,
): Promise<{ order: Order; actorUserId: string | null }> {
  if (access) return { order: await orders.findGuest(orderId, access), actorUserId: null };
  const user = await requireUser(request);
  return { order: await orders.findOwn(user.id, orderId), actorUserId: user.id };
}

/**
 * The same rule in front of a route that looks the order up itself (the buyer's invoice PDF in
 * invoices/invoice-routes.ts, which told "not found" from "not your order"): with no `?access=`,
 * the signed-in caller must own the order, else the one 403 of `OrderService.findOwn`.
 */
export function ownOrderFirst(orders: OrderService): preHandlerAsyncHookHandler {
  return async (request) => {
    const { orderId } = request.params as { orderId?: string };
    const { access } = (request.query ?? {}) as { access?: string };
    if (access || !orderId) return;
    await orders.findOwn((await requireUser(request)).id, orderId);
  };
}
