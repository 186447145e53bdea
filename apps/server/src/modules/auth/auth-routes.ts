import {
  changePasswordRequestSchema,
  googleLoginRequestSchema,
  loginRequestSchema,
  messageResponseSchema,
  signupRequestSchema,
  updateUserRequestSchema,
  userResponseSchema,
  authUserSchema,
  verifyEmailRequestSchema,
} from "@pasal/shared";
import { randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config.js";
import { HttpError, badRequest } from "../../lib/http-error.js";
import { randomToken, sha256 } from "../../lib/crypto.js";
import { passwordChangedMail, signupAttemptMail } from "../../mail/account-mails.js";
import type { Mailer } from "../../mail/mailer.js";
import { allowedOrigins, isFetchFromAllowedOrigin } from "../../lib/request-origin.js";
import { toAuthUser } from "../users/user-mapper.js";
import { VERIFY_MESSAGES, type EmailVerificationService } from "./email-verification.js";
import type { EmailChangeService } from "../users/email-change.js";
import type { UserService } from "../users/user-service.js";
import { requireSelf, requireUser } from "./auth-context.js";
import { AUTH_LIMITS, rateLimited } from "./rate-limits.js";
import { SESSION_COOKIE, clearSessionCookie, setDeviceCookie, setSessionCookie } from "./session-cookie.js";
import { SESSION_DAYS, type SessionService } from "./session-service.js";
import { DEVICE_COOKIE, type SignInGuard } from "./sign-in-guard.js";

export interface AuthRouteDeps {
  config: Config;
  users: UserService;
  sessions: SessionService;
  signIns: SignInGuard;
  emailChanges: EmailChangeService;
  verifications: EmailVerificationService;
  mailer: Mailer;
  /** The business name mails are signed with. */
  shopName: () => Promise<string>;
}

/**
 * Sign-up, sign-in, session check, sign-out and the signed-in user's own account
 * (docs/requirements/accounts.md#account-calls).
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRouteDeps> = async (
  app,
  { config, users, sessions, signIns, emailChanges, verifications, mailer, shopName },
) => {
  /** Starts a fresh session (a new token at every sign-in) and sets its cookie. */
  const startSession = async (reply: Parameters<typeof setSessionCookie>[0], userId: string, persistent: boolean) => {
    const previous = reply.request.cookies[SESSION_COOKIE];
    if (previous) await sessions.delete(previous);
    const session = await sessions.create(userId, persistent);
    setSessionCookie(reply, config, session.token, { persistent, expiresAt: session.expiresAt });
  };

  app.post(
    "/auth/signup",
    {
      schema: { body: signupRequestSchema, response: { 201: userResponseSchema } },
      preHandler: rateLimited(app, "signup", AUTH_LIMITS.signup),
    },
    async (request, reply) => {
      const { confirmPassword, rememberMe, ...input } = request.body;
      if (confirmPassword !== undefined && confirmPassword !== input.password) throw badRequest("Passwords don't match!");
      const persistent = rememberMe ?? true;
      const { user, created } = await users.signup(input);
      if (created) {
        await startSession(reply, user.id, persistent);
        setDeviceCookie(reply, config, signIns.deviceCookieFor(user.email));
        await verifications.send(user, originOf(request, config));
        return reply.code(201).send({ user: toAuthUser(user) });
      }
      // The address has an account (decision 028): the caller gets what a new sign-up gets — an
      // unverified customer made of what they typed, and cookies of the same shape that open
      // nothing — and only the address's owner learns of it, by mail.
      const origin = originOf(request, config);
      mailer
        .send(shopName().then((name) => signupAttemptMail(user.email, `${origin}/auth`, name)))
        .catch((error: unknown) => request.log.error({ err: error }, "could not send the sign-up attempt mail"));
      // Like a new sign-up, whatever session this browser had ends.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await sessions.delete(previous);
      setSessionCookie(reply, config, randomToken(), { persistent, expiresAt: new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000) });
      // Shaped like a device cookie (id.hex-HMAC) but proving nothing: a real one for this address
      // would let its holder skip the per-account budget of decision 011.
      setDeviceCookie(reply, config, `${randomToken()}.${sha256(randomToken())}`);
      const stranger = { ...input, email: input.email.trim() };
      return reply.code(201).send({
        user: {
          _id: randomUUID(),
          fullName: stranger.fullName,
          email: stranger.email,
          phoneNumber: stranger.phoneNumber,
          isGoogle: false,
          role: "customer",
          shippingAddress: {},
          emailVerified: false,
        },
      });
    },
  );

  app.post(
    "/auth/verify-email",
    {
      schema: { body: verifyEmailRequestSchema, response: { 200: userResponseSchema } },
      preHandler: rateLimited(app, "verify-email", AUTH_LIMITS.verifyEmail),
    },
    async (request) => {
      const user = await requireUser(request);
      const { code, token } = request.body;
      const verified = code !== undefined ? await verifications.verifyCode(user, code) : await verifications.verifyLink(user, token!);
      return { user: toAuthUser(verified) };
    },
  );

  app.post(
    "/auth/verify-email/resend",
    {
      schema: { response: { 200: messageResponseSchema } },
      preHandler: [
        rateLimited(app, "verify-email-resend", AUTH_LIMITS.verifyEmailResend),
        rateLimited(app, "verify-email-resend-hourly", AUTH_LIMITS.verifyEmailResendHourly),
      ],
    },
    async (request) => {
      const user = await requireUser(request);
      if (user.emailVerifiedAt) return { message: VERIFY_MESSAGES.alreadyVerified };
      await verifications.send(user, originOf(request, config));
      return { message: VERIFY_MESSAGES.sent };
    },
  );

  app.post(
    "/auth/login",
    {
      schema: { body: loginRequestSchema, response: { 200: userResponseSchema } },
      preHandler: rateLimited(app, "login", AUTH_LIMITS.login),
    },
    async (request, reply) => {
      const { email, password, rememberMe } = request.body;
      const { result: user, device } = await signIns.attempt({ email, ip: request.ip, device: request.cookies[DEVICE_COOKIE] }, () =>
        users.login(email, password),
      );
      await startSession(reply, user.id, rememberMe ?? false);
      setDeviceCookie(reply, config, device);
      return { user: toAuthUser(user) };
    },
  );

  app.get("/auth/check", { schema: { response: { 200: authUserSchema } } }, async (request) => toAuthUser(await requireUser(request)));

  const signOut = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await sessions.delete(token);
    clearSessionCookie(reply, config);
    return { message: "Logged out successfully" };
  };
  app.post("/auth/logout", { schema: { response: { 200: messageResponseSchema } } }, signOut);

  // Spec clients sign out with a GET (docs/requirements/accounts.md#sessions). A script's fetch or XHR
  // from this store or an allowed origin does sign out (spec clients call it so); a navigation, an <img>
  // or anything another site starts only sends the browser home, so no page elsewhere can sign a shopper
  // out (decision 032, docs/spec-deviations.md).
  const origins = allowedOrigins(config);
  app.get("/auth/logout", async (request, reply) => {
    if (isFetchFromAllowedOrigin(request, origins)) return reply.send(await signOut(request, reply));
    return reply.redirect("/", 303);
  });

  /**
   * The landing page's confirmation after Google (docs/requirements/accounts.md#google-sign-in). It
   * never signs anyone in: the server's OpenID callback already did; this only checks that the
   * session belongs to that Google account.
   */
  app.post("/auth/google-login", { schema: { body: googleLoginRequestSchema, response: { 200: userResponseSchema } } }, async (request) => {
    const user = await request.currentUser();
    const linked = user && (user.isGoogle || user.googleSubject);
    if (!user || !linked || user.email.toLowerCase() !== request.body.email.trim().toLowerCase()) {
      throw new HttpError(401, "Google sign-in did not complete");
    }
    return { user: toAuthUser(user) };
  });

  app.post(
    "/auth/update-user",
    {
      schema: { body: updateUserRequestSchema, response: { 200: messageResponseSchema.extend({ user: authUserSchema }) } },
      preHandler: rateLimited(app, "update-user", AUTH_LIMITS.updateUser),
    },
    async (request) => {
      const { id, userData } = request.body;
      const current = await requireSelf(request, id);
      const { address, city, landmark, shippingAddress } = userData;
      // The spec sends address, city and landmark both flat and inside shippingAddress.
      const merged =
        shippingAddress || address !== undefined || city !== undefined || landmark !== undefined
          ? { ...definedOnly({ address, city, landmark }), ...shippingAddress }
          : undefined;
      const user = await users.updateProfile(id, { ...userData, shippingAddress: merged });
      const email = userData.email.trim();
      if (email.toLowerCase() === current.email.toLowerCase()) {
        return { message: "Profile updated successfully", user: toAuthUser(user) };
      }
      // The same answer whether or not the new address has an account (decision 011).
      await emailChanges.request(current, email, originOf(request, config));
      return { message: EMAIL_CHANGE_SENT, user: toAuthUser(user) };
    },
  );

  app.get("/auth/confirm-email", { schema: { querystring: z.object({ token: z.string().max(2000) }) } }, async (request, reply) => {
    await emailChanges.confirm(request.query.token, await request.currentUser());
    return reply.redirect("/profile", 303);
  });

  app.post(
    "/auth/change-password",
    {
      schema: { body: changePasswordRequestSchema, response: { 200: messageResponseSchema } },
      preHandler: rateLimited(app, "change-password", AUTH_LIMITS.changePassword),
    },
    async (request) => {
      const user = await requireSelf(request, request.body.id);
      await users.changePassword(user, request.body.currentPassword, request.body.newPassword);
      // Whoever else held a session, perhaps with the old password, is signed out; this one stays.
      await sessions.deleteOthersFor(user.id, request.cookies[SESSION_COOKIE]!);
      // The change stands whatever becomes of the mail (mailer.ts waits for it at shutdown).
      mailer.send(shopName().then((name) => passwordChangedMail(user.email, "profile", name))).catch((error: unknown) => {
        request.log.error({ err: error }, "password-changed mail not sent");
      });
      return { message: "Password changed successfully" };
    },
  );
};

export const EMAIL_CHANGE_SENT = "Profile updated. Open the link we sent to your new e-mail address to start using it.";

/** Links in mail point at the public address when configured, else at the one the request used. */
function originOf(request: { protocol: string; host: string }, config: Config): string {
  return config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : `${request.protocol}://${request.host}`;
}

function definedOnly<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
