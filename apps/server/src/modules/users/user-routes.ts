import { messageResponseSchema, shippingAddressSchema, userInfoSchema } from "@pasal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSelf } from "../auth/auth-context.js";
import { toAuthUser } from "./user-mapper.js";
import type { UserService } from "./user-service.js";

const userIdParams = z.object({ userId: z.string().max(100) });

/** The spec's calls that name a user id: each acts only for the signed-in user (else 403). */
export const userRoutes: FastifyPluginAsyncZod<{ users: UserService }> = async (app, { users }) => {
  app.get("/userinfo/:userId", { schema: { params: userIdParams, response: { 200: userInfoSchema } } }, async (request) => {
    const { fullName, email, phoneNumber, shippingAddress } = toAuthUser(await requireSelf(request, request.params.userId));
    return { fullName, email, phoneNumber, shippingAddress };
  });

  app.post(
    "/shippingaddress/:userId",
    { schema: { params: userIdParams, body: shippingAddressSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const user = await requireSelf(request, request.params.userId);
      await users.saveShippingAddress(user.id, { ...user.shippingAddress, ...request.body });
      return { message: "Shipping address saved" };
    },
  );
};
