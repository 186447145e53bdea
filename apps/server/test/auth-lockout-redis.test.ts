import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomIp, uniqueEmail } from "./auth-helpers.js";
import { createTestApp, type TestApp } from "./helpers.js";
import { REDIS_URL, deleteRedisKeys, redisReachable } from "./redis-fixture.js";

// Scaled out (decision 011): a guesser gains nothing by spreading tries over instances.
describe.skipIf(!redisReachable)("failed sign-ins counted across instances through Redis", () => {
  let a: TestApp;
  let b: TestApp;
  const email = uniqueEmail("redis-lockout");
  beforeAll(async () => {
    a = await createTestApp("pglite", { REDIS_URL });
    b = await createTestApp("pglite", { REDIS_URL });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    // The counters are keyed by this test's unique address; leave nothing behind.
    await deleteRedisKeys(`pasal:fail:*${email.split("@")[0]}*`);
  });

  it("stops a source after ten failures split between two instances", async () => {
    const ip = randomIp();
    const login = (t: TestApp) => t.app.inject({ method: "POST", url: "/api/auth/login", remoteAddress: ip, payload: { email, password: "not-the-one" } });
    for (let i = 0; i < 5; i++) {
      expect((await login(a)).statusCode).toBe(401);
      expect((await login(b)).statusCode).toBe(401);
    }
    expect((await login(a)).statusCode).toBe(429);
    expect((await login(b)).statusCode).toBe(429);
  });

  it("compares at most ten of forty parallel wrong passwords from one source, spread over both instances", async () => {
    const target = `${email.replace("@", "+burst@")}`;
    const ip = randomIp();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        (i % 2 ? a : b).app.inject({ method: "POST", url: "/api/auth/login", remoteAddress: ip, payload: { email: target, password: `burst-${i}` } }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    // A 401 is a password hash that was compared; a 429 was refused before any hashing.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);
  });
});
