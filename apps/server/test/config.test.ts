import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig, parseEnv } from "../src/config.js";

describe("configuration", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "pasal-config-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("has working defaults for a bare start", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.SEED_DEMO).toBe(true);
    expect(env.SHOP_RETURN_DAYS).toBe(14);
    expect(env.OIDC_ISSUER).toBe("https://accounts.google.com");
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ SEED_DEMO: "perhaps" }, "SEED_DEMO"],
    [{ CORS_ORIGINS: "shop.example.com" }, "CORS_ORIGINS"],
    [{ SHOP_EMAIL: "not-an-email" }, "SHOP_EMAIL"],
    [{ SESSION_SECRET: "short" }, "SESSION_SECRET"],
  ])("names the bad variable in %o", (env, name) => {
    expect(() => parseEnv(env)).toThrow(ConfigError);
    expect(() => parseEnv(env)).toThrow(new RegExp(`\\b${name}: `));
  });

  it("reads lists and flags", () => {
    const env = parseEnv({ CORS_ORIGINS: "https://a.example, https://b.example/", SEED_DEMO: "false", SHOP_PHONES: "9800000000, 9700000000" });
    expect(env.CORS_ORIGINS).toEqual(["https://a.example", "https://b.example"]);
    expect(env.SEED_DEMO).toBe(false);
    expect(env.SHOP_PHONES).toEqual(["9800000000", "9700000000"]);
  });

  it("generates a session secret once and keeps it in DATA_DIR", () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(second.SESSION_SECRET).toBe(first.SESSION_SECRET);
    expect(readFileSync(path.join(dataDir, "session-secret"), "utf8").trim()).toBe(first.SESSION_SECRET);
    expect(first.embedded).toBe(true);
  });

  it("refuses DATABASE_URL without SESSION_SECRET, which every instance must share", () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: "postgres://shop@db.internal/pasal" };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/SESSION_SECRET: must be set when DATABASE_URL is set/);
    const secret = "s".repeat(40);
    expect(loadConfig({ ...env, SESSION_SECRET: secret })).toMatchObject({ SESSION_SECRET: secret, embedded: false });
  });
});
