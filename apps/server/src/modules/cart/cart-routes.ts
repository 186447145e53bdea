import {
  CART_MESSAGES,
  addToCartRequestSchema,
  cartLineBodySchema,
  cartMutationResponseSchema,
  cartResponseSchema,
  syncCartRequestSchema,
  syncCartResponseSchema,
} from "@pasal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSelf } from "../auth/auth-context.js";
import type { CartService } from "./cart-service.js";

const id = z.string().trim().min(1).max(100);
const userParams = z.object({ userId: id });
const lineParams = z.object({ productId: id, userId: id });
/** The spec's client sends the options in the body; a body-less call means "no options chosen". */
const lineBody = cartLineBodySchema.default({ color: "", variant: "", model: "", bundle: "" });
const lineSchema = { params: lineParams, body: lineBody, response: { 200: cartMutationResponseSchema } };

/**
 * The server cart (docs/requirements/cart.md#cart-calls): every call acts only on the signed-in
 * shopper's own cart.
 */
export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  app.get("/cart/:userId", { schema: { params: userParams, response: { 200: cartResponseSchema } } }, async (request) => {
    const user = await requireSelf(request, request.params.userId);
    return { products: await cart.list(user.id) };
  });

  app.post("/cart/add", { schema: { body: addToCartRequestSchema, response: { 200: cartMutationResponseSchema } } }, async (request) => {
    const user = await requireSelf(request, request.body.userId);
    const outcome = await cart.add(user.id, request.body);
    const message = outcome === "added" ? CART_MESSAGES.added : CART_MESSAGES.quantityUpdated;
    return { message, products: await cart.list(user.id) };
  });

  app.put("/cart/increment/:productId/:userId", { schema: lineSchema }, async (request) => {
    const user = await requireSelf(request, request.params.userId);
    await cart.increment(user.id, request.params.productId, request.body);
    return { message: CART_MESSAGES.increased, products: await cart.list(user.id) };
  });

  app.put("/cart/decrement/:productId/:userId", { schema: lineSchema }, async (request) => {
    const user = await requireSelf(request, request.params.userId);
    await cart.decrement(user.id, request.params.productId, request.body);
    return { message: CART_MESSAGES.decreased, products: await cart.list(user.id) };
  });

  app.delete("/cart/remove/product/:productId/:userId", { schema: lineSchema }, async (request) => {
    const user = await requireSelf(request, request.params.userId);
    await cart.remove(user.id, request.params.productId, request.body);
    return { message: CART_MESSAGES.removed, products: await cart.list(user.id) };
  });

  app.post("/cart/sync", { schema: { body: syncCartRequestSchema, response: { 200: syncCartResponseSchema } } }, async (request) => {
    const user = await requireSelf(request, request.body.userId);
    return { message: CART_MESSAGES.synced, ...(await cart.sync(user.id, request.body.items)) };
  });
};
