import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadsDir } from "../src/storage/upload-store.js";
import { randomIp } from "./auth-helpers.js";
import { createTestApp, databaseKinds, type TestApp } from "./helpers.js";
import { PDF, PNG, multipart } from "./upload-helpers.js";

// The upload plumbing itself: how stored files are served, what is never served, and what a
// malformed multipart request gets.
describe.each(databaseKinds)("uploads on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("serves review and testimonial files with their stored type, never sniffed, never as a page", async () => {
    const dir = uploadsDir(t.config.DATA_DIR, "testimonials");
    writeFileSync(path.join(dir, `${"a".repeat(32)}.png`), PNG);
    const res = await t.app.inject({ url: `/uploads/testimonials/${"a".repeat(32)}.png` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("sandbox");
  });

  it("answers 404 (not the storefront page) for missing files, other extensions and folders", async () => {
    const dir = uploadsDir(t.config.DATA_DIR, "reviews");
    writeFileSync(path.join(dir, "page.html"), "<script>alert(1)</script>");
    for (const url of ["/uploads/reviews/missing.png", "/uploads/reviews/page.html", "/uploads/reviews/", "/uploads/"]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toContain("application/json");
    }
    // A way out of the folder is never a file: the router normalises it to another, non-upload
    // path: a 404, or a page for the storefront (its HTML when built, 503 "not built" otherwise).
    writeFileSync(path.join(t.config.DATA_DIR, "session-secret"), "TOP-SECRET");
    for (const url of ["/uploads/reviews/%2e%2e/%2e%2e/session-secret", "/uploads/reviews/..%2f..%2fsession-secret"]) {
      const res = await t.app.inject({ url });
      expect(res.body, url).not.toContain("TOP-SECRET");
      if (res.statusCode === 200) expect(res.body, url).toMatch(/^<!doctype html>/i);
      else expect([404, 503], url).toContain(res.statusCode);
    }
  });

  it("never serves resumes", async () => {
    const dir = uploadsDir(t.config.DATA_DIR, "resumes");
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${"b".repeat(32)}.pdf`), PDF);
    writeFileSync(path.join(dir, `${"c".repeat(32)}.png`), PNG);
    expect((await t.app.inject({ url: `/uploads/resumes/${"b".repeat(32)}.pdf` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/uploads/resumes/${"c".repeat(32)}.png` })).statusCode).toBe(404);
  });

  it("refuses a non-multipart or malformed body with a readable 4xx", async () => {
    const json = await t.app.inject({ method: "POST", url: "/api/testimonial", payload: { name: "x" }, remoteAddress: randomIp() });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe("Send the form as multipart/form-data");
    const broken = await t.app.inject({
      method: "POST",
      url: "/api/testimonial",
      payload:
        '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nRam\r\n--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\x89PNG',
      headers: { "content-type": "multipart/form-data; boundary=x" },
      remoteAddress: randomIp(),
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    expect(readdirSync(uploadsDir(t.config.DATA_DIR, "testimonials")).filter((f) => !f.startsWith("a"))).toEqual([]);
  });

  it("refuses a text field longer than its limit instead of cutting it", async () => {
    const form = await multipart([
      ["name", "x".repeat(30_000)],
      ["experience", "ok"],
      ["location", "Kathmandu"],
      ["image", { data: PNG, name: "me.png" }],
    ]);
    const res = await t.app.inject({ method: "POST", url: "/api/testimonial", ...form, remoteAddress: randomIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("name is too long");
  });
});
