import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { PRESENCE } from "@pasal/shared";
import { Redis } from "ioredis";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { attachPresence, type Presence } from "../src/modules/presence/presence-server.js";
import { MemoryPresenceStore, RedisPresenceStore, type PresenceStore } from "../src/modules/presence/presence-store.js";
import { createTestApp, type TestApp } from "./helpers.js";
import { REDIS_URL, deleteRedisKeys, redisReachable, withRedis } from "./redis-fixture.js";

/** Stands in for the auth module: the cookie `pasal_session=alice` is Alice's session. */
async function fakeResolveUserId(cookieHeader: string | undefined): Promise<string | null> {
  const session = cookieHeader?.match(/(?:^|;\s*)pasal_session=([^;]+)/)?.[1];
  return session ? `user-${session}` : null;
}

interface PresenceApp {
  t: TestApp;
  presence: Presence;
  url: string;
}

async function startPresenceApp(env: Record<string, string> = {}, keyPrefix?: string): Promise<PresenceApp> {
  const t = await createTestApp("pglite", env);
  const presence = await attachPresence(t.app, { config: t.config, resolveUserId: fakeResolveUserId, keyPrefix });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = t.app.server.address() as AddressInfo;
  return { t, presence, url: `http://127.0.0.1:${port}` };
}

const sockets: Socket[] = [];
function client(url: string, headers: Record<string, string> = {}): Socket {
  const socket = connect(url, { path: "/socket.io", extraHeaders: headers, reconnection: false, forceNew: true });
  sockets.push(socket);
  return socket;
}
const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    last = await read();
  }
  expect(last).toEqual(expected);
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("presence over socket.io, counted in memory", () => {
  let s: PresenceApp;
  beforeAll(async () => {
    s = await startPresenceApp();
  });
  afterAll(() => s.t.close());

  it("counts signed-in shoppers by session cookie and guests by guest id, ignoring bad pings", async () => {
    const guestA = randomUUID();
    const guestB = randomUUID().toUpperCase();
    const alice = client(s.url, { cookie: "theme=dark; pasal_session=alice" });
    const anonymous = client(s.url);
    const mallory = client(s.url);
    const guests = [client(s.url), client(s.url), client(s.url)];
    await Promise.all([alice, anonymous, mallory, ...guests].map(connected));

    // A payload never names the user; without a session an auth-ping counts nobody.
    anonymous.emit(PRESENCE.authPing, { _id: "user-bob" });
    for (const bad of ["not-a-uuid", 42, null, { guest_id: 7 }, { guestId: randomUUID() }, [randomUUID()], "x".repeat(10_000)]) {
      mallory.emit(PRESENCE.guestPing, bad);
    }
    mallory.emit(PRESENCE.guestPing);
    alice.emit(PRESENCE.authPing, { _id: "user-mallory" });
    guests[0]!.emit(PRESENCE.guestPing, { guest_id: guestA });
    guests[1]!.emit(PRESENCE.guestPing, guestB);
    // The same guest in a second tab is still one guest.
    guests[2]!.emit(PRESENCE.guestPing, { guest_id: guestA });

    await eventually(() => s.presence.counts(), { shoppers: 1, guests: 2 });
    await pause(300);
    expect(await s.presence.counts()).toEqual({ shoppers: 1, guests: 2 });
    expect(mallory.connected).toBe(true);
  });

  it("refuses a connection from another site's page", async () => {
    const foreign = client(s.url, { origin: "https://evil.example" });
    await expect(connected(foreign)).rejects.toThrow();
    const own = client(s.url, { origin: s.url });
    await expect(connected(own)).resolves.toBeUndefined();
  });
});

it("closes the app promptly while clients are still connected", async () => {
  const s = await startPresenceApp();
  const polling = connect(s.url, { transports: ["polling"], reconnection: false, forceNew: true });
  const websocket = client(s.url);
  sockets.push(polling);
  await Promise.all([polling, websocket].map(connected));
  const disconnected = new Promise((resolve) => websocket.once("disconnect", resolve));
  const started = Date.now();
  await s.t.close();
  expect(Date.now() - started).toBeLessThan(3_000);
  await disconnected;
});

const storeKinds: [string, () => PresenceStore][] = [["memory", () => new MemoryPresenceStore()]];
if (redisReachable) {
  storeKinds.push(["redis", () => new RedisPresenceStore(new Redis(REDIS_URL), { keyPrefix: `pasal-test:${randomUUID()}:` })]);
}

describe.each(storeKinds)("%s presence store", (_name, open) => {
  it(`counts only who was seen within the last ${PRESENCE.onlineWindowMs / 1000} s`, async () => {
    const store = open();
    try {
      const t0 = 1_700_000_000_000;
      await store.seen("guest", "old-guest", t0);
      await store.seen("user", "old-user", t0);
      await store.seen("guest", "guest-1", t0 + 10_000);
      await store.seen("user", "user-1", t0 + 20_000);
      await store.seen("user", "user-1", t0 + 30_000);
      await store.seen("guest", "guest-2", t0 + 40_000);
      expect(await store.counts(t0 + 40_000)).toEqual({ shoppers: 2, guests: 3 });
      expect(await store.counts(t0 + PRESENCE.onlineWindowMs + 1)).toEqual({ shoppers: 1, guests: 2 });
      expect(await store.counts(t0 + 60_000)).toEqual({ shoppers: 1, guests: 1 });
      expect(await store.counts(t0 + 200_000)).toEqual({ shoppers: 0, guests: 0 });
    } finally {
      await store.close();
    }
  });
});

describe.skipIf(!process.env.REDIS_URL && !redisReachable)("presence across two instances through Redis", () => {
  const keyPrefix = `pasal-test:${randomUUID()}:`;
  let a: PresenceApp;
  let b: PresenceApp;
  beforeAll(async () => {
    a = await startPresenceApp({ REDIS_URL }, keyPrefix);
    b = await startPresenceApp({ REDIS_URL }, keyPrefix);
  });
  afterAll(async () => {
    await Promise.all([a?.t.close(), b?.t.close()]);
    await deleteRedisKeys(`${keyPrefix}*`);
  });

  it("lets each instance count the other's clients", async () => {
    const alice = client(a.url, { cookie: "pasal_session=alice" });
    const guestOnA = client(a.url);
    const guestOnB = client(b.url);
    await Promise.all([alice, guestOnA, guestOnB].map(connected));
    alice.emit(PRESENCE.authPing);
    guestOnA.emit(PRESENCE.guestPing, { guest_id: randomUUID() });
    guestOnB.emit(PRESENCE.guestPing, { guest_id: randomUUID() });

    await eventually(() => a.presence.counts(), { shoppers: 1, guests: 2 });
    expect(await b.presence.counts()).toEqual({ shoppers: 1, guests: 2 });
  });

  it("joins the instances' socket.io servers through the Redis adapter", async () => {
    const [, subscribers] = (await withRedis((redis) => redis.pubsub("NUMSUB", `${keyPrefix}socket.io-request#/#`))) as [string, number];
    expect(Number(subscribers)).toBe(2);
  });
});
