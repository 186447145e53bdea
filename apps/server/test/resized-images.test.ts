import { cpSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CATALOG_DIR } from "../src/seed-demo.js";
import { createTestApp, type TestApp } from "./helpers.js";
import { startS3 } from "./s3-server.js";

const SVG = "/media/demo/products/iphone-16-pro-max-1.svg";
const UPLOAD_NAME = "0123456789abcdef0123456789abcdef.png";

/** A 500 × 250 photo-like PNG. */
const photo = () =>
  sharp({ create: { width: 500, height: 250, channels: 3, background: "#3366cc" } })
    .png()
    .toBuffer();

function cacheFiles(t: TestApp): string[] {
  const root = path.join(t.config.DATA_DIR, "cache", "images");
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  try {
    return walk(root);
  } catch {
    return [];
  }
}

describe("resized pictures at /media/w<width>/…", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp("pglite");
    // The media folder as the first start leaves it (the seed copies these files).
    cpSync(path.join(DEMO_CATALOG_DIR, "media"), path.join(t.config.DATA_DIR, "media"), { recursive: true });
    await t.app.services.uploads.put(`products/${UPLOAD_NAME}`, await photo(), "image/png");
  });
  afterAll(async () => t?.close());

  it("draws a catalogue SVG as WebP at each asked width, with year-long immutable caching and an ETag", async () => {
    for (const width of [160, 320, 1280]) {
      const res = await t.app.inject({ url: `/media/w${width}${SVG}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["content-type"]).toBe("image/webp");
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.headers.etag).toMatch(/^"[a-f0-9]{32}"$/);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", width, width]);
    }
    // Small enough to be worth it: a card-sized copy is a few kilobytes.
    expect((await t.app.inject({ url: `/media/w320${SVG}` })).rawPayload.length).toBeLessThan(30_000);
  });

  it("answers a second request from the disk cache, and a known ETag with 304", async () => {
    const url = `/media/w480${SVG}`;
    const first = await t.app.inject({ url });
    expect(first.statusCode).toBe(200);
    const made = cacheFiles(t).filter((f) => f.includes(`${path.sep}w480${path.sep}`));
    expect(made).toHaveLength(1);
    // Swap the cached copy for a marker: the next answer must be the marker, not a new resize.
    const marker = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#ff0000" } })
      .webp()
      .toBuffer();
    writeFileSync(made[0]!, marker);
    const second = await t.app.inject({ url });
    expect(second.rawPayload.equals(marker)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    const again = await t.app.inject({ url, headers: { "if-none-match": first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it("refuses widths outside the fixed set with 400, and makes nothing", async () => {
    const before = cacheFiles(t).length;
    for (const width of [0, 100, 333, 1281, 4000]) {
      const res = await t.app.inject({ url: `/media/w${width}${SVG}` });
      expect(res.statusCode, String(width)).toBe(400);
      expect(res.json().message).toMatch(/^Width must be one of 160, 320, 480, 640, 960, 1280/);
    }
    expect(cacheFiles(t)).toHaveLength(before);
  });

  it("answers 404 for a missing picture, a path out of the folders, and files that are not pictures", async () => {
    for (const url of [
      "/media/w320/media/demo/products/no-such-phone-1.svg",
      "/media/w320/media/demo/products/",
      "/media/w320/media/%2e%2e/%2e%2e/etc/passwd.png",
      "/media/w320/uploads/products/ffffffffffffffffffffffffffffffff.png",
      "/media/w320/uploads/resumes/0123456789abcdef0123456789abcdef.pdf",
      "/media/w320/uploads/products/not-a-stored-name.png",
      "/media/w320/elsewhere/a.png",
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(String(res.headers["cache-control"] ?? ""), url).not.toContain("immutable");
    }
    // The original files are still served as they were.
    expect((await t.app.inject({ url: SVG })).statusCode).toBe(200);
  });

  it("resizes a back-office upload, never wider than the photo itself", async () => {
    const small = await t.app.inject({ url: `/media/w320/uploads/products/${UPLOAD_NAME}` });
    expect(small.statusCode).toBe(200);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ format: "webp", width: 320, height: 160 });
    const big = await t.app.inject({ url: `/media/w960/uploads/products/${UPLOAD_NAME}` });
    expect(await sharp(big.rawPayload).metadata()).toMatchObject({ format: "webp", width: 500, height: 250 });
  });

  it("gives each demo product picture its size in the product API", async () => {
    const [product] = (await t.app.inject({ url: "/api/product" })).json();
    expect(product.images[0]).toMatchObject({ url: expect.stringMatching(/^\/media\/demo\/products\/.+\.svg$/), width: 800, height: 800 });
  });
});

describe("resized pictures with uploads in an S3 bucket", () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    s3 = await startS3();
    first = await createTestApp("pglite", s3.env);
    second = await createTestApp("pglite", s3.env);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await s3?.close();
  });

  it("resizes a picture another instance put in the bucket, caching the copy on its own disk", async () => {
    await first.app.services.uploads.put(`products/${UPLOAD_NAME}`, await photo(), "image/png");
    mkdirSync(path.join(second.config.DATA_DIR, "media"), { recursive: true });
    const res = await second.app.inject({ url: `/media/w160/uploads/products/${UPLOAD_NAME}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: "webp", width: 160, height: 80 });
    expect(cacheFiles(second)).toHaveLength(1);
    expect(await s3.keys()).toEqual([`products/${UPLOAD_NAME}`]);
  });
});
