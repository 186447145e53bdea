import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomIp, signUp, uniqueEmail } from "./auth-helpers.js";
import { databaseKinds } from "./helpers.js";
import { createTestAppWithMail, type TestAppWithMail } from "./mail-server.js";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Known and unknown answer within a factor of 3 (plus a few ms of noise on a busy machine). */
function expectSimilarTimes(known: number[], unknown: number[]) {
  const [a, b] = [median(known), median(unknown)];
  expect(Math.max(a, b)).toBeLessThan(3 * Math.min(a, b) + 5);
}

// Decision 011: no answer, and no timing, tells whether an address has an account.
describe.each(databaseKinds)("no account enumeration on %s", (kind) => {
  let t: TestAppWithMail;
  beforeAll(async () => {
    t = await createTestAppWithMail(kind);
  });
  afterAll(async () => {
    await t.close();
  });
  const timed = async (options: InjectOptions) => {
    const started = performance.now();
    const response = await t.app.inject(options);
    return { response, ms: performance.now() - started };
  };
  const post = (url: string, payload: object, cookie?: string) =>
    timed({ method: "POST", url, payload, remoteAddress: randomIp(), headers: cookie ? { cookie } : {} });

  it("answers forgot-password the same, in similar time, for known and unknown addresses", async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      const { email } = await signUp(t.app);
      const a = await post("/api/forgot-password", { forgotPasswordEmail: email });
      const b = await post("/api/forgot-password", { forgotPasswordEmail: uniqueEmail("nobody") });
      expect([a.response.statusCode, a.response.json()]).toEqual([b.response.statusCode, b.response.json()]);
      known.push(a.ms);
      unknown.push(b.ms);
    }
    expectSimilarTimes(known, unknown);
  });

  it("answers sign-up the same, in similar time, whether or not the address has an account (decision 028)", async () => {
    const body = (email: string) => ({
      fullName: "Sita Sharma",
      phoneNumber: "9812345678",
      email,
      password: "chiya-pasal-42",
      confirmPassword: "chiya-pasal-42",
    });
    const shape = (r: { statusCode: number; json(): { user: Record<string, unknown> }; cookies: { name: string }[] }) => [
      r.statusCode,
      Object.keys(r.json().user).sort(),
      r.json().user.emailVerified,
      r.cookies.map((c) => c.name).sort(),
    ];
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      const { email } = await signUp(t.app);
      const a = await post("/api/auth/signup", body(email));
      const b = await post("/api/auth/signup", body(uniqueEmail("fresh")));
      expect(shape(a.response)).toEqual(shape(b.response));
      known.push(a.ms);
      unknown.push(b.ms);
    }
    expectSimilarTimes(known, unknown);
  });

  it("answers verify-code the same for known and unknown addresses, through to the last try", async () => {
    const { email } = await signUp(t.app);
    const nobody = uniqueEmail("nobody");
    await post("/api/forgot-password", { forgotPasswordEmail: email });
    await post("/api/forgot-password", { forgotPasswordEmail: nobody });
    const ip = randomIp();
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      const a = await timed({ method: "POST", url: "/api/verify-code", payload: { email, code: "000000" }, remoteAddress: ip });
      const b = await timed({ method: "POST", url: "/api/verify-code", payload: { email: nobody, code: "000000" }, remoteAddress: ip });
      expect([b.response.statusCode, b.response.json()]).toEqual([a.response.statusCode, a.response.json()]);
      known.push(a.ms);
      unknown.push(b.ms);
    }
    expectSimilarTimes(known, unknown);
  });

  it("answers an e-mail change the same whether or not another account uses the address", async () => {
    const me = await signUp(t.app);
    const taken = await signUp(t.app);
    const userData = { fullName: "Sita Sharma", phoneNumber: "9812345678" };
    const known: number[] = [];
    const unknown: number[] = [];
    let free = "";
    for (let i = 0; i < 4; i++) {
      free = uniqueEmail("new-address");
      const a = await post("/api/auth/update-user", { id: me.user._id, userData: { ...userData, email: taken.email } }, me.cookie);
      const b = await post("/api/auth/update-user", { id: me.user._id, userData: { ...userData, email: free } }, me.cookie);
      expect(a.response.statusCode).toBe(200);
      expect(b.response.json()).toEqual(a.response.json());
      expect(a.response.json().user).toMatchObject({ fullName: "Sita Sharma", email: me.email });
      known.push(a.ms);
      unknown.push(b.ms);
    }
    expectSimilarTimes(known, unknown);

    // Only the free address gets a link; opening it moves the account there.
    for (let i = 0; i < 50 && t.mail.to(free).length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(t.mail.to(taken.email).filter((m) => m.raw.includes("confirm-email"))).toHaveLength(0);
    const raw = t.mail
      .to(free)[0]!
      .raw.replace(/=\r?\n/g, "")
      .replace(/=3D/g, "=");
    const link = /https?:\/\/[^/\s]+(\/api\/auth\/confirm-email\?token=[\w.%-]+)/.exec(raw)![1]!;
    const confirmed = await t.app.inject({ url: link });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe("/profile");
    const check = await t.app.inject({ url: "/api/auth/check", headers: { cookie: me.cookie } });
    expect(check.json().email).toBe(free);
    // The link is spent once the address has changed; a forged one never worked.
    expect((await t.app.inject({ url: link })).statusCode).toBe(400);
    expect((await t.app.inject({ url: "/api/auth/confirm-email?token=abc.def" })).json().message).toMatch(/invalid or has expired/);
  });

  it("limits profile saves to ten per quarter hour per account", async () => {
    const me = await signUp(t.app);
    const save = () =>
      post("/api/auth/update-user", { id: me.user._id, userData: { fullName: "Hari", phoneNumber: "9812345678", email: me.email } }, me.cookie);
    for (let i = 0; i < 10; i++) expect((await save()).response.statusCode).toBe(200);
    const limited = (await save()).response;
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts\./);
  });
});
