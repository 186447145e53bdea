import type { IncomingMessage, Server as HttpServer } from "node:http";
import { PRESENCE, idSchema } from "@pasal/shared";
import { createAdapter } from "@socket.io/redis-adapter";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { Server, type Socket } from "socket.io";
import { z } from "zod";
import type { Config } from "../../config.js";
import { trustsPeer } from "../../lib/trust-proxy.js";
import { MemoryPresenceStore, RedisPresenceStore, type PresenceCounts, type PresenceStore } from "./presence-store.js";

export interface PresenceOptions {
  config: Config;
  /** The signed-in user's id for a Cookie header, or null; comes from the auth module. */
  resolveUserId: (cookieHeader: string | undefined) => Promise<string | null>;
  /** Prefix of the Redis keys and pub/sub channels (default `pasal:presence:`); tests use their own. */
  keyPrefix?: string;
}

export interface Presence {
  store: PresenceStore;
  /** The socket.io server, shared with the chat's events (modules/chat/chat-socket.ts). */
  io: Server;
  counts(): Promise<PresenceCounts>;
}

/** A client pings every 15 s; anything much faster from one socket is noise (or abuse) and is dropped. */
const MIN_PING_GAP_MS = 1_000;
/** How long a socket's resolved session is trusted before the cookie is looked up again. */
const USER_RECHECK_MS = 60_000;

const guestId = idSchema.transform((id) => id.toLowerCase());
/** The storefront sends `{ guest_id }`; a bare id is accepted too. */
const guestPingSchema = z.union([guestId, z.object({ guest_id: guestId }).transform((ping) => ping.guest_id)]);

interface SocketState {
  lastPing: { user: number; guest: number };
  user?: { id: Promise<string | null>; at: number };
}

const attachedServers = new WeakSet<HttpServer>();

/**
 * Presence over socket.io on the app's own HTTP server (docs/requirements/accounts.md#presence):
 * `auth-ping` counts the user of the session cookie sent with the handshake (never an id from the
 * payload), `guest-ping` counts a guest id. With REDIS_URL the counts live in Redis and the socket.io
 * Redis adapter joins the instances. Call before the app is ready; it need not be listening.
 */
export async function attachPresence(app: FastifyInstance, options: PresenceOptions): Promise<Presence> {
  const { config, resolveUserId, keyPrefix = "pasal:presence:" } = options;
  if (attachedServers.has(app.server)) throw new Error("presence is already attached to this server");
  const log = app.log.child({ module: "presence" });

  // Hooks first: addHook throws once the app is ready, and it should throw before anything is opened.
  const opened: { io?: Server; store?: PresenceStore; redis?: RedisClients } = {};
  // Open sockets would keep the HTTP server from closing, so they go first; only this
  // instance's (a broadcast through the adapter would also drop the other instances' clients).
  app.addHook("preClose", async () => {
    opened.io?.local.disconnectSockets(true);
    opened.io?.engine.close();
  });
  app.addHook("onClose", async () => {
    const { io, store, redis } = opened;
    await io?.close();
    attachedServers.delete(app.server);
    await store?.close();
    if (redis) await Promise.all([redis.pub, redis.sub].map((client) => client.quit().catch(() => client.disconnect())));
  });

  const redis = config.REDIS_URL ? await openRedisClients(config.REDIS_URL, log) : undefined;
  const store: PresenceStore = redis ? new RedisPresenceStore(redis.store, { keyPrefix }) : new MemoryPresenceStore();
  Object.assign(opened, { redis, store });

  const allowedOrigins = new Set(config.CORS_ORIGINS);
  if (config.PUBLIC_URL) allowedOrigins.add(new URL(config.PUBLIC_URL).origin);
  const io = new Server(app.server, {
    path: "/socket.io",
    serveClient: false,
    maxHttpBufferSize: 16 * 1024,
    cors: { origin: [...allowedOrigins], credentials: true },
    // Browsers let any site open a WebSocket with our cookies: only our own pages may connect.
    allowRequest: (request, callback) => callback(null, originAllowed(request, allowedOrigins, trustsPeer(config.TRUST_PROXY, request.socket.remoteAddress))),
  });
  attachedServers.add(app.server);
  opened.io = io;
  if (redis) io.adapter(createAdapter(redis.pub, redis.sub, { key: `${keyPrefix}socket.io` }));

  const record = (kind: "user" | "guest", id: string) =>
    store.seen(kind, id, Date.now()).catch((err: unknown) => log.warn({ err }, "presence: could not record a ping"));

  io.on("connection", (socket) => {
    const state: SocketState = { lastPing: { user: 0, guest: 0 } };
    const due = (kind: "user" | "guest") => {
      const now = Date.now();
      if (now - state.lastPing[kind] < MIN_PING_GAP_MS) return false;
      state.lastPing[kind] = now;
      return true;
    };

    socket.on(PRESENCE.authPing, () => {
      if (!due("user")) return;
      void signedInUser(socket, state, resolveUserId, log).then((userId) => (userId ? record("user", userId) : undefined));
    });

    socket.on(PRESENCE.guestPing, (payload: unknown) => {
      const parsed = guestPingSchema.safeParse(payload);
      if (!parsed.success || !due("guest")) return;
      void record("guest", parsed.data);
    });
  });

  return { store, io, counts: () => store.counts(Date.now()) };
}

/** The session cookie is the handshake's, so it is looked up once a minute, not on every ping. */
function signedInUser(socket: Socket, state: SocketState, resolveUserId: PresenceOptions["resolveUserId"], log: FastifyBaseLogger): Promise<string | null> {
  const now = Date.now();
  if (!state.user || now - state.user.at >= USER_RECHECK_MS) {
    const cookie = socket.handshake.headers.cookie;
    const id = cookie
      ? resolveUserId(cookie).catch((err: unknown) => {
          log.warn({ err }, "presence: could not resolve the session");
          return null;
        })
      : Promise.resolve(null);
    state.user = { id, at: now };
  }
  return state.user.id;
}

function originAllowed(request: IncomingMessage, allowed: Set<string>, fromTrustedProxy: boolean): boolean {
  const origin = request.headers.origin;
  // No Origin: not a web page (a native or server client), which a cookie check still guards.
  if (!origin) return true;
  if (allowed.has(origin)) return true;
  const forwarded = request.headers["x-forwarded-host"];
  const host = (fromTrustedProxy && typeof forwarded === "string" ? forwarded.split(",")[0]?.trim() : undefined) ?? request.headers.host;
  return URL.canParse(origin) && host !== undefined && new URL(origin).host === host;
}

interface RedisClients {
  pub: Redis;
  sub: Redis;
  store: Redis;
}

/** Connects up front so that a wrong REDIS_URL stops the start instead of failing every ping. */
async function openRedisClients(url: string, log: FastifyBaseLogger): Promise<RedisClients> {
  const clients = ["pub", "sub", "store"].map((role) => {
    const client = new Redis(url, { lazyConnect: true });
    client.on("error", (err) => log.warn({ err }, `presence: redis ${role} connection error`));
    return client;
  });
  try {
    await Promise.all(clients.map((client) => client.connect()));
  } catch (err) {
    for (const client of clients) client.disconnect();
    throw err;
  }
  const [pub, sub, store] = clients as [Redis, Redis, Redis];
  return { pub, sub, store };
}
