import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject, afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../src/app.js";
import { ConfigError, loadConfig } from "../src/config.js";
import { openPostgres, type Database } from "../src/db/client.js";
import { cookiesFrom, randomIp, signUp } from "./auth-helpers.js";
import { createPostgresCopy } from "./helpers.js";
import { codeIn, isResetMail, startMailServer, type MailServer } from "./mail-server.js";
import { startS3 } from "./s3-server.js";
import { PNG, multipart } from "./upload-helpers.js";

/**
 * Two instances of the store behind one load balancer
 * (docs/requirements/operations.md#proxies-and-scale-out): one PostgreSQL database, one Redis, one
 * S3-compatible bucket, one session secret. Whatever a shopper starts on one instance must finish on the
 * other.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

describe.skipIf(!inject("postgresTemplate"))("two instances on PostgreSQL, Redis and S3", () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let mail: MailServer;
  let copy: Awaited<ReturnType<typeof createPostgresCopy>>;
  const instances: { app: App; database: Database; dataDir: string }[] = [];
  const [a, b] = [() => instances[0]!.app, () => instances[1]!.app];

  beforeAll(async () => {
    [s3, mail, copy] = await Promise.all([startS3(), startMailServer(), createPostgresCopy()]);
    const shared = {
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATABASE_URL: copy.url,
      REDIS_URL,
      SESSION_SECRET: randomBytes(32).toString("hex"),
      SMTP_URL: mail.url,
      ...s3.env,
    };
    for (let i = 0; i < 2; i++) {
      // Each instance has its own disk: nothing may travel through DATA_DIR.
      const dataDir = mkdtempSync(path.join(os.tmpdir(), `pasal-instance-${i}-`));
      const database = openPostgres(copy.url, 4);
      const app = await buildApp({ config: loadConfig({ ...shared, DATA_DIR: dataDir }), database, logger: false });
      instances.push({ app, database, dataDir });
    }
  });
  afterAll(async () => {
    for (const { app, database, dataDir } of instances) {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    await Promise.all([s3.close(), mail.close(), copy.drop()]);
  });

  it("refuses to start on PostgreSQL without a shared session secret", () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "pasal-instance-"));
    try {
      expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: copy.url })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: copy.url })).toThrow(/SESSION_SECRET/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("finishes on one instance a password reset started on the other", async () => {
    const shopper = await signUp(a(), { fullName: "Sita Sharma" });
    const ip = randomIp();
    const asked = await a().inject({ method: "POST", url: "/api/forgot-password", remoteAddress: ip, payload: { forgotPasswordEmail: shopper.email } });
    expect(asked.statusCode).toBe(200);
    // (Sign-up's confirmation mail goes there too.)
    await expect.poll(() => mail.to(shopper.email).filter(isResetMail).length, { timeout: 5000 }).toBe(1);
    const code = codeIn(mail.to(shopper.email).filter(isResetMail)[0]!);

    const verified = await b().inject({ method: "POST", url: "/api/verify-code", remoteAddress: ip, payload: { email: shopper.email, code } });
    expect(verified.statusCode, verified.body).toBe(200);
    const reset = await a().inject({
      method: "POST",
      url: "/api/reset-password",
      remoteAddress: ip,
      headers: { cookie: cookiesFrom(verified) },
      payload: { email: shopper.email, newPassword: "new-secret-77" },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await b().inject({ method: "POST", url: "/api/auth/login", remoteAddress: ip, payload: { email: shopper.email, password: "new-secret-77" } });
    expect(login.statusCode).toBe(200);
    // The session made on one instance is good on the other.
    const check = await a().inject({ url: "/api/auth/check", headers: { cookie: cookiesFrom(login) } });
    expect(check.json()).toMatchObject({ email: shopper.email });
  });

  it("serves from one instance a review photo uploaded to the other", async () => {
    const shopper = await signUp(a(), { fullName: "Hari Karki" });
    const productId = (await a().inject({ url: "/api/product" })).json().find((p: { reviews: number }) => p.reviews === 0)._id;
    const form = await multipart([
      ["productId", productId],
      ["rating", "5"],
      ["comment", "Great"],
      ["medias", { data: PNG, name: "photo.png", type: "image/png" }],
    ]);
    const posted = await a().inject({
      method: "POST",
      url: "/api/review",
      ...form,
      headers: { ...form.headers, cookie: shopper.cookie },
      remoteAddress: randomIp(),
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const listed = (await b().inject({ url: `/api/review/${productId}` })).json();
    const url: string = listed.response[0].medias[0].url;
    expect(url).toMatch(/^\/uploads\/reviews\/[a-f0-9]{32}\.png$/);
    const served = await b().inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });
});
