import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../src/db/schema/index.js";
import { randomIp, signUp, uniqueEmail } from "./auth-helpers.js";
import { createTestApp, type TestApp } from "./helpers.js";

describe("sessions, mail outbox and limits", () => {
  let t: TestApp;
  let secure: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
    secure = await createTestApp("pglite", { PUBLIC_URL: "https://pasal.example" });
  });
  afterAll(async () => {
    await t.close();
    await secure.close();
  });

  it("marks the session cookie Secure when the store is served over https", async () => {
    const { response } = await signUp(secure.app);
    expect(response.cookies.find((c) => c.name === "pasal_session")!.secure).toBe(true);
    const { response: plain } = await signUp(t.app);
    expect(plain.cookies.find((c) => c.name === "pasal_session")!.secure).toBeUndefined();
  });

  it("slides a remembered session's expiry on use and re-sends the cookie", async () => {
    const { cookie, email } = await signUp(t.app);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const soon = new Date(Date.now() + 3 * 86_400_000);
    await t.database.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.userId, user!.id));
    const check = await t.app.inject({ url: "/api/auth/check", headers: { cookie } });
    expect(check.statusCode).toBe(200);
    const resent = check.cookies.find((c) => c.name === "pasal_session")!;
    expect(new Date(resent.expires!).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    // An expired session is no session.
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user!.id));
    expect((await t.app.inject({ url: "/api/auth/check", headers: { cookie } })).statusCode).toBe(401);
  });

  it("writes mail to DATA_DIR/outbox when no SMTP server is configured", async () => {
    const { email } = await signUp(t.app);
    await t.app.inject({ method: "POST", url: "/api/forgot-password", payload: { forgotPasswordEmail: email }, remoteAddress: randomIp() });
    const outbox = path.join(t.config.DATA_DIR, "outbox");
    let files: string[] = [];
    for (let i = 0; i < 50 && files.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      try {
        // Sign-up's confirmation mail is there too: only the reset's.
        files = readdirSync(outbox).filter((f) => f.includes(email) && readFileSync(path.join(outbox, f), "utf8").includes("password reset code"));
      } catch {
        files = [];
      }
    }
    expect(files).toHaveLength(1);
    expect(readFileSync(path.join(outbox, files[0]!), "utf8")).toMatch(/reset your Pasal password is \d{6}\./);
  });

  it("answers a sign-up flood from one address with 429", async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/signup",
        remoteAddress: ip,
        payload: { fullName: "Flood", phoneNumber: "9800000000", email: uniqueEmail("flood"), password: "flood-flood-1" },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("answers a code-guessing flood from one address with 429", async () => {
    const ip = randomIp();
    let last = 0;
    for (let i = 0; i < 31; i++) {
      last = (await t.app.inject({ method: "POST", url: "/api/verify-code", remoteAddress: ip, payload: { email: uniqueEmail("guess"), code: "123456" } }))
        .statusCode;
    }
    expect(last).toBe(429);
  });
});
