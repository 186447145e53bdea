import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../../config.js";
import { HttpError, forbidden } from "../../lib/http-error.js";
import { SESSION_COOKIE, setSessionCookie } from "./session-cookie.js";
import type { SessionService, UserRow } from "./session-service.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, resolved once per request from the session cookie (null for guests). */
    currentUser(): Promise<UserRow | null>;
  }
}

const resolved = new WeakMap<FastifyRequest, Promise<UserRow | null>>();
/** Requests whose answer was made for a signed-in user (plugins/personal-answers.ts keeps them out of caches). */
const signedIn = new WeakSet<FastifyRequest>();

export const answeredForSignedInUser = (request: FastifyRequest): boolean => signedIn.has(request);
const replies = new WeakMap<FastifyRequest, FastifyReply>();

/**
 * Makes `request.currentUser()` available everywhere. The session's expiry slides on use; when
 * it moved, a persistent cookie is re-sent with the new expiry.
 */
export const authContext = fp<{ sessions: SessionService; config: Config }>(async (app, { sessions, config }) => {
  app.addHook("onRequest", async (request, reply) => {
    replies.set(request, reply);
  });
  app.decorateRequest("currentUser", function (this: FastifyRequest) {
    let pending = resolved.get(this);
    if (!pending) {
      pending = resolveUser(this, sessions, config);
      resolved.set(this, pending);
    }
    return pending;
  });
});

async function resolveUser(request: FastifyRequest, sessions: SessionService, config: Config): Promise<UserRow | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const session = await sessions.resolve(token);
  if (!session) return null;
  signedIn.add(request);
  const reply = replies.get(request);
  if (session.renewed && session.persistent && reply) setSessionCookie(reply, config, token, session);
  return session.user;
}

/** The signed-in user, or 401. */
export async function requireUser(request: FastifyRequest): Promise<UserRow> {
  const user = await request.currentUser();
  if (!user) throw new HttpError(401, "Please sign in first");
  return user;
}

/** A call that names a user id acts only for the signed-in user (docs/requirements/accounts.md#sessions). */
export async function requireSelf(request: FastifyRequest, userId: string): Promise<UserRow> {
  const user = await requireUser(request);
  if (user.id !== userId) throw forbidden("You can only act on your own account");
  return user;
}
