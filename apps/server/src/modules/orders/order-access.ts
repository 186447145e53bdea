import { GUEST_ACCESS_PARAM, type Order } from "@pasal/shared";
import type { FastifyRequest } from "fastify";
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
