import {
  changePasswordRequestSchema,
  googleLoginRequestSchema,
  loginRequestSchema,
  messageResponseSchema,
  signupRequestSchema,
  updateUserRequestSchema,
  userResponseSchema,
  authUserSchema,
} from "@pasal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config.js";
import { HttpError, badRequest } from "../../lib/http-error.js";
import { toAuthUser } from "../users/user-mapper.js";
import type { UserService } from "../users/user-service.js";
import { requireSelf, requireUser } from "./auth-context.js";
import { AUTH_LIMITS, rateLimited } from "./rate-limits.js";
import { SESSION_COOKIE, clearSessionCookie, setSessionCookie } from "./session-cookie.js";
import type { SessionService } from "./session-service.js";

export interface AuthRouteDeps {
  config: Config;
  users: UserService;
  sessions: SessionService;
}

/** Sign-up, sign-in, session check, sign-out and the signed-in user's own account (spec part 1 §7). */
export const authRoutes: FastifyPluginAsyncZod<AuthRouteDeps> = async (app, { config, users, sessions }) => {
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
      const user = await users.signup(input);
      await startSession(reply, user.id, rememberMe ?? true);
      return reply.code(201).send({ user: toAuthUser(user) });
    },
  );

  app.post(
    "/auth/login",
    {
      schema: { body: loginRequestSchema, response: { 200: userResponseSchema } },
      preHandler: rateLimited(app, "login", AUTH_LIMITS.login),
    },
    async (request, reply) => {
      const user = await users.login(request.body.email, request.body.password);
      await startSession(reply, user.id, request.body.rememberMe ?? false);
      return { user: toAuthUser(user) };
    },
  );

  app.get("/auth/check", { schema: { response: { 200: authUserSchema } } }, async (request) =>
    toAuthUser(await requireUser(request)),
  );

  app.get("/auth/logout", { schema: { response: { 200: messageResponseSchema } } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await sessions.delete(token);
    clearSessionCookie(reply, config);
    return { message: "Logged out successfully" };
  });

  /**
   * The landing page's confirmation after Google (spec part 1 "Google sign-in landing"). It
   * never signs anyone in: the server's OpenID callback already did; this only checks that the
   * session belongs to that Google account.
   */
  app.post(
    "/auth/google-login",
    { schema: { body: googleLoginRequestSchema, response: { 200: userResponseSchema } } },
    async (request) => {
      const user = await request.currentUser();
      const linked = user && (user.isGoogle || user.googleSubject);
      if (!user || !linked || user.email.toLowerCase() !== request.body.email.trim().toLowerCase()) {
        throw new HttpError(401, "Google sign-in did not complete");
      }
      return { user: toAuthUser(user) };
    },
  );

  app.post(
    "/auth/update-user",
    { schema: { body: updateUserRequestSchema, response: { 200: messageResponseSchema.extend({ user: authUserSchema }) } } },
    async (request) => {
      const { id, userData } = request.body;
      await requireSelf(request, id);
      const { address, city, landmark, shippingAddress } = userData;
      // The spec sends address, city and landmark both flat and inside shippingAddress.
      const merged = shippingAddress || address !== undefined || city !== undefined || landmark !== undefined
        ? { ...definedOnly({ address, city, landmark }), ...shippingAddress }
        : undefined;
      const user = await users.updateProfile(id, { ...userData, shippingAddress: merged });
      return { message: "Profile updated successfully", user: toAuthUser(user) };
    },
  );

  app.post(
    "/auth/change-password",
    { schema: { body: changePasswordRequestSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const user = await requireSelf(request, request.body.id);
      await users.changePassword(user, request.body.currentPassword, request.body.newPassword);
      return { message: "Password changed successfully" };
    },
  );
};

function definedOnly<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
