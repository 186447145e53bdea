import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
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

export interface TestApp {
  app: App;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: { presence?: boolean; logger?: AppOptions["logger"] } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "pasal-app-"));
  // On PostgreSQL the shop may run as several instances, which share one given secret (config.ts).
  const secret = kind === "postgres" || env.DATABASE_URL ? { SESSION_SECRET: randomBytes(32).toString("base64url") } : {};
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, ...secret, ...env });
  const database = await openTestDatabase(kind);
  const app = await buildApp({ config, database, logger: options.logger ?? false, presence: options.presence });
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
