import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { fromPglite, migrateDatabase, openPostgres } from "../src/db/client.js";
import { TEST_LOG_DIR } from "./scan-logs.js";
import { seedDemoCatalog, seedDemoTestimonials } from "../src/seed-demo.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated, demo-seeded PGlite data directory dump that each test file loads (~0.5 s). */
    pgliteTemplate: string;
    /** The same on PostgreSQL: a template database each test file copies; "" when not configured. */
    postgresTemplate: string;
    postgresUrl: string;
    /** Where every test app writes its log at level trace; scanned for secrets when the run ends. */
    logDir: string;
  }
}

/**
 * Runs once per `vitest run`: migrating and seeding takes seconds, so it happens once into a
 * template that every test file copies.
 */
export default async function setup(project: TestProject) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), "pasal-test-"));
  const mediaRoot = path.join(workDir, "media");

  // Kept after the run for test/scan-logs.ts (`npm test` runs it after vitest), cleared at each start.
  rmSync(TEST_LOG_DIR, { recursive: true, force: true });
  mkdirSync(TEST_LOG_DIR, { recursive: true });
  project.provide("logDir", TEST_LOG_DIR);

  const client = await PGlite.create();
  const database = fromPglite(client);
  await migrateDatabase(database);
  await seedDemoCatalog(database.db, mediaRoot);
  await seedDemoTestimonials(database.db, mediaRoot);
  const dump = await client.dumpDataDir("none");
  const templateFile = path.join(workDir, "template.tar");
  writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("pgliteTemplate", templateFile);

  const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? "";
  let postgresTemplate = "";
  if (postgresUrl) {
    postgresTemplate = `pasal_template_${process.pid}`;
    await adminQuery(postgresUrl, `drop database if exists ${postgresTemplate}`);
    await adminQuery(postgresUrl, `create database ${postgresTemplate}`);
    const templateDb = openPostgres(withDatabase(postgresUrl, postgresTemplate), 2);
    await migrateDatabase(templateDb);
    await seedDemoCatalog(templateDb.db, mediaRoot);
    await seedDemoTestimonials(templateDb.db, mediaRoot);
    await templateDb.close();
  }
  project.provide("postgresTemplate", postgresTemplate);
  project.provide("postgresUrl", postgresUrl);

  return async () => {
    if (postgresTemplate) await adminQuery(postgresUrl, `drop database if exists ${postgresTemplate}`);
    rmSync(workDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
