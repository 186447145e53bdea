import {
  WISHLIST_MESSAGES,
  addToWishlistRequestSchema,
  syncWishlistRequestSchema,
  wishlistMutationResponseSchema,
  wishlistResponseSchema,
} from "@pasal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSelf } from "../auth/auth-context.js";
import type { WishlistService } from "./wishlist-service.js";

const id = z.string().trim().min(1).max(100);

/** The server wishlist (docs/requirements/cart.md#wishlist): only ever the signed-in shopper's own. */
export const wishlistRoutes: FastifyPluginAsyncZod<{ wishlist: WishlistService }> = async (app, { wishlist }) => {
  app.get("/wishlist/:userId", { schema: { params: z.object({ userId: id }), response: { 200: wishlistResponseSchema } } }, async (request) => {
    const user = await requireSelf(request, request.params.userId);
    return { wishlist: { products: await wishlist.list(user.id) } };
  });

  app.post("/wishlist", { schema: { body: addToWishlistRequestSchema, response: { 200: wishlistMutationResponseSchema } } }, async (request) => {
    const user = await requireSelf(request, request.body.userId);
    const outcome = await wishlist.add(user.id, request.body.productId);
    const message = outcome === "added" ? WISHLIST_MESSAGES.added : WISHLIST_MESSAGES.alreadyListed;
    return { message, wishlist: { products: await wishlist.list(user.id) } };
  });

  app.delete(
    "/wishlist/:userId/:productId",
    { schema: { params: z.object({ userId: id, productId: id }), response: { 200: wishlistMutationResponseSchema } } },
    async (request) => {
      const user = await requireSelf(request, request.params.userId);
      await wishlist.remove(user.id, request.params.productId);
      return { message: WISHLIST_MESSAGES.removed, wishlist: { products: await wishlist.list(user.id) } };
    },
  );

  app.post("/wishlist/sync", { schema: { body: syncWishlistRequestSchema, response: { 200: wishlistResponseSchema } } }, async (request) => {
    const user = await requireSelf(request, request.body.userId);
    return { wishlist: { products: await wishlist.sync(user.id, request.body.productIds) } };
  });
};
