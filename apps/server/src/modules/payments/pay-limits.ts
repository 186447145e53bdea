import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { HttpError } from "../../lib/http-error.js";

/**
 * "Pay now" starts a gateway attempt, which the reconciler then asks about (decision 029): limited
 * per order, per signed-in shopper and per address. The address limit is generous because many
 * shoppers in Nepal share one behind their mobile operator. The order's count starts only once
 * the caller is shown to own it, so nobody can use up someone else's. Counters live in the
 * rate-limit plugin's store (Redis with REDIS_URL, shared by instances).
 */
export const PAY_LIMITS = [
  { by: "ip", max: 60, minutes: 15 },
  { by: "user", max: 30, minutes: 15 },
  { by: "order", max: 10, minutes: 15 },
] as const;

type PayLimit = (typeof PAY_LIMITS)[number];

export function payLimits(app: FastifyInstance) {
  const orderOf = new WeakMap<FastifyRequest, string>();
  const keyOf = async (request: FastifyRequest, by: PayLimit["by"]) => {
    if (by === "ip") return request.ip;
    if (by === "order") return orderOf.get(request);
    return (await request.currentUser())?.id;
  };
  const checks = PAY_LIMITS.map((limit) => ({
    limit,
    check: app.createRateLimit({
      max: limit.max,
      timeWindow: limit.minutes * 60_000,
      keyGenerator: async (request: FastifyRequest) => `pay:${limit.by}:${(await keyOf(request, limit.by)) ?? ""}`,
    }),
  }));
  const enforce = async (request: FastifyRequest, which: (by: PayLimit["by"]) => boolean) => {
    for (const { limit, check } of checks) {
      if (!which(limit.by) || !(await keyOf(request, limit.by))) continue;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        const minutes = Math.max(1, Math.ceil(result.ttlInSeconds / 60));
        throw new HttpError(429, `Too many payment tries. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`);
      }
    }
  };
  return {
    /** Before anything is read: per address and shopper. */
    caller: (async (request) => enforce(request, (by) => by !== "order")) as preHandlerAsyncHookHandler,
    /** Once the caller is known to own the order (its internal id, whichever way it was named). */
    order: async (request: FastifyRequest, orderId: string) => {
      orderOf.set(request, orderId);
      await enforce(request, (by) => by === "order");
    },
  };
}
