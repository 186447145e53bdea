import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookiesFrom, randomIp, signUp } from "./auth-helpers.js";
import { databaseKinds } from "./helpers.js";
import { codeIn, createTestAppWithMail, type TestAppWithMail } from "./mail-server.js";

// Decision 011: a stranger's wrong passwords or codes must not lock the shopper out.
describe.each(databaseKinds)("lockout without denial of service on %s", (kind) => {
  let t: TestAppWithMail;
  beforeAll(async () => {
    t = await createTestAppWithMail(kind);
  });
  afterAll(async () => {
    await t.close();
  });
  const post = (url: string, payload: object, remoteAddress: string, cookie = "") =>
    t.app.inject({ method: "POST", url, payload, remoteAddress, headers: cookie ? { cookie } : {} });
  const login = (email: string, password: string, ip: string, cookie = "") => post("/api/auth/login", { email, password }, ip, cookie);
  // The latest reset mail (sign-up's confirmation mail goes to the same address).
  const resetMails = (email: string) => t.mail.to(email).filter((m) => m.raw.includes("password reset code"));
  const mailedCode = async (email: string) => {
    for (let i = 0; i < 50 && resetMails(email).length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    return codeIn(resetMails(email).at(-1)!);
  };

  it("stops one source after ten wrong passwords, while the shopper signs in from their own address", async () => {
    const { email, password } = await signUp(t.app);
    const attacker = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await login(email, `wrong-guess-${i}`, attacker)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const stillStopped = await login(email, password, attacker);
    expect(stillStopped.statusCode).toBe(429);
    expect(stillStopped.json().message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\./);

    const shopper = await login(email, password, randomIp());
    expect(shopper.statusCode).toBe(200);
    expect(shopper.json().user.email).toBe(email);
  });

  it("checks at most ten of forty parallel wrong passwords from one source, and the owner's new device still gets in", async () => {
    const { email, password } = await signUp(t.app);
    const attacker = randomIp();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(email, `parallel-guess-${i}`, attacker)));
    const statuses = answers.map((a) => a.statusCode);
    // A 401 is a password hash that was compared; a 429 was refused before any hashing.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);
    expect((await login(email, password, attacker)).statusCode).toBe(429);
    // The account's shared budget was not spent by the burst: a browser and address never seen before signs in.
    const newDevice = await login(email, password, randomIp());
    expect(newDevice.statusCode).toBe(200);
  });

  it("counts only failures: a success clears its source's wrong tries", async () => {
    const { email, password } = await signUp(t.app);
    const ip = randomIp();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 9; i++) expect((await login(email, `typo-${round}-${i}`, ip)).statusCode).toBe(401);
      expect((await login(email, password, ip)).statusCode).toBe(200);
    }
  });

  it("keeps the owner's own browser working when many addresses guess at one account", async () => {
    const { email, password } = await signUp(t.app);
    const ownBrowser = cookiesFrom(await login(email, password, randomIp()));
    expect(ownBrowser).toMatch(/pasal_device=/);
    for (let i = 0; i < 30; i++) expect((await login(email, `botnet-${i}`, randomIp())).statusCode).toBe(401);

    // Unfamiliar sources now wait a short while, even with the right password…
    const stranger = await login(email, password, randomIp());
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toMatch(/You can still sign in from a browser you have used before\.$/);
    // …but the browser that signed in before is judged by its own failures only.
    const owner = await login(email, password, randomIp(), ownBrowser);
    expect(owner.statusCode).toBe(200);
    // A device cookie proves nothing for another account.
    const other = await signUp(t.app);
    expect((await login(other.email, other.password, randomIp(), ownBrowser)).statusCode).toBe(200);
  });

  it("does not let wrong codes from elsewhere stop the shopper's reset", async () => {
    const { email } = await signUp(t.app);
    const shopperIp = randomIp();
    expect((await post("/api/forgot-password", { forgotPasswordEmail: email }, shopperIp)).statusCode).toBe(200);
    const code = await mailedCode(email);
    const wrong = code === "000000" ? "111111" : "000000";
    const attacker = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await post("/api/verify-code", { email, code: wrong }, attacker)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
    // Even the right code no longer helps the guessing source.
    expect((await post("/api/verify-code", { email, code }, attacker)).statusCode).toBe(429);

    const verified = await post("/api/verify-code", { email, code }, shopperIp);
    expect(verified.statusCode).toBe(200);
    const reset = await post("/api/reset-password", { email, newPassword: "fresh-secret-9" }, shopperIp, cookiesFrom(verified));
    expect(reset.statusCode).toBe(200);
    expect((await login(email, "fresh-secret-9", shopperIp)).statusCode).toBe(200);
  });

  it("retires a code after ten wrong tries from anywhere together", async () => {
    const { email } = await signUp(t.app);
    const shopperIp = randomIp();
    await post("/api/forgot-password", { forgotPasswordEmail: email }, shopperIp);
    const code = await mailedCode(email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 10; i++) expect((await post("/api/verify-code", { email, code: wrong }, randomIp())).statusCode).toBe(400);
    const retired = await post("/api/verify-code", { email, code }, shopperIp);
    expect(retired.statusCode).toBe(429);
    expect(retired.json()).toEqual({ code: "RATE_LIMITED", message: "Too many wrong codes. Ask for a new code." });
  });
});
