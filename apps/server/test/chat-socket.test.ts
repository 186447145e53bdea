import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import type { Database } from "../src/db/client.js";
import { SocketIdentities } from "../src/modules/chat/chat-identity.js";
import { attachChatSocket } from "../src/modules/chat/chat-socket.js";
import { attachPresence } from "../src/modules/presence/presence-server.js";
import { signUp } from "./auth-helpers.js";
import { GUEST_COOKIE, signUpAdmin } from "./chat-helpers.js";
import { createTestApp, openTestDatabase, type TestApp } from "./helpers.js";
import { REDIS_URL, deleteRedisKeys, redisReachable } from "./redis-fixture.js";

const TOO_FAST = "You are sending messages too fast. Please wait a moment.";

const sockets: Socket[] = [];
function client(url: string, cookie?: string): Socket {
  const socket = connect(url, { path: "/socket.io", extraHeaders: cookie ? { cookie } : {}, reconnection: false, forceNew: true });
  sockets.push(socket);
  return socket;
}
const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
const next = <T = Record<string, unknown>>(socket: Socket, event: string, timeoutMs = 5_000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
/** Every `event` the socket hears from now on. */
const collect = (socket: Socket, event: string) => {
  const seen: Record<string, unknown>[] = [];
  socket.on(event, (payload: Record<string, unknown>) => seen.push(payload));
  return seen;
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

describe("chat over socket.io, as the store runs it", () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp("pglite", {}, { presence: true });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it("delivers a shopper's message to the staff and the staff's HTTP reply to the shopper, live", async () => {
    const shopper = await signUp(t.app, { fullName: "Bikash Rai" });
    const admin = await signUpAdmin(t.app);
    const shopperSocket = client(url, shopper.cookie);
    const staffSocket = client(url, admin.cookie);
    await Promise.all([shopperSocket, staffSocket].map(connected));

    expect(await staffSocket.emitWithAck("admin:subscribe")).toEqual({ ok: true });
    expect(await shopperSocket.emitWithAck("user:subscribe", { userId: randomUUID() })).toEqual({ ok: true });

    const staffHears = next(staffSocket, "user-message");
    const echo = next(shopperSocket, "user-message");
    const ack = await shopperSocket.emitWithAck("user-message", { text: " Is the charger included? ", userId: admin.user._id });
    expect(ack).toMatchObject({ ok: true, message: { text: "Is the charger included?", sender: "user", attachment: null } });
    expect(await staffHears).toEqual(ack.message);
    expect(await echo).toEqual(ack.message);

    const answer = next(shopperSocket, "admin-message");
    const reply = await t.app.inject({
      method: "POST",
      url: `/api/admin/chat/conversations/${ack.message.conversationId}/messages`,
      headers: { cookie: admin.cookie },
      payload: { text: "Yes, a 25 W charger is in the box." },
    });
    expect(reply.statusCode).toBe(201);
    expect(await answer).toEqual(reply.json());
    expect(reply.json()).toMatchObject({ sender: "admin", text: "Yes, a 25 W charger is in the box." });

    // The same conversation over HTTP.
    const history = await t.app.inject({ url: "/api/chat/messages", headers: { cookie: shopper.cookie } });
    expect(history.json().messages.map((m: { text: string }) => m.text)).toEqual(["Is the charger included?", "Yes, a 25 W charger is in the box."]);
  });

  it("ignores a client-sent id in user:subscribe: a stranger never hears another shopper's conversation", async () => {
    const shopper = await signUp(t.app);
    const admin = await signUpAdmin(t.app);
    const shopperSocket = client(url, shopper.cookie);
    const stranger = client(url);
    const otherShopper = client(url, (await signUp(t.app)).cookie);
    await Promise.all([shopperSocket, stranger, otherShopper].map(connected));
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/chat/messages",
      headers: { cookie: shopper.cookie },
      payload: { text: "My address is Ward 4, Lalitpur" },
    });
    const conversationId = sent.json().conversationId;

    const claim = { userId: shopper.user._id, _id: shopper.user._id, conversationId, guestId: randomUUID(), room: `chat:user:${shopper.user._id}` };
    await shopperSocket.emitWithAck("user:subscribe");
    expect(await stranger.emitWithAck("user:subscribe", claim)).toEqual({ ok: true });
    expect(await otherShopper.emitWithAck("user:subscribe", claim)).toEqual({ ok: true });
    const strangerHeard = collect(stranger, "user-message");
    const strangerAnswers = collect(stranger, "admin-message");
    const otherHeard = collect(otherShopper, "admin-message");

    const delivered = next(shopperSocket, "admin-message");
    await t.app.inject({
      method: "POST",
      url: `/api/admin/chat/conversations/${conversationId}/messages`,
      headers: { cookie: admin.cookie },
      payload: { text: "We will deliver on Sunday" },
    });
    expect((await delivered).text).toBe("We will deliver on Sunday");

    // The stranger's message, whatever it claims, goes to a guest conversation of its own.
    const own = await stranger.emitWithAck("user-message", { text: "Who am I?", ...claim });
    expect(own.ok).toBe(true);
    expect(own.message.conversationId).not.toBe(conversationId);
    await pause(300);
    expect(strangerHeard.map((m) => m.text)).toEqual(["Who am I?"]);
    expect(strangerAnswers).toEqual([]);
    expect(otherHeard).toEqual([]);
    const history = await t.app.inject({ url: "/api/chat/messages", headers: { cookie: shopper.cookie } });
    expect(history.json().messages.map((m: { text: string }) => m.text)).toEqual(["My address is Ward 4, Lalitpur", "We will deliver on Sunday"]);
  });

  it("keeps the staff room to admins", async () => {
    const shopper = client(url, (await signUp(t.app)).cookie);
    const guest = client(url);
    await Promise.all([shopper, guest].map(connected));
    for (const socket of [shopper, guest]) {
      const error = next(socket, "chat:error");
      expect(await socket.emitWithAck("admin:subscribe")).toEqual({ ok: false, message: "Only the shop's staff can open the inbox" });
      expect(await error).toEqual({ message: "Only the shop's staff can open the inbox" });
    }
    const heard = collect(shopper, "user-message");
    await guest.emitWithAck("user-message", { text: "anyone there?" });
    await pause(300);
    expect(heard).toEqual([]);
  });

  it("answers refused messages with chat:error, and a socket sending too fast is told so", async () => {
    const socket = client(url, (await signUp(t.app)).cookie);
    await connected(socket);
    const errors = collect(socket, "chat:error");
    for (const [payload, message] of [
      [{ text: "nul \u0000 inside" }, "The message contains characters that are not allowed"],
      [{ text: "lone \udc00" }, "The message contains characters that are not allowed"],
      [{ text: "" }, "Write a message first"],
      [{ text: "x".repeat(2001) }, "Keep the message under 2000 characters"],
      ["just a string", "Send the message as { text }"],
      [{ text: "see file", attachmentUrl: "/uploads/chat/" + "a".repeat(32) + ".png" }, "Attach a file uploaded to this chat first"],
    ] as const) {
      expect(await socket.emitWithAck("user-message", payload)).toEqual({ ok: false, message });
    }
    // Refused messages counted too: 6 so far, 14 more pass, then the budget of 20 is spent.
    for (let i = 0; i < 14; i++) expect((await socket.emitWithAck("user-message", { text: `quick ${i}` })).ok).toBe(true);
    expect(await socket.emitWithAck("user-message", { text: "one too many" })).toEqual({ ok: false, message: TOO_FAST });
    socket.emit("user-message", { text: "and without an ack" });
    await pause(200);
    expect(errors.at(-1)).toEqual({ message: TOO_FAST });
    expect(errors).toHaveLength(8);
    expect(socket.connected).toBe(true);
  });

  it("gives a guest socket a signed cookie at the handshake, the same conversation as the HTTP calls", async () => {
    const handshake = await fetch(`${url}/socket.io/?EIO=4&transport=polling`);
    const setCookie = handshake.headers.getSetCookie().find((c) => c.startsWith(`${GUEST_COOKIE}=`))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = setCookie.split(";")[0]!;

    const socket = client(url, cookie);
    await connected(socket);
    await socket.emitWithAck("user:subscribe");
    const sent = await socket.emitWithAck("user-message", { text: "Sent from the widget" });
    expect(sent.ok).toBe(true);
    const history = await t.app.inject({ url: "/api/chat/messages", headers: { cookie } });
    expect(history.json().messages.map((m: { _id: string }) => m._id)).toEqual([sent.message._id]);
    expect(history.cookies.find((c) => c.name === GUEST_COOKIE)).toBeUndefined();

    // A socket with a forged guest cookie gets a fresh guest, not the conversation above.
    const forged = client(url, `${GUEST_COOKIE}=${cookie.split("=")[1]!.split(".")[0]}.forged`);
    await connected(forged);
    const other = await forged.emitWithAck("user-message", { text: "Whose chat is this?" });
    expect(other.message.conversationId).not.toBe(sent.message.conversationId);
  });
});

