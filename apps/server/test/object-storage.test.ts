import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.js";
import { jobApplications } from "../src/db/schema/index.js";
import { uploadsDir } from "../src/storage/upload-store.js";
import { randomIp, signUp } from "./auth-helpers.js";
import { createTestApp, databaseKinds, type TestApp } from "./helpers.js";
import { BUCKET, startS3 } from "./s3-server.js";
import { MP4, PDF, PNG, multipart, type FormValue } from "./upload-helpers.js";

describe("object storage settings", () => {
  it("refuses STORAGE=s3 without a bucket or keys, naming what is missing", () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "pasal-config-"));
    try {
      expect(() => loadConfig({ DATA_DIR: dataDir, STORAGE: "s3" })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir, STORAGE: "s3", S3_BUCKET: "b" })).toThrow(
        /S3_ACCESS_KEY_ID: is required when STORAGE=s3[\s\S]*S3_SECRET_ACCESS_KEY/,
      );
      expect(() => loadConfig({ DATA_DIR: dataDir, STORAGE: "s3", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" })).toThrow(
        /S3_BUCKET: is required when STORAGE=s3/,
      );
      expect(() => loadConfig({ DATA_DIR: dataDir, STORAGE: "ftp" })).toThrow(/STORAGE/);
      expect(loadConfig({ DATA_DIR: dataDir }).STORAGE).toBe("local");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(databaseKinds)("uploads in an S3 bucket shared by two instances on %s", (kind) => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let first: TestApp;
  let second: TestApp;
  let productId: string;
  let author: { cookie: string };

  beforeAll(async () => {
    s3 = await startS3();
    first = await createTestApp(kind, s3.env);
    second = await createTestApp(kind, s3.env);
    productId = (await first.app.inject({ url: "/api/product" })).json()[0]._id;
    author = await signUp(first.app, { fullName: "Sita Sharma" });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await s3?.close();
  });

  async function postReview(medias: FormValue[]) {
    const form = await multipart([
      ["productId", productId],
      ["rating", "5"],
      ["comment", "Sharp photos"],
      ...medias.map((m): [string, FormValue] => ["medias", m]),
    ]);
    return first.app.inject({ method: "POST", url: "/api/review", ...form, headers: { ...form.headers, cookie: author.cookie }, remoteAddress: randomIp() });
  }

  it("stores a review photo in the bucket, and the other instance serves it", async () => {
    const posted = await postReview([
      { data: PNG, name: "front.png" },
      { data: MP4, name: "clip.mp4" },
    ]);
    expect(posted.statusCode, posted.body).toBe(201);
    const reviews = (await first.app.inject({ url: `/api/review/${productId}` })).json().response;
    const [photo, video] = reviews[0].medias.map((m: { url: string }) => m.url);
    expect(photo).toMatch(/^\/uploads\/reviews\/[a-f0-9]{32}\.png$/);

    expect(await s3.has(photo.slice("/uploads/".length))).toBe(true);
    expect(await s3.has(video.slice("/uploads/".length))).toBe(true);
    // Nothing on the instance's own disk.
    expect(existsSync(uploadsDir(first.config.DATA_DIR, "reviews"))).toBe(false);

    const served = await second.app.inject({ url: photo });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers).toMatchObject({ "content-type": "image/png", "x-content-type-options": "nosniff", "content-length": String(PNG.length) });
    expect(served.headers["content-security-policy"]).toContain("sandbox");

    // A video player asks for byte ranges.
    const part = await second.app.inject({ url: video, headers: { range: "bytes=4-11" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 4-11/${MP4.length}`);
    expect(part.rawPayload.toString("latin1")).toBe("ftypisom");
  });

  it("serves a testimonial photo sent to one instance from the other", async () => {
    const form = await multipart([
      ["name", "Ram"],
      ["experience", "Fast delivery"],
      ["location", "Pokhara"],
      ["image", { data: PNG, name: "me.png" }],
    ]);
    expect((await first.app.inject({ method: "POST", url: "/api/testimonial", ...form, remoteAddress: randomIp() })).statusCode).toBe(201);
    const key = (await s3.keys()).find((k) => k.startsWith("testimonials/"))!;
    expect(key).toMatch(/^testimonials\/[a-f0-9]{32}\.png$/);
    expect((await second.app.inject({ url: `/uploads/${key}` })).statusCode).toBe(200);
  });

  it("keeps resumes in the bucket but never serves them", async () => {
    const form = await multipart([
      ["firstName", "Sita"],
      ["lastName", "Sharma"],
      ["email", "sita@example.com"],
      ["phone", "9841234567"],
      ["coverLetter", "I know every lane of Patan."],
      ["resume", { data: PDF, name: "cv.pdf" }],
    ]);
    expect((await first.app.inject({ method: "POST", url: "/api/apply", ...form, remoteAddress: randomIp() })).statusCode).toBe(200);
    const [row] = await first.database.db.select().from(jobApplications).where(eq(jobApplications.email, "sita@example.com"));
    expect(row!.resumePath).toMatch(new RegExp(`^s3://${BUCKET}/resumes/[a-f0-9]{32}\\.pdf$`));
    const key = row!.resumePath.slice(`s3://${BUCKET}/`.length);
    expect(await s3.has(key)).toBe(true);
    for (const app of [first.app, second.app]) expect((await app.inject({ url: `/uploads/${key}` })).statusCode).toBe(404);
  });

  it("removes a deleted review's media from the bucket, so no instance serves it", async () => {
    const reviews = (await first.app.inject({ url: `/api/review/${productId}` })).json().response;
    const url = reviews[0].medias[0].url;
    const removed = await first.app.inject({ method: "DELETE", url: `/api/review/${reviews[0]._id}`, headers: { cookie: author.cookie } });
    expect(removed.statusCode).toBe(200);
    expect(await s3.has(url.slice("/uploads/".length))).toBe(false);
    expect((await second.app.inject({ url })).statusCode).toBe(404);
    expect((await second.app.inject({ url: "/uploads/reviews/../resumes/x.pdf" })).statusCode).toBe(404);
  });
});
