import type { InjectOptions } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../src/db/schema/index.js";
import { cookiesFrom, randomIp, signUp, uniqueEmail } from "./auth-helpers.js";
import { createTestApp, databaseKinds, type TestApp } from "./helpers.js";

describe.each(databaseKinds)("accounts on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  const inject = (options: InjectOptions) => t.app.inject(options);

  it("signs up with an argon2id hash and a 30-day, httpOnly, SameSite=Lax session cookie", async () => {
    const { response, email, user } = await signUp(t.app);
    expect(response.statusCode).toBe(201);
    expect(user).toMatchObject({ fullName: "Ram Bahadur Thapa", email, phoneNumber: "9841234567", isGoogle: false, role: "customer" });
    expect(JSON.stringify(response.json())).not.toMatch(/password|hash/i);
    const cookie = response.cookies.find((c) => c.name === "pasal_session")!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    const days = (new Date(cookie.expires!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, row!.id));
    expect(session!.tokenHash).not.toBe(cookie.value);
  });

  it("answers a taken e-mail (in any case) like a new sign-up without opening the account; refuses a short password and a bad phone", async () => {
    const { email, user } = await signUp(t.app);
    const again = await signUp(t.app, { email: email.toUpperCase() });
    expect(again.response.statusCode).toBe(201);
    expect(again.user).toMatchObject({ email, role: "customer", emailVerified: false });
    expect(again.user._id).not.toBe(user._id);
    expect((await inject({ url: "/api/auth/check", headers: { cookie: again.cookie } })).statusCode).toBe(401);
    const short = await signUp(t.app, { password: "short", confirmPassword: "short" });
    expect(short.response.statusCode).toBe(400);
    expect(short.response.json().message).toContain("Password must be at least 8 characters");
    expect((await signUp(t.app, { phoneNumber: "12345" })).response.statusCode).toBe(400);
    expect((await signUp(t.app, { confirmPassword: "something-else" })).response.json()).toEqual({ code: "BAD_REQUEST", message: "Passwords don't match!" });
  });

  it("checks the session, and answers 401 without one", async () => {
    const { cookie, user } = await signUp(t.app);
    const me = await inject({ url: "/api/auth/check", headers: { cookie } });
    expect(me.json()).toEqual(user);
    const guest = await inject({ url: "/api/auth/check" });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBeTruthy();
    expect((await inject({ url: "/api/auth/check", headers: { cookie: "pasal_session=forged" } })).statusCode).toBe(401);
  });

  it("logs in with a new session (the old one stops working) and says nothing about which part was wrong", async () => {
    const { cookie: signupCookie, email, password } = await signUp(t.app);
    const wrong = await inject({ method: "POST", url: "/api/auth/login", payload: { email, password: "not-it-at-all" } });
    const unknown = await inject({ method: "POST", url: "/api/auth/login", payload: { email: uniqueEmail(), password } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: "UNAUTHORIZED", message: "Invalid credentials" });
    expect(unknown.json()).toEqual(wrong.json());

    const login = await inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: email.toUpperCase(), password },
      headers: { cookie: signupCookie },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.email).toBe(email);
    const fresh = cookiesFrom(login);
    expect(fresh).not.toBe(signupCookie);
    expect((await inject({ url: "/api/auth/check", headers: { cookie: signupCookie } })).statusCode).toBe(401);
    expect((await inject({ url: "/api/auth/check", headers: { cookie: fresh } })).statusCode).toBe(200);
  });

  it("keeps the cookie for 30 days only with Remember me", async () => {
    const { email, password } = await signUp(t.app);
    const browserSession = await inject({ method: "POST", url: "/api/auth/login", payload: { email, password, rememberMe: false } });
    expect(browserSession.cookies.find((c) => c.name === "pasal_session")!.expires).toBeUndefined();
    const remembered = await inject({ method: "POST", url: "/api/auth/login", payload: { email, password, rememberMe: true } });
    expect(remembered.cookies.find((c) => c.name === "pasal_session")!.expires).toBeDefined();
  });

  it("logs out by deleting the session", async () => {
    const { cookie } = await signUp(t.app);
    const out = await inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(out.json()).toEqual({ message: "Logged out successfully" });
    expect(out.cookies.find((c) => c.name === "pasal_session")!.value).toBe("");
    expect((await inject({ url: "/api/auth/check", headers: { cookie } })).statusCode).toBe(401);
  });

  it("lets a user change only their own profile, address and info", async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const userData = {
      fullName: "Ram B. Thapa",
      email: me.email,
      phoneNumber: "9801112222",
      address: "Thamel Marg 12",
      city: "Kathmandu",
      landmark: "Near Garden of Dreams",
      shippingAddress: { province: "Bagmati Province", district: "Kathmandu", municipality: "Kathmandu Metropolitan City" },
    };
    const forbidden = await inject({ method: "POST", url: "/api/auth/update-user", headers: { cookie: me.cookie }, payload: { id: other.user._id, userData } });
    expect(forbidden.statusCode).toBe(403);
    const updated = await inject({ method: "POST", url: "/api/auth/update-user", headers: { cookie: me.cookie }, payload: { id: me.user._id, userData } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().user).toMatchObject({
      fullName: "Ram B. Thapa",
      phoneNumber: "9801112222",
      shippingAddress: { address: "Thamel Marg 12", city: "Kathmandu", district: "Kathmandu", municipality: "Kathmandu Metropolitan City" },
    });
    // Another account's address is not taken over, and the answer does not say it is in use (decision 011).
    const stolen = await inject({
      method: "POST",
      url: "/api/auth/update-user",
      headers: { cookie: me.cookie },
      payload: { id: me.user._id, userData: { ...userData, email: other.email } },
    });
    expect(stolen.statusCode).toBe(200);
    expect(stolen.json().user.email).toBe(me.email);

    expect((await inject({ url: `/api/userinfo/${other.user._id}`, headers: { cookie: me.cookie } })).statusCode).toBe(403);
    expect((await inject({ url: `/api/userinfo/${me.user._id}` })).statusCode).toBe(401);
    const info = await inject({ url: `/api/userinfo/${me.user._id}`, headers: { cookie: me.cookie } });
    expect(info.json()).toMatchObject({ fullName: "Ram B. Thapa", email: me.email, shippingAddress: { city: "Kathmandu" } });

    const address = {
      address: "Lakeside 5",
      city: "Pokhara",
      province: "Gandaki Province",
      district: "Kaski",
      municipality: "Pokhara Metropolitan City",
      location: { lat: 28.2, lng: 83.96 },
    };
    expect((await inject({ method: "POST", url: `/api/shippingaddress/${other.user._id}`, headers: { cookie: me.cookie }, payload: address })).statusCode).toBe(
      403,
    );
    const saved = await inject({ method: "POST", url: `/api/shippingaddress/${me.user._id}`, headers: { cookie: me.cookie }, payload: address });
    expect(saved.statusCode).toBe(200);
    const after = await inject({ url: `/api/userinfo/${me.user._id}`, headers: { cookie: me.cookie } });
    expect(after.json().shippingAddress).toMatchObject({ city: "Pokhara", landmark: "Near Garden of Dreams", location: { lat: 28.2, lng: 83.96 } });
  });

  it("changes the password only with the current one", async () => {
    const me = await signUp(t.app);
    const wrong = await inject({
      method: "POST",
      url: "/api/auth/change-password",
      headers: { cookie: me.cookie },
      payload: { id: me.user._id, currentPassword: "guess-guess", newPassword: "dal-bhat-power" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: "BAD_REQUEST", message: "Incorrect current password" });
    const other = await signUp(t.app);
    expect(
      (
        await inject({
          method: "POST",
          url: "/api/auth/change-password",
          headers: { cookie: me.cookie },
          payload: { id: other.user._id, currentPassword: other.password, newPassword: "dal-bhat-power" },
        })
      ).statusCode,
    ).toBe(403);
    const ok = await inject({
      method: "POST",
      url: "/api/auth/change-password",
      headers: { cookie: me.cookie },
      payload: { id: me.user._id, currentPassword: me.password, newPassword: "dal-bhat-power" },
    });
    expect(ok.json()).toEqual({ message: "Password changed successfully" });
    const login = await inject({ method: "POST", url: "/api/auth/login", payload: { email: me.email, password: "dal-bhat-power" } });
    expect(login.statusCode).toBe(200);
  });

  it("never signs anyone in from a bare name and e-mail", async () => {
    const me = await signUp(t.app);
    const bare = await inject({ method: "POST", url: "/api/auth/google-login", payload: { name: "Ram", email: me.email } });
    expect(bare.statusCode).toBe(401);
    expect(bare.cookies).toHaveLength(0);
    // Even with a session, a password account is not confirmed as a Google sign-in.
    const withSession = await inject({
      method: "POST",
      url: "/api/auth/google-login",
      headers: { cookie: me.cookie },
      payload: { name: "Ram", email: me.email },
    });
    expect(withSession.statusCode).toBe(401);
  });

  it("refuses a cross-site sign-in attempt", async () => {
    const { email, password } = await signUp(t.app);
    const res = await inject({ method: "POST", url: "/api/auth/login", headers: { origin: "https://evil.example" }, payload: { email, password } });
    expect(res.statusCode).toBe(403);
    expect(res.cookies).toHaveLength(0);
  });

  it("slows a login flood from one address with 429 and a message", async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const res = await inject({ method: "POST", url: "/api/auth/login", remoteAddress: ip, payload: { email: uniqueEmail(), password: "whatever1" } });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});
