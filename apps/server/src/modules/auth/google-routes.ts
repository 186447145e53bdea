import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config.js";
import { googleTakeoverMail } from "../../mail/account-mails.js";
import type { Mailer } from "../../mail/mailer.js";
import type { UserService } from "../users/user-service.js";
import type { GoogleSignIn, PendingSignIn } from "./google-sign-in.js";
import { isSecure, setSessionCookie } from "./session-cookie.js";
import type { SessionService } from "./session-service.js";

const PENDING_COOKIE = "pasal_oidc";
const CALLBACK_PATH = "/api/auth/google/callback";

export interface GoogleRouteDeps {
  config: Config;
  google: GoogleSignIn;
  users: UserService;
  sessions: SessionService;
  mailer: Mailer;
  shopName: () => Promise<string>;
}

/**
 * GET /auth/google starts the OpenID Connect flow; the provider sends the browser back to the
 * callback, which verifies everything, signs the shopper in and lands on /auth-success.
 */
export const googleRoutes: FastifyPluginAsyncZod<GoogleRouteDeps> = async (app, { config, google, users, sessions, mailer, shopName }) => {
  const origin = (request: { protocol: string; host: string }) =>
    config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : `${request.protocol}://${request.host}`;

  app.get("/auth/google", async (request, reply) => {
    if (!google.enabled) return reply.redirect("/auth?google=unavailable");
    const { url, pending } = await google.start(`${origin(request)}${CALLBACK_PATH}`);
    reply.setCookie(PENDING_COOKIE, JSON.stringify(pending), {
      path: CALLBACK_PATH,
      httpOnly: true,
      sameSite: "lax",
      secure: isSecure(request, config),
      signed: true,
      maxAge: 10 * 60,
    });
    return reply.redirect(url);
  });

  app.get("/auth/google/callback", async (request, reply) => {
    const failed = () => reply.redirect("/auth-success");
    const raw = request.cookies[PENDING_COOKIE];
    reply.clearCookie(PENDING_COOKIE, { path: CALLBACK_PATH });
    const unsigned = raw ? request.unsignCookie(raw) : undefined;
    if (!google.enabled || !unsigned?.valid || !unsigned.value) return failed();
    try {
      const pending = JSON.parse(unsigned.value) as PendingSignIn;
      const callbackUrl = new URL(request.url, origin(request));
      const identity = await google.finish(callbackUrl, pending);
      // Links only to a proven account; an unproven one is taken over, its owner told (decision 028).
      const { user, tookOver } = await users.findOrCreateGoogleUser(identity);
      if (tookOver) {
        mailer
          .send(shopName().then((name) => googleTakeoverMail(user.email, name)))
          .catch((error: unknown) => request.log.error({ err: error }, "could not send the Google take-over mail"));
      }
      const session = await sessions.create(user.id, true);
      setSessionCookie(reply, config, session.token, { persistent: true, expiresAt: session.expiresAt });
      const query = new URLSearchParams({ name: user.fullName, email: user.email });
      return reply.redirect(`/auth-success?${query}`);
    } catch (error) {
      request.log.warn({ err: error }, "Google sign-in failed");
      return failed();
    }
  });
};
