import { randomBytes } from "node:crypto";
import { createWriteStream, mkdtempSync, readFileSync, rmSync, type WriteStream } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { buildApp, type App, type AppOptions } from "../src/app.js";
import { loadConfig, type Config } from "../src/config.js";
import { fromPglite, openPostgres, type Database } from "../src/db/client.js";
import { adminQuery, withDatabase } from "./global-setup.js";

export type DatabaseKind = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL or DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = inject("postgresTemplate") ? ["pglite", "postgres"] : ["pglite"];

/** A fresh copy of the migrated, demo-seeded template database, private to the caller. */
export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === "pglite") {
    const dump = readFileSync(inject("pgliteTemplate"));
    const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
    return fromPglite(client);
  }
  const url = inject("postgresUrl");
  const name = `pasal_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(url, `create database ${name} template ${inject("postgresTemplate")}`);
  const database = openPostgres(withDatabase(url, name), 5);
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(url, `drop database if exists ${name}`);
    },
  };
}

/** A fresh PostgreSQL copy of the template by URL, for tests that open it from several app instances. */
export async function createPostgresCopy(): Promise<{ url: string; drop(): Promise<void> }> {
  const url = inject("postgresUrl");
  const name = `pasal_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(url, `create database ${name} template ${inject("postgresTemplate")}`);
  return { url: withDatabase(url, name), drop: () => adminQuery(url, `drop database if exists ${name} with (force)`) };
}

/** A file in the run's log folder (global-setup.ts scans them all for secrets at the end). */
function openRunLog(): WriteStream | undefined {
  const dir = inject("logDir");
  return dir ? createWriteStream(path.join(dir, `${process.pid}-${randomBytes(4).toString("hex")}.log`)) : undefined;
}

export interface TestApp {
  app: App;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: { presence?: boolean; logger?: AppOptions["logger"]; sitemapUrlLimit?: number } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "pasal-app-"));
  // On PostgreSQL the shop may run as several instances, which share one given secret (config.ts).
  const secret = kind === "postgres" || env.DATABASE_URL ? { SESSION_SECRET: randomBytes(32).toString("base64url") } : {};
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, ...secret, ...env });
  const database = await openTestDatabase(kind);
  const logFile = options.logger === undefined ? openRunLog() : undefined;
  const logger = options.logger ?? (logFile ? { level: "trace", stream: logFile } : false);
  const app = await buildApp({ config, database, logger, presence: options.presence, sitemapUrlLimit: options.sitemapUrlLimit });
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await new Promise<void>((resolve) => (logFile ? logFile.end(resolve) : resolve()));
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