describe.skipIf(!redisReachable)("a staff reply on one instance reaches the shopper's socket on another", () => {
  const keyPrefix = `pasal-test:${randomUUID()}:`;
  let database: Database;
  const apps: { app: App; url: string }[] = [];
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: `/tmp/pasal-chat-${randomUUID()}`,
      REDIS_URL,
      SESSION_SECRET: "s".repeat(40),
    });
    for (let i = 0; i < 2; i++) {
      // Wired as app.ts does, but on this test's own Redis key prefix.
      const app = await buildApp({ config, database, logger: false });
      const presence = await attachPresence(app, { config, keyPrefix, resolveUserId: async () => null });
      attachChatSocket(presence.io, {
        chat: app.services.chat,
        identities: new SocketIdentities(app, app.services.sessions, config),
        log: app.log,
        messagesPerMinute: 20,
      });
      await app.listen({ port: 0, host: "127.0.0.1" });
      apps.push({ app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` });
    }
  });
  afterAll(async () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    await Promise.all(apps.map(({ app }) => app.close()));
    await database?.close();
    await deleteRedisKeys(`${keyPrefix}*`);
  });

  it("through the socket.io Redis adapter", async () => {
    const [a, b] = apps as [{ app: App; url: string }, { app: App; url: string }];
    const shopper = await signUp(a.app);
    const admin = await signUpAdmin(a.app);
    const onB = client(b.url, shopper.cookie);
    const staffOnB = client(b.url, admin.cookie);
    await Promise.all([onB, staffOnB].map(connected));
    await onB.emitWithAck("user:subscribe");
    await staffOnB.emitWithAck("admin:subscribe");

    const staffHears = next(staffOnB, "user-message");
    const sent = await a.app.inject({
      method: "POST",
      url: "/api/chat/messages",
      headers: { cookie: shopper.cookie },
      payload: { text: "Sent over HTTP to A" },
    });
    expect((await staffHears).text).toBe("Sent over HTTP to A");

    const heard = next(onB, "admin-message");
    const reply = await a.app.inject({
      method: "POST",
      url: `/api/admin/chat/conversations/${sent.json().conversationId}/messages`,
      headers: { cookie: admin.cookie },
      payload: { text: "Answered on A" },
    });
    expect(reply.statusCode).toBe(201);
    expect(await heard).toEqual(reply.json());
  });
});
