import { forgotPasswordRequestSchema, messageResponseSchema, resetPasswordRequestSchema, verifyCodeRequestSchema } from "@pasal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config.js";
import { cookieSite } from "../../lib/cookie-policy.js";
import type { PasswordResetService } from "./password-reset-service.js";
import { AUTH_LIMITS, rateLimited } from "./rate-limits.js";

/** Ties a verified code to the browser that verified it. */
const VERIFIER_COOKIE = "pasal_reset";

export const passwordResetRoutes: FastifyPluginAsyncZod<{ config: Config; resets: PasswordResetService }> = async (app, { config, resets }) => {
  app.post(
    "/forgot-password",
    {
      schema: { body: forgotPasswordRequestSchema, response: { 200: messageResponseSchema } },
      preHandler: rateLimited(app, "forgot-password", AUTH_LIMITS.forgotPassword),
    },
    async (request) => {
      await resets.requestCode(request.body.forgotPasswordEmail);
      return { message: "If an account uses that e-mail, we have sent it a 6-digit code." };
    },
  );

  app.post(
    "/verify-code",
    {
      schema: { body: verifyCodeRequestSchema, response: { 200: messageResponseSchema } },
      preHandler: rateLimited(app, "verify-code", AUTH_LIMITS.verifyCode),
    },
    async (request, reply) => {
      const verifier = await resets.verifyCode(request.body.email, request.body.code, request.ip);
      // Strict, unless the storefront is on another site and must send it back (cookie-policy.ts).
      const site = cookieSite(request, config);
      reply.setCookie(VERIFIER_COOKIE, verifier, {
        path: "/api/reset-password",
        httpOnly: true,
        sameSite: site.sameSite === "none" ? "none" : "strict",
        secure: site.secure,
        maxAge: 15 * 60,
      });
      return { message: "Code verified. Choose a new password." };
    },
  );

  app.post(
    "/reset-password",
    {
      schema: { body: resetPasswordRequestSchema, response: { 200: messageResponseSchema } },
      preHandler: rateLimited(app, "reset-password", AUTH_LIMITS.resetPassword),
    },
    async (request, reply) => {
      await resets.resetPassword(request.body.email, request.body.newPassword, request.cookies[VERIFIER_COOKIE]);
      reply.clearCookie(VERIFIER_COOKIE, { path: "/api/reset-password" });
      return { message: "Password reset successfully. You can log in now." };
    },
  );
};
