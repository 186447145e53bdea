import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookiesFrom, randomIp, signUp } from "./auth-helpers.js";
import { databaseKinds } from "./helpers.js";
import { codeIn, isResetMail, createTestAppWithMail, type TestAppWithMail } from "./mail-server.js";

describe.each(databaseKinds)("ending sessions on %s", (kind) => {
  let t: TestAppWithMail;
  beforeAll(async () => {
    t = await createTestAppWithMail(kind);
  });
  afterAll(async () => {
    await t.close();
  });
  const post = (url: string, payload: object, cookie = "") =>
    t.app.inject({ method: "POST", url, payload, remoteAddress: randomIp(), headers: cookie ? { cookie } : {} });
  const signedIn = async (cookie: string) => (await t.app.inject({ url: "/api/auth/check", headers: { cookie } })).statusCode === 200;
  const sessionOnly = (cookie: string) =>
    cookie
      .split("; ")
      .filter((c) => c.startsWith("pasal_session="))
      .join("; ");

  it("ends every other session on a password change and keeps the current one", async () => {
    const me = await signUp(t.app);
    const laptop = sessionOnly(cookiesFrom(await post("/api/auth/login", { email: me.email, password: me.password })));
    const phone = sessionOnly(me.cookie);
    const changed = await post("/api/auth/change-password", { id: me.user._id, currentPassword: me.password, newPassword: "new-pass-phrase" }, phone);
    expect(changed.statusCode).toBe(200);
    expect(await signedIn(phone)).toBe(true);
    expect(await signedIn(laptop)).toBe(false);
  });

  it("ends every session after a reset", async () => {
    const me = await signUp(t.app);
    const other = sessionOnly(cookiesFrom(await post("/api/auth/login", { email: me.email, password: me.password })));
    await post("/api/forgot-password", { forgotPasswordEmail: me.email });
    for (let i = 0; i < 50 && t.mail.to(me.email).filter(isResetMail).length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    const verified = await post("/api/verify-code", { email: me.email, code: codeIn(t.mail.to(me.email).filter(isResetMail)[0]!) });
    // The reset is made from a signed-in browser: even its session ends.
    const browser = `${sessionOnly(me.cookie)}; ${cookiesFrom(verified)}`;
    expect((await post("/api/reset-password", { email: me.email, newPassword: "after-reset-1" }, browser)).statusCode).toBe(200);
    expect(await signedIn(sessionOnly(me.cookie))).toBe(false);
    expect(await signedIn(other)).toBe(false);
  });

  it("signs out with POST; GET only sends the browser home and signs nobody out", async () => {
    const me = await signUp(t.app);
    const cookie = sessionOnly(me.cookie);
    const viaGet = await t.app.inject({ url: "/api/auth/logout", headers: { cookie } });
    expect(viaGet.statusCode).toBe(303);
    expect(viaGet.headers.location).toBe("/");
    expect(viaGet.cookies).toHaveLength(0);
    expect(await signedIn(cookie)).toBe(true);

    const out = await post("/api/auth/logout", {}, cookie);
    expect(out.json()).toEqual({ message: "Logged out successfully" });
    expect(out.cookies.find((c) => c.name === "pasal_session")!.value).toBe("");
    expect(await signedIn(cookie)).toBe(false);
  });

  it("refuses a sign-out posted from another site", async () => {
    const me = await signUp(t.app);
    const cookie = sessionOnly(me.cookie);
    const forged = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie, origin: "https://evil.example" } });
    expect(forged.statusCode).toBe(403);
    expect(await signedIn(cookie)).toBe(true);
  });
});
