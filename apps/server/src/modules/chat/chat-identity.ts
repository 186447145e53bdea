import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";
import { isUuid } from "@pasal/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.js";
import { cookieSite } from "../../lib/cookie-policy.js";
import { SESSION_COOKIE } from "../auth/session-cookie.js";
import type { SessionService, UserRow } from "../auth/session-service.js";
import type { ChatOwner } from "./chat-owner.js";

/**
 * Who is chatting (decision 010): the signed-in user of the session cookie, else a guest whose
 * random id travels in a signed, httpOnly cookie that the first chat call (or socket handshake)
 * sets. An id in a payload is never believed; a forged or unsigned guest cookie is ignored.
 */
export const GUEST_COOKIE = "pasal_chat_guest";
const GUEST_COOKIE_SECONDS = 180 * 24 * 60 * 60;

type Unsign = (value: string) => { valid: boolean; value: string | null };

const guestCookieOptions = (secure: boolean) => ({ path: "/", httpOnly: true, sameSite: "lax", secure, maxAge: GUEST_COOKIE_SECONDS }) as const;

function guestIdFrom(value: string | undefined, unsign: Unsign): string | undefined {
  if (!value) return undefined;
  const result = unsign(value);
  return result.valid && result.value && isUuid(result.value) ? result.value : undefined;
}

/** The caller of a chat HTTP call; a guest without a valid cookie is given a new id (and cookie). */
export async function chatOwnerOfRequest(request: FastifyRequest, reply: FastifyReply, config: Config): Promise<ChatOwner> {
  const user = await request.currentUser();
  if (user) return { kind: "user", userId: user.id };
  const guestId = guestIdFrom(request.cookies[GUEST_COOKIE], (value) => request.unsignCookie(value));
  if (guestId) return { kind: "guest", guestId };
  const fresh = randomUUID();
  // SameSite=None when the storefront is on another site, as for the session cookie (cookie-policy.ts).
  reply.setCookie(GUEST_COOKIE, fresh, { ...guestCookieOptions(false), ...cookieSite(request, config), signed: true });
  return { kind: "guest", guestId: fresh };
}

const MINTED_GUEST = Symbol("chat guest id set at the handshake");
type HandshakeRequest = IncomingMessage & { [MINTED_GUEST]?: string };

export interface SocketCaller {
  owner: ChatOwner;
  /** The signed-in account (null for guests): staff rights come from its role. */
  user: UserRow | null;
}

/** The same rules for a socket, read from the cookies its handshake carried. */
export class SocketIdentities {
  constructor(
    private readonly app: FastifyInstance,
    private readonly sessions: SessionService,
    private readonly config: Config,
  ) {}

  /**
   * engine.io's "initial_headers": a handshake without a valid guest cookie gets one, so a
   * guest whose socket opened before any chat call still has a conversation of its own.
   */
  mintGuestCookie(headers: Record<string, unknown>, request: HandshakeRequest): void {
    if (this.guestCookie(request)) return;
    const id = randomUUID();
    request[MINTED_GUEST] = id;
    const secure = Boolean(this.config.PUBLIC_URL?.startsWith("https:")) || Boolean((request.socket as TLSSocket).encrypted);
    const cookie = this.app.serializeCookie(GUEST_COOKIE, this.app.signCookie(id), guestCookieOptions(secure));
    const existing = headers["Set-Cookie"];
    headers["Set-Cookie"] = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), cookie];
  }

  /** Looked up on every event, so a session that ended stops speaking for its user at once. */
  async resolve(request: HandshakeRequest): Promise<SocketCaller | null> {
    const token = this.cookies(request)[SESSION_COOKIE];
    const session = token ? await this.sessions.resolve(token) : null;
    if (session) return { owner: { kind: "user", userId: session.user.id }, user: session.user };
    const guestId = this.guestCookie(request) ?? request[MINTED_GUEST];
    return guestId ? { owner: { kind: "guest", guestId }, user: null } : null;
  }

  private guestCookie(request: IncomingMessage): string | undefined {
    return guestIdFrom(this.cookies(request)[GUEST_COOKIE], (value) => this.app.unsignCookie(value));
  }

  private cookies(request: IncomingMessage): Record<string, string | undefined> {
    const header = request.headers.cookie;
    return header ? this.app.parseCookie(header) : {};
  }
}
