import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { HttpError } from "../../lib/http-error.js";

interface Limit {
  /** What the limit counts by: the caller's IP, the e-mail in the body, or the signed-in user. */
  by: "ip" | "email" | "user";
  max: number;
  minutes: number;
  message?: string;
}

function emailOf(request: FastifyRequest): string | undefined {
  const body = request.body as Record<string, unknown> | undefined;
  const value = body?.email ?? body?.forgotPasswordEmail;
  return typeof value === "string" ? value.trim().toLowerCase() : undefined;
}

async function keyOf(request: FastifyRequest, by: Limit["by"]): Promise<string | undefined> {
  if (by === "ip") return request.ip;
  if (by === "email") return emailOf(request);
  return (await request.currentUser())?.id;
}

/**
 * Per-IP, per-e-mail and per-user request limits on the calls that guess passwords or send mail. Counters live in
 * the rate-limit plugin's store: memory, or Redis when REDIS_URL is set (shared by instances).
 */
export function rateLimited(app: FastifyInstance, name: string, limits: Limit[]): preHandlerAsyncHookHandler {
  const checks = limits.map((limit) => ({
    limit,
    check: app.createRateLimit({
      max: limit.max,
      timeWindow: limit.minutes * 60_000,
      keyGenerator: async (request: FastifyRequest) => `${name}:${limit.by}:${(await keyOf(request, limit.by)) ?? ""}`,
    }),
  }));
  return async (request) => {
    for (const { limit, check } of checks) {
      if (!(await keyOf(request, limit.by))) continue;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        const minutes = Math.max(1, Math.ceil(result.ttlInSeconds / 60));
        throw new HttpError(429, limit.message ?? `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`);
      }
    }
  };
}

export const AUTH_LIMITS = {
  signup: [
    { by: "ip", max: 20, minutes: 15 },
    { by: "email", max: 5, minutes: 15 },
  ],
  // Only a flood limit: wrong passwords are counted per account and source by SignInGuard, since
  // a per-e-mail request limit would let anyone lock a shopper out (decision 011).
  login: [{ by: "ip", max: 30, minutes: 5 }],
  // "A new code at most once a minute" (docs/requirements/accounts.md#password-reset), the same for
  // unknown e-mails.
  forgotPassword: [
    { by: "ip", max: 10, minutes: 15 },
    { by: "email", max: 1, minutes: 1, message: "Please wait a minute before asking for a new code." },
  ],
  // Wrong codes are counted per code and source by PasswordResetService (decision 011).
  verifyCode: [{ by: "ip", max: 30, minutes: 15 }],
  resetPassword: [{ by: "ip", max: 10, minutes: 15 }],
  // Wrong codes are counted on the code's row (EmailVerificationService); this is a flood guard.
  verifyEmail: [
    { by: "ip", max: 30, minutes: 15 },
    { by: "user", max: 20, minutes: 15 },
  ],
  // Each call mails a new code to the account's address.
  verifyEmailResend: [
    { by: "user", max: 1, minutes: 1, message: "Please wait a minute before asking for a new code." },
    { by: "ip", max: 20, minutes: 60 },
  ],
  // A second counter (one name holds one counter per kind of key): 5 codes an hour per account.
  verifyEmailResendHourly: [{ by: "user", max: 5, minutes: 60 }],
  // A profile save can start an e-mail change, which sends mail.
  updateUser: [
    { by: "ip", max: 30, minutes: 15 },
    { by: "user", max: 10, minutes: 15 },
  ],
  changePassword: [
    { by: "ip", max: 30, minutes: 15 },
    { by: "user", max: 10, minutes: 15 },
  ],
} satisfies Record<string, Limit[]>;
