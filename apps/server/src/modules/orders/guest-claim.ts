import { CLAIM_MESSAGES, messageResponseSchema } from "@pasal/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { orders, users } from "../../db/schema/index.js";
import { hmac, safeEqual } from "../../lib/crypto.js";
import { HttpError } from "../../lib/http-error.js";
import { requestOrigin } from "../../lib/request-origin.js";
import { guestClaimMail } from "../../mail/guest-claim-mail.js";
import type { Mailer } from "../../mail/mailer.js";
import { requireUser } from "../auth/auth-context.js";
import { rateLimited } from "../auth/rate-limits.js";

const LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** Why a valid link attached nothing; the storefront's /order/claim page explains each. */
export type ClaimRefusal = "sign-in" | "other-account" | "verify";

interface Claim {
  userId: string;
  email: string;
  expires: number;
}

/**
 * Guest orders join an account only once the account's e-mail is proven (decision 026): sign-up
 * does not check the address, so the signed-in shopper asks, and a link signed with SESSION_SECRET
 * goes to the account's own address. Opening it attaches the guest orders placed with that address.
 * The request answers and mails the same whether or not such orders exist, so neither the answer
 * nor the mail tells anyone about another person's orders.
 */
export class GuestClaimService {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
    /**
     * The business name mails are signed with: the owner's shop settings
     * (docs/requirements/back-office.md#shop-settings), else SHOP_NAME.
     */
    private readonly shopName: () => Promise<string> = async () => config.SHOP_NAME,
  ) {}

  request(user: { id: string; email: string }, origin: string): void {
    const email = user.email.toLowerCase();
    const token = this.sign({ userId: user.id, email, expires: Date.now() + LINK_TTL_MS });
    const link = `${origin}/api/orders/claim/confirm?token=${encodeURIComponent(token)}`;
    this.mailer
      .send(this.shopName().then((shopName) => guestClaimMail(user.email, link, shopName)))
      .catch((error: unknown) => this.log.error({ err: error }, "could not send the guest order link"));
  }

  /**
   * Attaches the guest orders of the proven address; the number attached, or why not. The link
   * alone is not enough (decision 028): it must be opened in the session of the account it was
   * made for, and that account's address must be proven. Otherwise a stranger who signed up with
   * a guest's address and asked for a link would get the guest's orders the moment the real
   * owner clicked the mail.
   */
  async confirm(token: string, caller: { id: string; emailVerifiedAt: Date | null } | null): Promise<number | ClaimRefusal> {
    const claim = this.verify(token);
    const [user] = claim ? await this.db.select({ email: users.email }).from(users).where(eq(users.id, claim.userId)) : [];
    // The account's address must still be the one the link went to.
    if (!claim || !user || user.email.toLowerCase() !== claim.email) throw new HttpError(400, CLAIM_MESSAGES.badLink);
    if (!caller) return "sign-in";
    if (caller.id !== claim.userId) return "other-account";
    if (!caller.emailVerifiedAt) return "verify";
    const claimed = await this.db
      .update(orders)
      .set({ userId: claim.userId, updatedAt: new Date(), version: sql`${orders.version} + 1` })
      .where(and(isNull(orders.userId), eq(orders.guestEmail, claim.email)))
      .returning({ id: orders.id });
    if (claimed.length > 0) this.log.info({ userId: claim.userId, orders: claimed.length }, "guest orders claimed");
    return claimed.length;
  }

  private sign(claim: Claim): string {
    const payload = Buffer.from(JSON.stringify(claim)).toString("base64url");
    return `${payload}.${hmac(this.config.SESSION_SECRET, `guest-claim:${payload}`)}`;
  }

  private verify(token: string): Claim | undefined {
    const [payload, signature] = token.split(".");
    if (!payload || !signature || !safeEqual(signature, hmac(this.config.SESSION_SECRET, `guest-claim:${payload}`))) return undefined;
    const claim = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Claim;
    return claim.expires > Date.now() ? claim : undefined;
  }
}

/** Each request mails the account's own address: limited like the other calls that mail. */
const CLAIM_LIMITS: Parameters<typeof rateLimited>[2] = [
  { by: "user", max: 3, minutes: 15 },
  { by: "ip", max: 10, minutes: 15 },
];

/**
 * POST /api/orders/claim (signed in) mails the link; GET /api/orders/claim/confirm opens it, in
 * the account's own session, else sends the browser to /order/claim to sign in (or verify) first.
 */
export const guestClaimRoutes: FastifyPluginAsyncZod<{ claims: GuestClaimService; config: Config }> = async (app, { claims, config }) => {
  app.post(
    "/orders/claim",
    { schema: { response: { 200: messageResponseSchema } }, preHandler: rateLimited(app, "order-claim", CLAIM_LIMITS) },
    async (request) => {
      claims.request(await requireUser(request), requestOrigin(request, config));
      return { message: CLAIM_MESSAGES.sent };
    },
  );

  app.get("/orders/claim/confirm", { schema: { querystring: z.object({ token: z.string().max(2000) }) } }, async (request, reply) => {
    const result = await claims.confirm(request.query.token, await request.currentUser());
    if (typeof result === "number") return reply.redirect(`/order?claimed=${result}`, 303);
    const query = new URLSearchParams({ token: request.query.token, reason: result });
    return reply.redirect(`/order/claim?${query}`, 303);
  });
};
