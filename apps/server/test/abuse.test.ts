import { ERROR_CODES } from "@pasal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ConfigError, loadConfig } from "../src/config.js";
import { users } from "../src/db/schema/index.js";
import { uniqueEmail } from "./auth-helpers.js";
import { createTestApp, type TestApp } from "./helpers.js";
import { newShopper } from "./shopping-helpers.js";

/**
 * The abuse suite (docs/requirements/operations.md#api-errors,
 * docs/requirements/accounts.md#lockout-and-rate-limits), with auth-lockout, auth-enumeration and
 * session-revocation: what an intruder sends. Bad text goes to every route of the route table, so a new
 * route is covered without anyone remembering to add it here.
 */
describe("forwarded addresses", () => {
  it("refuses TRUST_PROXY=true at start, and takes a hop count or proxy addresses", () => {
    const load = (value: string) => loadConfig({ NODE_ENV: "test", DATA_DIR: "/tmp/pasal-abuse-config", TRUST_PROXY: value });
    expect(() => load("true")).toThrow(ConfigError);
    expect(() => load("true")).toThrow(/TRUST_PROXY: true would trust every hop/);
    expect(() => load("10.0.0.0/33")).toThrow(/not an address, CIDR or range name: 10.0.0.0\/33/);
    expect(() => load("proxy.example.com")).toThrow(ConfigError);
    expect(load("1").TRUST_PROXY).toBe(1);
    expect(load("10.0.0.0/8, loopback,2001:db8::1").TRUST_PROXY).toEqual(["10.0.0.0/8", "loopback", "2001:db8::1"]);
    expect(load("false").TRUST_PROXY).toBe(false);
    expect(loadConfig({ NODE_ENV: "test", DATA_DIR: "/tmp/pasal-abuse-config" }).TRUST_PROXY).toBe(false);
  });

  describe.each([
    ["a hop count", "1"],
    ["the proxy's address", "10.1.2.3"],
  ])("behind one proxy named by %s", (_name, setting) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp("pglite", { TRUST_PROXY: setting });
    });
    afterAll(() => t.close());

    it("a client forging X-Forwarded-For is still one address to the per-IP limits", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        // The proxy appends the address it saw; everything left of it is the client's own writing.
        const res = await t.app.inject({
          method: "POST",
          url: "/api/forgot-password",
          remoteAddress: "10.1.2.3",
          headers: { "x-forwarded-for": `198.51.100.${i + 1}, 203.0.113.7` },
          payload: { forgotPasswordEmail: uniqueEmail("spoof") },
        });
        statuses.push(res.statusCode);
      }
      // forgot-password allows 10 an hour-quarter per address (rate-limits.ts).
      expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
      // Another real client behind the same proxy is not affected.
      const other = await t.app.inject({
        method: "POST",
        url: "/api/forgot-password",
        remoteAddress: "10.1.2.3",
        headers: { "x-forwarded-for": "203.0.113.8" },
        payload: { forgotPasswordEmail: uniqueEmail("other") },
      });
      expect(other.statusCode).toBe(200);
    });
  });

  it("ignores X-Forwarded-For from a peer that is not a configured proxy", async () => {
    const t = await createTestApp("pglite", { TRUST_PROXY: "10.1.2.3" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/forgot-password",
          remoteAddress: "192.0.2.50",
          headers: { "x-forwarded-for": `198.51.100.${i + 1}` },
          payload: { forgotPasswordEmail: uniqueEmail("direct") },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe("bad text and bad addresses", () => {
  let t: TestApp;
  /** An admin's session: guarded routes reach the text check instead of stopping at 401. */
  let cookie = "";
  beforeAll(async () => {
    t = await createTestApp("pglite");
    const admin = await newShopper(t, "Admin Abuse");
    await t.database.db.update(users).set({ role: "owner" }).where(eq(users.id, admin.id));
    cookie = admin.cookie;
  });
  afterAll(() => t.close());

  const NUL = "a\u0000b";
  const LONE_HIGH = "a\uD800b";
  const LONE_LOW = "\uDC00z";

  /** A body for a JSON route with the bad text in the fields most routes read, nested too. */
  const badBody = (bad: string) => ({
    email: bad,
    name: bad,
    userId: bad,
    productId: bad,
    message: bad,
    fullName: bad,
    text: bad,
    shippingAddress: { street: bad },
    items: [{ productId: bad, quantity: 1 }],
    [`key${bad}`]: 1,
  });
  const withParams = (url: string, value: string) => url.replace(/:[A-Za-z]+|\*/g, encodeURIComponent(value));

  it("answers NUL and lone surrogates in every JSON body with 400 and a message", async () => {
    const routes = t.app.routeTable.filter((r) => r.jsonBody);
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      for (const bad of [NUL, LONE_HIGH, LONE_LOW]) {
        const res = await t.app.inject({
          method: route.method as "POST",
          url: withParams(route.url, "x"),
          headers: { "content-type": "application/json", cookie },
          payload: JSON.stringify(badBody(bad)),
        });
        expect(res.statusCode, `${route.method} ${route.url} ${JSON.stringify(bad)}: ${res.body}`).toBe(400);
        expect(res.json().message, `${route.method} ${route.url}`).toMatch(/not allowed/);
      }
    }
  });

  it("answers NUL in every route's path or query with a 4xx in the API's shape, never a 500", async () => {
    for (const route of t.app.routeTable) {
      const hasParams = /:[A-Za-z]+|\*/.test(route.url);
      const url = hasParams ? withParams(route.url, NUL) : `${route.url}?q=${encodeURIComponent(NUL)}`;
      const res = await t.app.inject({ method: route.method as "GET", url, headers: { cookie } });
      expect(res.statusCode, `${route.method} ${url}: ${res.body}`).toBe(400);
      expect(res.json(), `${route.method} ${url}`).toEqual({
        code: "VALIDATION",
        message: expect.stringMatching(/not allowed/),
        fields: [hasParams ? expect.any(String) : "q"],
      });
    }
  });

  it("answers a path parameter past the router's 100-character limit with a 4xx in the API's shape", async () => {
    const routes = t.app.routeTable.filter((route) => /:[A-Za-z]+|\*/.test(route.url));
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      for (const auth of [{}, { cookie }]) {
        const url = withParams(route.url, "a".repeat(101));
        const res = await t.app.inject({ method: route.method as "GET", url, headers: auth });
        expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBeLessThan(500);
        // Page paths (the storefront's catch-all, sitemap files) may answer with the Not Found page;
        // every API error is {code, message} (decision 032), whichever check refused it.
        if (route.url.startsWith("/api/")) {
          expect(Object.keys(res.json()), `${route.method} ${route.url}`).toEqual(["code", "message"]);
          expect(ERROR_CODES, `${route.method} ${route.url}`).toContain(res.json().code);
        }
      }
    }
  });

  it("answers NUL in a multipart form field with 400", async () => {
    const boundary = "----pasal-abuse";
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="name"',
      "",
      NUL,
      `--${boundary}`,
      'Content-Disposition: form-data; name="email"',
      "",
      "sita@example.com",
      `--${boundary}`,
      'Content-Disposition: form-data; name="message"',
      "",
      "hello",
      `--${boundary}--`,
      "",
    ].join("\r\n");
    for (const url of ["/api/testimonial", "/api/apply"]) {
      const res = await t.app.inject({ method: "POST", url, headers: { "content-type": `multipart/form-data; boundary=${boundary}` }, payload: body });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json().message).toMatch(/not allowed/);
    }
  });

  it.each([
    ["/api/product/%E0%A4%A", 400],
    ["/api/product/%", 400],
    ["/api/%ZZ", 400],
    ["//api//product//", 200],
    ["//api/nothing-here", 404],
    ["/api/product/%F0%9F", 400],
  ])("answers %s in the API's own shape", async (url, status) => {
    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(status);
    if (status !== 200) {
      expect(Object.keys(res.json())).toEqual(["code", "message"]);
      expect(res.json().code).toBe(status === 404 ? "NOT_FOUND" : "BAD_REQUEST");
      expect(res.body).not.toMatch(/FST_|statusCode/);
    }
  });
});
