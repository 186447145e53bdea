import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordResets } from "../src/db/schema/index.js";
import { cookiesFrom, randomIp, signUp, uniqueEmail } from "./auth-helpers.js";
import { databaseKinds } from "./helpers.js";
import { codeIn, isResetMail, createTestAppWithMail, type TestAppWithMail } from "./mail-server.js";

describe.each(databaseKinds)("forgot password on %s, with a real SMTP server", (kind) => {
  let t: TestAppWithMail;
  beforeAll(async () => {
    t = await createTestAppWithMail(kind);
  });
  afterAll(async () => {
    await t.close();
  });
  const post = (url: string, payload: object, cookie = "") =>
    t.app.inject({ method: "POST", url, payload, remoteAddress: randomIp(), headers: cookie ? { cookie } : {} });
  const waitForMail = async (address: string, count: number) => {
    // Sign-up's confirmation mail goes to the same address: only the reset mails.
    const resets = () => t.mail.to(address).filter(isResetMail);
    for (let i = 0; i < 50 && resets().length < count; i++) await new Promise((r) => setTimeout(r, 50));
    return resets();
  };

  it("mails a code to a known address, answers an unknown one the same way, and stores only a hash", async () => {
    const { email } = await signUp(t.app);
    const known = await post("/api/forgot-password", { forgotPasswordEmail: email });
    const unknown = await post("/api/forgot-password", { forgotPasswordEmail: uniqueEmail("nobody") });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const [message] = await waitForMail(email, 1);
    const code = codeIn(message!);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.database.db.select().from(passwordResets).where(eq(passwordResets.email, email));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
  });

  it("gives a new code at most once a minute per address", async () => {
    const { email } = await signUp(t.app);
    expect((await post("/api/forgot-password", { forgotPasswordEmail: email })).statusCode).toBe(200);
    const again = await post("/api/forgot-password", { forgotPasswordEmail: email });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ code: "RATE_LIMITED", message: "Please wait a minute before asking for a new code." });
  });

  it("resets only after the code was verified in the same browser, then signs out old sessions", async () => {
    const { email, cookie: oldSession } = await signUp(t.app);
    await post("/api/forgot-password", { forgotPasswordEmail: email });
    const code = codeIn((await waitForMail(email, 1))[0]!);

    const early = await post("/api/reset-password", { email, newPassword: "new-secret-1" });
    expect(early.statusCode).toBe(403);

    const verified = await post("/api/verify-code", { email, code });
    expect(verified.statusCode).toBe(200);
    const browser = cookiesFrom(verified);
    expect(browser).toMatch(/pasal_reset=/);

    const otherBrowser = await post("/api/reset-password", { email, newPassword: "new-secret-1" });
    expect(otherBrowser.statusCode).toBe(403);
    const reset = await post("/api/reset-password", { email, newPassword: "new-secret-1" }, browser);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBeTruthy();

    expect((await t.app.inject({ url: "/api/auth/check", headers: { cookie: oldSession } })).statusCode).toBe(401);
    expect((await post("/api/auth/login", { email, password: "new-secret-1" })).statusCode).toBe(200);
    // The verification is spent.
    expect((await post("/api/reset-password", { email, newPassword: "new-secret-2" }, browser)).statusCode).toBe(403);
  });

  it("retires a code after ten wrong codes, even for the right one", async () => {
    const { email } = await signUp(t.app);
    await post("/api/forgot-password", { forgotPasswordEmail: email });
    const code = codeIn((await waitForMail(email, 1))[0]!);
    const wrongCode = code === "000000" ? "111111" : "000000";
    // Each try comes from another address (post), so only the per-code total stops them.
    for (let i = 0; i < 10; i++) {
      const res = await post("/api/verify-code", { email, code: wrongCode });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: "BAD_REQUEST", message: "The code is wrong or has expired" });
    }
    const right = await post("/api/verify-code", { email, code });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe("Too many wrong codes. Ask for a new code.");
  });

  it("refuses an expired code and a malformed one", async () => {
    const { email } = await signUp(t.app);
    await post("/api/forgot-password", { forgotPasswordEmail: email });
    const code = codeIn((await waitForMail(email, 1))[0]!);
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.email, email));
    expect((await post("/api/verify-code", { email, code })).statusCode).toBe(400);
    expect((await post("/api/verify-code", { email, code: "12ab56" })).statusCode).toBe(400);
  });

  it("refuses a reset when the verification is older than 15 minutes", async () => {
    const { email } = await signUp(t.app);
    await post("/api/forgot-password", { forgotPasswordEmail: email });
    const code = codeIn((await waitForMail(email, 1))[0]!);
    const browser = cookiesFrom(await post("/api/verify-code", { email, code }));
    await t.database.db
      .update(passwordResets)
      .set({ verifiedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(passwordResets.email, email));
    expect((await post("/api/reset-password", { email, newPassword: "new-secret-1" }, browser)).statusCode).toBe(403);
  });
});
