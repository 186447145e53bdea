import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestApp } from "./helpers.js";

describe("errors, cross-site writes and static files", () => {
  let t: TestApp;
  const webDir = mkdtempSync(path.join(os.tmpdir(), "pasal-web-"));
  beforeAll(async () => {
    writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>Pasal shell</title>");
    mkdirSync(path.join(webDir, "assets"));
    writeFileSync(path.join(webDir, "assets", "app-1234.js"), "console.log(1)");
    t = await createTestApp("pglite", { WEB_DIST_DIR: webDir, CORS_ORIGINS: "https://shop.example.com" });
    // Routes that only the error handler's tests need: a typed body and a failing service.
    t.app.post("/api/test/echo", { schema: { body: z.object({ quantity: z.number().int().min(1) }) } }, async (request) => request.body);
    t.app.get("/api/test/boom", async () => {
      throw new Error("connection to 10.0.0.5 refused: password=hunter2");
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it("answers malformed JSON and wrong types with 400 and a message", async () => {
    const malformed = await t.app.inject({ method: "POST", url: "/api/test/echo", headers: { "content-type": "application/json" }, payload: "{quantity: 1" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ code: "BAD_REQUEST", message: "The request body is not valid JSON" });
    const wrongType = await t.app.inject({ method: "POST", url: "/api/test/echo", payload: { quantity: "two" } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({ code: "VALIDATION", message: expect.stringMatching(/^Invalid body: quantity: /), fields: ["quantity"] });
    const ok = await t.app.inject({ method: "POST", url: "/api/test/echo", payload: { quantity: 2 } });
    expect(ok.json()).toEqual({ quantity: 2 });
  });

  it("hides the details of a server error", async () => {
    const res = await t.app.inject({ url: "/api/test/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/10\.0\.0\.5|hunter2|stack|Error:/);
    expect(res.json()).toEqual({ code: "INTERNAL", message: "Something went wrong on our side. Please try again." });
  });

  it("refuses a state-changing request from another site, allows configured and own origins", async () => {
    const post = (headers: Record<string, string>) => t.app.inject({ method: "POST", url: "/api/test/echo", payload: { quantity: 1 }, headers });
    const evil = await post({ origin: "https://evil.example" });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().message).toBe("Requests from other sites are not allowed");
    expect((await post({ "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    expect((await post({ origin: "https://shop.example.com" })).statusCode).toBe(200);
    expect((await post({ origin: "http://localhost:80", host: "localhost:80" })).statusCode).toBe(200);
  });

  it("lets the configured storefront origin read with credentials, and no other", async () => {
    const allowed = await t.app.inject({ url: "/api/category", headers: { origin: "https://shop.example.com" } });
    expect(allowed.headers["access-control-allow-origin"]).toBe("https://shop.example.com");
    expect(allowed.headers["access-control-allow-credentials"]).toBe("true");
    const other = await t.app.inject({ url: "/api/category", headers: { origin: "https://evil.example" } });
    expect(other.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("serves the storefront for page paths and JSON 404 for unknown API paths", async () => {
    const home = await t.app.inject({ url: "/" });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain("Pasal shell");
    const page = await t.app.inject({ url: "/products/iPhone-15" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Pasal shell");
    const asset = await t.app.inject({ url: "/assets/app-1234.js" });
    expect(asset.headers["cache-control"]).toContain("immutable");
    writeFileSync(path.join(webDir, "assets", "built-later-5678.js"), "console.log(2)");
    expect((await t.app.inject({ url: "/assets/built-later-5678.js" })).body).toBe("console.log(2)");
    const staleAsset = await t.app.inject({ url: "/assets/app-0000.js" });
    expect(staleAsset.statusCode).toBe(404);
    const api = await t.app.inject({ url: "/api/nothing-here" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: "NOT_FOUND", message: "Not found" });
    expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
  });

  it("serves media files sandboxed", async () => {
    const dir = path.join(t.config.DATA_DIR, "media", "demo");
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "x.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const res = await t.app.inject({ url: "/media/demo/x.svg" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("image/svg+xml");
    expect(res.headers["content-security-policy"]).toContain("sandbox");
    expect((await t.app.inject({ url: "/media/demo/missing.svg" })).statusCode).toBe(404);
  });
});
