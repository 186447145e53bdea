import type { FastifyInstance, FastifyRequest } from "fastify";
import { answeredForSignedInUser } from "../modules/auth/auth-context.js";
import { SESSION_COOKIE } from "../modules/auth/session-cookie.js";

/**
 * API paths whose answers belong to one person (an account, a cart, an order, a staff screen, a
 * reset code), whoever asks and whatever the status: a shared cache or the browser's back-forward
 * history must never hand them to someone else.
 */
const PERSONAL_PREFIXES = [
  "/api/auth/",
  "/api/userinfo/",
  "/api/shippingaddress/",
  "/api/orders",
  "/api/checkout",
  "/api/sendMail",
  "/api/cart",
  "/api/wishlist",
  "/api/payments/",
  "/api/reco/personalized/",
  "/api/interactions",
  "/api/chat/",
  "/api/admin/",
  "/api/forgot-password",
  "/api/verify-code",
  "/api/reset-password",
];

const PRIVATE = "private, no-store";

function isPersonal(request: FastifyRequest): boolean {
  const url = request.url;
  return PERSONAL_PREFIXES.some((prefix) => url.startsWith(prefix)) || answeredForSignedInUser(request);
}

/**
 * Personal answers carry `Cache-Control: private, no-store`: the paths above, and any other answer
 * that was made for a signed-in user (a product's reviews marked with the viewer's own). A page
 * rendered for a signed-in shopper may hold their name, so it is private too (still revalidated).
 */
export function registerPersonalAnswers(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.url.startsWith("/api/")) {
      if (isPersonal(request)) reply.header("cache-control", PRIVATE);
    } else if (answeredForSignedInUser(request) || request.cookies?.[SESSION_COOKIE]) {
      const current = reply.getHeader("cache-control");
      if (current === "no-cache") reply.header("cache-control", "private, no-cache");
    }
    return payload;
  });
}
