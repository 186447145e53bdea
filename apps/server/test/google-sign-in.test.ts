import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema/index.js";
import { cookiesFrom, randomIp, signUp, verifyEmail } from "./auth-helpers.js";
import { createTestApp, databaseKinds, type TestApp } from "./helpers.js";
import { createTestAppWithMail, type TestAppWithMail } from "./mail-server.js";
import { startOidcProvider } from "./oidc-provider.js";
import { eventually } from "./shopping-helpers.js";

describe.each(databaseKinds)("Google sign-in through a local OpenID provider on %s", (kind) => {
  let t: TestAppWithMail;
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  beforeAll(async () => {
    provider = await startOidcProvider();
    t = await createTestAppWithMail(kind, { GOOGLE_CLIENT_ID: "pasal-test", GOOGLE_CLIENT_SECRET: "test-secret", OIDC_ISSUER: provider.issuer });
  });
  afterAll(async () => {
    await t.close();
    await provider.stop();
  });

  /** Walks the browser's path: start → provider (auto-approves) → callback. */
  async function signInWithGoogle(tamper?: (callback: URL) => void) {
    const start = await t.app.inject({ url: "/api/auth/google" });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(start.headers.location as string);
    expect(authorize.origin).toBe(new URL(provider.issuer).origin);
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("state")).toBeTruthy();
    const approved = await fetch(authorize, { redirect: "manual" });
    const callback = new URL(approved.headers.get("location")!);
    expect(callback.pathname).toBe("/api/auth/google/callback");
    tamper?.(callback);
    const done = await t.app.inject({ url: `${callback.pathname}${callback.search}`, headers: { cookie: cookiesFrom(start) } });
    expect(done.statusCode).toBe(302);
    return done;
  }

  it("creates a Google user, starts a session and lands on /auth-success with name and e-mail", async () => {
    provider.signInAs({ sub: "google-gita", email: "gita.google@example.com", name: "Gita Google" });
    const done = await signInWithGoogle();
    const landing = new URL(done.headers.location as string, "http://store");
    expect(landing.pathname).toBe("/auth-success");
    expect(Object.fromEntries(landing.searchParams)).toEqual({ name: "Gita Google", email: "gita.google@example.com" });
    const session = cookiesFrom(done);
    const me = await t.app.inject({ url: "/api/auth/check", headers: { cookie: session } });
    expect(me.json()).toMatchObject({ fullName: "Gita Google", isGoogle: true });
    const confirm = await t.app.inject({
      method: "POST",
      url: "/api/auth/google-login",
      headers: { cookie: session },
      payload: { name: "Gita Google", email: "gita.google@example.com" },
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().user.email).toBe("gita.google@example.com");
    // A second sign-in finds the same account.
    await signInWithGoogle();
    expect(await t.database.db.select().from(users).where(eq(users.email, "gita.google@example.com"))).toHaveLength(1);
  });

  it("links to an existing account whose owner proved the address, password and sessions kept", async () => {
    const shopper = await signUp(t.app);
    await verifyEmail(t.app, shopper, t.mail);
    provider.signInAs({ sub: "google-ram", email: shopper.email, name: "Ram on Google" });
    const done = await signInWithGoogle();
    const me = await t.app.inject({ url: "/api/auth/check", headers: { cookie: cookiesFrom(done) } });
    expect(me.json()).toMatchObject({ _id: shopper.user._id, isGoogle: false, emailVerified: true });
    expect((await t.app.inject({ url: "/api/auth/check", headers: { cookie: shopper.cookie } })).statusCode).toBe(200);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: shopper.email, password: shopper.password },
      remoteAddress: randomIp(),
    });
    expect(login.statusCode).toBe(200);
  });

  it("takes an unproven account away from whoever signed up with the victim's address", async () => {
    // The attacker signs up with the victim's address and a password of their own, and leaves an address behind.
    const attacker = await signUp(t.app);
    await t.app.inject({
      method: "POST",
      url: `/api/shippingaddress/${attacker.user._id}`,
      headers: { cookie: attacker.cookie },
      payload: { address: "Attacker Tole 1", city: "Kathmandu", landmark: "Temple" },
    });
    // The victim later signs in with Google.
    provider.signInAs({ sub: "google-victim", email: attacker.email, name: "Real Owner" });
    const done = await signInWithGoogle();
    const victim = cookiesFrom(done);
    const me = await t.app.inject({ url: "/api/auth/check", headers: { cookie: victim } });
    expect(me.json()).toMatchObject({ email: attacker.email, emailVerified: true });
    // The attacker is out: the old session no longer opens anything and the old password no longer works.
    expect((await t.app.inject({ url: "/api/auth/check", headers: { cookie: attacker.cookie } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/orders/${attacker.user._id}`, headers: { cookie: attacker.cookie } })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: attacker.email, password: attacker.password },
      remoteAddress: randomIp(),
    });
    expect(login.statusCode).toBe(401);
    // The address is told what happened.
    const told = await eventually(() => t.mail.to(attacker.email).find((m) => m.raw.includes("now signs in with Google")), Boolean);
    expect(told!.raw).toMatch(/password was removed/);
  });

  it("fails safely when the state does not match", async () => {
    provider.signInAs({ sub: "google-mallory", email: "mallory@example.com", name: "Mallory" });
    const done = await signInWithGoogle((callback) => callback.searchParams.set("state", "forged"));
    expect(done.headers.location).toBe("/auth-success");
    expect(done.cookies.find((c) => c.name === "pasal_session")).toBeUndefined();
    expect(await t.database.db.select().from(users).where(eq(users.email, "mallory@example.com"))).toHaveLength(0);
  });

  it("refuses a callback without the browser's pending sign-in", async () => {
    const res = await t.app.inject({ url: "/api/auth/google/callback?code=abc&state=xyz" });
    expect(res.headers.location).toBe("/auth-success");
  });

  it("says Google is configured in the shop facts", async () => {
    expect((await t.app.inject({ url: "/api/shop" })).json().googleSignIn).toBe(true);
  });
});

describe("Google sign-in when it is not configured", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  it("sends the browser back to /auth instead of a provider, and the shop facts say so", async () => {
    const res = await t.app.inject({ url: "/api/auth/google" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/auth?google=unavailable");
    expect((await t.app.inject({ url: "/api/shop" })).json().googleSignIn).toBe(false);
  });
});
