import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../src/db/schema/index.js";
import { randomIp, uniqueEmail } from "./auth-helpers.js";
import { createTestApp, databaseKinds, type TestApp } from "./helpers.js";
import { createTestAppWithMail, type TestAppWithMail } from "./mail-server.js";

const SHOP_EMAIL = "hello@shop.example.com";

describe.each(databaseKinds)("POST /api/contactus on %s, with a real SMTP server", (kind) => {
  let t: TestAppWithMail;
  beforeAll(async () => {
    t = await createTestAppWithMail(kind, { SHOP_EMAIL, SHOP_NAME: "Pasal Test" });
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (payload: unknown, ip = randomIp()) => t.app.inject({ method: "POST", url: "/api/contactus", payload: payload as object, remoteAddress: ip });
  const storedFrom = (email: string) => t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
  const waitForMail = async (count: number) => {
    for (let i = 0; i < 100 && t.mail.to(SHOP_EMAIL).length < count; i++) await new Promise((r) => setTimeout(r, 50));
    return t.mail.to(SHOP_EMAIL);
  };

  it("stores the message and mails it to the shop, replying to the sender", async () => {
    const email = uniqueEmail("asha");
    const before = t.mail.to(SHOP_EMAIL).length;
    const res = await send({ name: "  Asha Gurung ", email, message: "Do you deliver to Pokhara on Saturdays?" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.stringMatching(/thank you/i) });

    const rows = await storedFrom(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Asha Gurung", message: "Do you deliver to Pokhara on Saturdays?" });

    const mails = await waitForMail(before + 1);
    const raw = mails.at(-1)!.raw;
    expect(raw).toMatch(new RegExp(`^Reply-To: ${email.replace(/\./g, "\\.")}`, "im"));
    expect(raw).toMatch(/^Subject: \[Pasal Test contact\] Message from Asha Gurung/im);
    expect(raw).toContain("Do you deliver to Pokhara on Saturdays?");
  });

  it("keeps a name on one line and escapes markup in the HTML part", async () => {
    const email = uniqueEmail("evil");
    const before = t.mail.to(SHOP_EMAIL).length;
    const res = await send({ name: "Eve\r\nBcc: victim@example.com", email, message: "<script>alert(1)</script>" });
    expect(res.statusCode).toBe(200);
    const raw = (await waitForMail(before + 1)).at(-1)!.raw;
    expect(raw).not.toMatch(/^Bcc:/im);
    const html = raw.slice(raw.indexOf("Content-Type: text/html"));
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>");
  });

  it.each([
    [{ email: "a@example.com", message: "Hi" }, /name/i],
    [{ name: "Ram", email: "", message: "Hi" }, /Email is required/],
    [{ name: "Ram", email: "not-an-email", message: "Hi" }, /Enter a valid email address/],
    [{ name: "Ram", email: "ram@example.com", message: "   " }, /Message is required/],
    [{ name: "Ram", email: "ram@example.com", message: "x".repeat(5001) }, /at most 5000/],
  ])("refuses %o with a 400 that says why, and stores nothing", async (payload, reason) => {
    const before = await t.database.db.select().from(contactMessages);
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(reason);
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(before.length);
  });

  it("limits how many messages one address can send", async () => {
    const email = uniqueEmail("chatty");
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await send({ name: "Chatty", email, message: `Message ${i}` })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await storedFrom(email)).toHaveLength(3);
  });

  it("limits how many messages one network address can send", async () => {
    const ip = randomIp();
    let last = 0;
    for (let i = 0; i < 11; i++) last = (await send({ name: "Busy", email: uniqueEmail("busy"), message: "Hi" }, ip)).statusCode;
    expect(last).toBe(429);
    const refused = await send({ name: "Busy", email: uniqueEmail("busy"), message: "Hi" }, ip);
    expect(refused.json().message).toMatch(/try again in \d+ minute/);
  });
});

describe("POST /api/contactus when the mail server is down", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { SMTP_URL: "smtp://127.0.0.1:9" });
  });
  afterAll(() => t.close());

  it("answers 503 with a message and keeps the message", async () => {
    const email = uniqueEmail("offline");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contactus",
      payload: { name: "Hari", email, message: "Hello?" },
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/try again later/i);
    expect(await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email))).toHaveLength(1);
  });
});
