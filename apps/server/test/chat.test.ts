import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadsDir } from "../src/storage/upload-store.js";
import { randomIp, signUp } from "./auth-helpers.js";
import { GUEST_COOKIE, guestCookieFrom, signUpAdmin } from "./chat-helpers.js";
import { createTestApp, databaseKinds, type TestApp } from "./helpers.js";
import { ELF, PDF, PNG, SVG, multipart, oversized, type FormValue } from "./upload-helpers.js";

const TOO_FAST = "You are sending messages too fast. Please wait a moment.";
const BAD_CHARACTERS = "The message contains characters that are not allowed";
/** NUL and lone surrogates stop at the app-wide text guard (request-guards.ts) before the chat's own rule. */
const NOT_ALLOWED = "not allowed";

describe.each(databaseKinds)("chat over HTTP on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const call = (options: { method?: "GET" | "POST"; url: string; cookie?: string; payload?: unknown }) =>
    t.app.inject({
      method: options.method ?? "GET",
      url: options.url,
      headers: options.cookie ? { cookie: options.cookie } : {},
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
      remoteAddress: randomIp(),
    });
  const history = async (cookie?: string) => (await call({ url: "/api/chat/messages", cookie })).json();
  const send = (cookie: string | undefined, payload: unknown) => call({ method: "POST", url: "/api/chat/messages", cookie, payload });
  async function upload(cookie: string | undefined, file: FormValue) {
    const form = await multipart([["file", file]]);
    return t.app.inject({
      method: "POST",
      url: "/api/chat/upload",
      ...form,
      headers: { ...form.headers, ...(cookie ? { cookie } : {}) },
      remoteAddress: randomIp(),
    });
  }
  /** A guest's first chat call, which gives it its cookie. */
  async function newGuest(): Promise<string> {
    const first = await call({ url: "/api/chat/messages" });
    return guestCookieFrom(first)!;
  }

  it("keeps a signed-in shopper's conversation, whatever ids the payload names", async () => {
    const shopper = await signUp(t.app);
    const other = await signUp(t.app);
    const empty = await call({ url: "/api/chat/messages", cookie: shopper.cookie });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ messages: [], hasMore: false });
    expect(guestCookieFrom(empty)).toBeUndefined();

    const sent = await send(shopper.cookie, {
      text: "  Is the Galaxy A55 in stock in Pokhara?\r\n  ",
      userId: other.user._id,
      conversationId: "00000000-0000-0000-0000-000000000000",
      sender: "admin",
    });
    expect(sent.statusCode).toBe(201);
    const message = sent.json();
    expect(message).toMatchObject({ text: "Is the Galaxy A55 in stock in Pokhara?", sender: "user", attachment: null });
    expect(Date.now() - Date.parse(message.createdAt)).toBeLessThan(60_000);

    expect((await history(shopper.cookie)).messages).toEqual([message]);
    expect(await history(other.cookie)).toEqual({ messages: [], hasMore: false });
  });

  it("gives a guest a signed, httpOnly cookie on the first call and keeps its conversation across calls", async () => {
    const first = await call({ url: "/api/chat/messages" });
    expect(first.json()).toEqual({ messages: [], hasMore: false });
    const setCookie = first.cookies.find((c) => c.name === GUEST_COOKIE)!;
    expect(setCookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(setCookie.value).toMatch(/^[0-9a-f-]{36}\..+$/); // id.signature
    const cookie = guestCookieFrom(first)!;

    expect((await send(cookie, { text: "Do you deliver to Butwal?" })).statusCode).toBe(201);
    const again = await call({ url: "/api/chat/messages", cookie });
    expect(guestCookieFrom(again)).toBeUndefined();
    expect(again.json().messages.map((m: { text: string }) => m.text)).toEqual(["Do you deliver to Butwal?"]);

    // No cookie: a new guest, with a new cookie and an empty conversation.
    const stranger = await send(undefined, { text: "Hello?" });
    expect(stranger.statusCode).toBe(201);
    expect(guestCookieFrom(stranger)).not.toBe(cookie);
    expect((await history(guestCookieFrom(stranger))).messages.map((m: { text: string }) => m.text)).toEqual(["Hello?"]);
  });

  it("never lets an unsigned or forged guest cookie into another guest's conversation", async () => {
    const victim = await newGuest();
    await send(victim, { text: "My order number is ORD-123, phone 9841000000" });
    const [, signed] = victim.split("=");
    const [id, signature] = signed!.split(".");
    const forgeries = [
      `${GUEST_COOKIE}=${id}`,
      `${GUEST_COOKIE}=${id}.${"A".repeat(signature!.length)}`,
      `${GUEST_COOKIE}=${crypto.randomUUID()}.${signature}`,
    ];
    for (const forged of forgeries) {
      const res = await call({ url: "/api/chat/messages", cookie: forged });
      expect(res.json(), forged).toEqual({ messages: [], hasMore: false });
      const fresh = guestCookieFrom(res);
      expect(fresh, forged).toBeDefined();
      expect(fresh!.split("=")[1]!.split(".")[0], forged).not.toBe(id);
    }
    expect((await history(victim)).messages).toHaveLength(1);
  });

  it("refuses text that is empty, too long, or holds control characters or lone surrogates, storing nothing", async () => {
    const cookie = await newGuest();
    const refused: [unknown, string][] = [
      [{ text: "" }, "Write a message first"],
      [{ text: "  \n\t " }, "Write a message first"],
      [{ text: "a".repeat(2001) }, "Keep the message under 2000 characters"],
      [{ text: "hi\u0000there" }, NOT_ALLOWED],
      [{ text: "half \ud800 of a pair" }, NOT_ALLOWED],
      [{ text: "ring \u0007 the bell" }, BAD_CHARACTERS],
      [{ text: "escape \u001b[31m red" }, BAD_CHARACTERS],
      [{ text: 42 }, "Write a message first"],
      [{}, "Write a message first"],
    ];
    for (const [payload, message] of refused) {
      const res = await send(cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toContain(message);
    }
    expect((await history(cookie)).messages).toEqual([]);

    // Markup is text like any other (the widget shows it as typed); emoji and Nepali are fine.
    const kept = ["<img src=x onerror=alert(1)>", "नमस्ते 🙏\nline two", "b".repeat(2000)];
    for (const text of kept) expect((await send(cookie, { text })).statusCode).toBe(201);
    expect((await history(cookie)).messages.map((m: { text: string }) => m.text)).toEqual(kept);
  });

  it("takes one image or PDF by its bytes, serves it back, and lets only this conversation attach it", async () => {
    const cookie = await newGuest();
    const image = await upload(cookie, { data: PNG, name: "receipt.jpg", type: "image/jpeg" });
    expect(image.statusCode).toBe(201);
    expect(image.json()).toEqual({ url: expect.stringMatching(/^\/uploads\/chat\/[0-9a-f]{32}\.png$/), type: "image" });
    const served = await t.app.inject({ url: image.json().url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");

    const pdf = await upload(cookie, { data: PDF, name: "warranty.pdf", type: "application/pdf" });
    expect(pdf.json()).toMatchObject({ type: "document" });
    const pdfServed = await t.app.inject({ url: pdf.json().url });
    expect(pdfServed.statusCode).toBe(200);
    expect(pdfServed.headers["content-disposition"]).toBe("attachment");

    const filesBefore = readdirSync(uploadsDir(t.config.DATA_DIR, "chat")).length;
    for (const [file, status, message] of [
      [{ data: ELF, name: "photo.png", type: "image/png" }, 400, "Only JPG, PNG, GIF, WebP images and PDF files can be attached"],
      [{ data: SVG, name: "logo.svg", type: "image/svg+xml" }, 400, "Only JPG, PNG, GIF, WebP images and PDF files can be attached"],
      [{ data: oversized(), name: "huge.png", type: "image/png" }, 413, "Files must be less than 5MB"],
    ] as const) {
      const res = await upload(cookie, file);
      expect(res.statusCode, file.name).toBe(status);
      expect(res.json().message, file.name).toBe(message);
    }
    const json = await call({ method: "POST", url: "/api/chat/upload", cookie, payload: { file: "x" } });
    expect(json.statusCode).toBe(400);
    expect(readdirSync(uploadsDir(t.config.DATA_DIR, "chat"))).toHaveLength(filesBefore);

    const withImage = await send(cookie, { text: "Here is the receipt", attachmentUrl: image.json().url });
    expect(withImage.statusCode).toBe(201);
    expect(withImage.json().attachment).toEqual({ url: image.json().url, type: "image" });
    // The same file sent back as an absolute URL is the same upload.
    const absolute = await send(cookie, { text: "And again", attachmentUrl: `http://localhost:3000${pdf.json().url}` });
    expect(absolute.json().attachment).toEqual({ url: pdf.json().url, type: "document" });

    const other = await newGuest();
    for (const attachmentUrl of [image.json().url, "https://evil.example/x.png", "/uploads/reviews/" + "a".repeat(32) + ".png", "javascript:alert(1)"]) {
      const res = await send(other, { text: "look", attachmentUrl });
      expect(res.statusCode, attachmentUrl).toBe(400);
      expect(res.json().message, attachmentUrl).toBe("Attach a file uploaded to this chat first");
    }
    expect((await history(other)).messages).toEqual([]);
  });

  it("answers pages of history, oldest first, with `before`", async () => {
    const cookie = await newGuest();
    for (const text of ["one", "two", "three", "four", "five"]) await send(cookie, { text });
    const latest = (await call({ url: "/api/chat/messages?limit=2", cookie })).json();
    expect(latest.messages.map((m: { text: string }) => m.text)).toEqual(["four", "five"]);
    expect(latest.hasMore).toBe(true);
    const older = (await call({ url: `/api/chat/messages?limit=2&before=${latest.messages[0]._id}`, cookie })).json();
    expect(older.messages.map((m: { text: string }) => m.text)).toEqual(["two", "three"]);
    const oldest = (await call({ url: `/api/chat/messages?limit=2&before=${older.messages[0]._id}`, cookie })).json();
    expect(oldest).toMatchObject({ hasMore: false, messages: [{ text: "one" }] });
    expect((await call({ url: "/api/chat/messages?limit=0", cookie })).statusCode).toBe(400);
    expect((await call({ url: "/api/chat/messages?before=nope", cookie })).statusCode).toBe(400);
  });

  it("limits a conversation to 20 messages a minute, from any address", async () => {
    const shopper = await signUp(t.app);
    for (let i = 1; i <= 20; i++) expect((await send(shopper.cookie, { text: `message ${i}` })).statusCode).toBe(201);
    const limited = await send(shopper.cookie, { text: "message 21" });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(TOO_FAST);
    expect((await history(shopper.cookie)).messages).toHaveLength(20);
    // Another shopper is not held up by it.
    expect((await send(await newGuest(), { text: "hello" })).statusCode).toBe(201);
  });

  it("keeps the staff inbox to admins: 401 without a session, 403 for a shopper", async () => {
    const shopper = await signUp(t.app);
    const id = "00000000-0000-0000-0000-000000000000";
    for (const [method, url, payload] of [
      ["GET", "/api/admin/chat/conversations", undefined],
      ["GET", `/api/admin/chat/conversations/${id}/messages`, undefined],
      ["POST", `/api/admin/chat/conversations/${id}/messages`, { text: "hi" }],
      ["POST", `/api/admin/chat/conversations/not-an-id/messages`, { text: "" }],
    ] as const) {
      const anonymous = await call({ method, url, payload });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json().message).toBe("Please sign in first");
      const customer = await call({ method, url, payload, cookie: shopper.cookie });
      expect(customer.statusCode, `${method} ${url}`).toBe(403);
      expect(customer.json().message).toBe("Only the shop's staff can do this");
    }
  });

  it("lists conversations for the staff, newest first with who, last message and unread count, and stores replies", async () => {
    const admin = await signUpAdmin(t.app);
    const shopper = await signUp(t.app, { fullName: "Gita Gurung" });
    await send(shopper.cookie, { text: "Is COD available?" });
    await send(shopper.cookie, { text: "For Dharan" });
    const guest = await newGuest();
    await send(guest, { text: "Guest question" });

    const inbox = await call({ url: "/api/admin/chat/conversations?limit=100", cookie: admin.cookie });
    expect(inbox.statusCode).toBe(200);
    const { conversations } = inbox.json();
    expect(conversations[0]).toMatchObject({ shopper: { name: "Guest", email: null, userId: null }, unread: 1, lastMessage: { text: "Guest question" } });
    const gita = conversations[1];
    expect(gita).toMatchObject({
      shopper: { name: "Gita Gurung", email: shopper.email, userId: shopper.user._id },
      unread: 2,
      lastMessage: { text: "For Dharan", sender: "user" },
    });
    const times = conversations.map((c: { updatedAt: string }) => Date.parse(c.updatedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const thread = await call({ url: `/api/admin/chat/conversations/${gita._id}/messages`, cookie: admin.cookie });
    expect(thread.json().messages.map((m: { text: string }) => m.text)).toEqual(["Is COD available?", "For Dharan"]);
    const afterRead = (await call({ url: "/api/admin/chat/conversations?limit=100", cookie: admin.cookie })).json().conversations;
    expect(afterRead.find((c: { _id: string }) => c._id === gita._id).unread).toBe(0);

    const reply = await call({
      method: "POST",
      url: `/api/admin/chat/conversations/${gita._id}/messages`,
      cookie: admin.cookie,
      payload: { text: " Yes, COD is available in Dharan. " },
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ text: "Yes, COD is available in Dharan.", sender: "admin", conversationId: gita._id });
    expect((await history(shopper.cookie)).messages.at(-1)).toEqual(reply.json());
    const moved = (await call({ url: "/api/admin/chat/conversations", cookie: admin.cookie })).json().conversations[0];
    expect(moved).toMatchObject({ _id: gita._id, unread: 0, lastMessage: { sender: "admin" } });

    const bad = await call({ method: "POST", url: `/api/admin/chat/conversations/${gita._id}/messages`, cookie: admin.cookie, payload: { text: "a\u0000b" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(NOT_ALLOWED);
    const missing = await call({
      method: "POST",
      url: "/api/admin/chat/conversations/00000000-0000-0000-0000-000000000000/messages",
      cookie: admin.cookie,
      payload: { text: "hi" },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("There is no such conversation");
    expect((await call({ url: "/api/admin/chat/conversations/nope/messages", cookie: admin.cookie })).statusCode).toBe(400);
  });
});
