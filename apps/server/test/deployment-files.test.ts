import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { SETTING_NAMES } from "../src/config.js";

/**
 * The images cannot be pulled where the tests run, so the container files are checked as text:
 * what they name must exist (settings, scripts, files) and what production needs must be there.
 */
const root = fileURLToPath(new URL("../../..", import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }> | string[];
  volumes?: string[];
  ports?: string[];
}
const compose = parse(read("compose.yaml"), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const stores = ["store-1", "store-2"];

describe("compose.yaml", () => {
  it("runs two store instances with PostgreSQL, Redis, an S3-compatible store and a proxy", () => {
    expect(Object.keys(services).sort()).toEqual(["minio", "minio-bucket", "postgres", "proxy", "redis", "store-1", "store-2"]);
    for (const name of stores) expect(services[name]!.build, name).toBe(".");
  });

  it("gives every store only settings the server knows, with what a production shop needs", () => {
    for (const name of stores) {
      const env = services[name]!.environment!;
      const unknown = Object.keys(env).filter((key) => !SETTING_NAMES.includes(key));
      expect(unknown, name).toEqual([]);
      expect(env).toMatchObject({ NODE_ENV: "production", STORAGE: "s3", TRUST_PROXY: "1", REDIS_URL: "redis://redis:6379", S3_ENDPOINT: "http://minio:9000" });
      for (const secret of ["SESSION_SECRET", "PUBLIC_URL", "METRICS_TOKEN", "S3_SECRET_ACCESS_KEY"]) {
        // From the environment, and compose refuses to start without it: never a secret in the file.
        expect(env[secret], `${name} ${secret}`).toMatch(/^\$\{[A-Z_]+:\?[^}]+\}$/);
      }
      expect(env.DATABASE_URL).toMatch(/^postgres:\/\/pasal:\$\{POSTGRES_PASSWORD:\?[^}]+\}@postgres:5432\/pasal$/);
      expect(services[name]!.depends_on).toEqual({
        postgres: { condition: "service_healthy" },
        redis: { condition: "service_healthy" },
        "minio-bucket": { condition: "service_completed_successfully" },
      });
    }
    expect(services["store-1"]!.environment!.BACKUP_DIR).toBe("/backups");
    expect(services["store-1"]!.volumes).toContain("backups:/backups");
  });

  it("has a health check on every dependency the stores wait for, and makes the bucket they use", () => {
    for (const name of ["postgres", "redis", "minio"]) expect(services[name]!.healthcheck?.test.length, name).toBeGreaterThan(1);
    expect(services["minio-bucket"]!.depends_on).toEqual({ minio: { condition: "service_healthy" } });
    const bucket = services["store-1"]!.environment!.S3_BUCKET!;
    expect(JSON.stringify(services["minio-bucket"])).toContain(`mc mb --ignore-existing shop/${bucket}`);
  });

  it("sends the proxy's traffic to exactly the two instances, choosing by readiness", () => {
    const mount = services.proxy!.volumes!.find((v) => v.endsWith(":/etc/caddy/Caddyfile:ro"))!;
    const caddyfile = read(mount.split(":")[0]!);
    const upstreams = /reverse_proxy ([^{]+)\{/.exec(caddyfile)![1]!.trim().split(/\s+/);
    const port = Number(/^ENV[\s\S]*?PORT=(\d+)/m.exec(read("Dockerfile"))![1]);
    expect(upstreams).toEqual(stores.map((name) => `${name}:${port}`));
    expect(caddyfile).toMatch(/health_uri \/api\/health\/ready/);
  });
});

describe("Dockerfile", () => {
  const dockerfile = read("Dockerfile");
  const lines = dockerfile.split("\n").filter((line) => !line.trim().startsWith("#"));
  const stages = lines.filter((line) => /^FROM /.test(line));
  const rootPackage = JSON.parse(read("package.json")) as { scripts: Record<string, string> };

  it("builds in stages with the same install and build as CI", () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    expect(dockerfile).toMatch(/^RUN npm ci --no-audit --no-fund$/m);
    const build = /^RUN npm run (\S+)$/m.exec(dockerfile)![1]!;
    expect(rootPackage.scripts[build]).toBeDefined();
    expect(read(".ci/run")).toMatch(/^npm ci --no-audit --no-fund$/m);
    // Every package.json the install needs is copied before `npm ci`.
    for (const workspace of ["packages/shared", "apps/server", "apps/web"]) expect(dockerfile).toContain(`COPY ${workspace}/package.json ${workspace}/`);
  });

  it("runs the last stage as the unprivileged node user, in production, with a health check on a real route", () => {
    const runtime = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/NODE_ENV=production/);
    const health = /HEALTHCHECK[\s\S]*?(\/api\/health\/(live|ready))/.exec(runtime);
    expect(health?.[1]).toBe("/api/health/live");
    const entry = /^CMD \[.*"(apps\/server\/src\/[^"]+)"\]$/m.exec(runtime)![1]!;
    expect(existsSync(path.join(root, entry))).toBe(true);
    expect(runtime).toMatch(/postgresql-client-15/);
  });

  it("keeps installs, data and secrets out of the build context", () => {
    const ignored = read(".dockerignore")
      .split("\n")
      .map((line) => line.trim());
    for (const entry of ["node_modules", ".env", "data", ".git"]) expect(ignored).toContain(entry);
  });
});
