import { randomBytes } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { adminQuery, withDatabase } from "./global-setup.js";

const DRIZZLE = path.resolve(import.meta.dirname, "../drizzle");
// Found by name: its number may change when branches' migrations are put in order.
const BACKFILL = readdirSync(DRIZZLE).find((file) => file.endsWith("_issued_invoices_and_credit_notes.sql"))!;
/** The migration files before the backfill, in order, split as drizzle splits them. */
const statements = (file: string) =>
  readFileSync(path.join(DRIZZLE, file), "utf8")
    .split("--> statement-breakpoint")
    .map((s) => s.trim())
    .filter(Boolean);
const before = readdirSync(DRIZZLE)
  .filter((file) => /^\d{4}_.*\.sql$/.test(file) && file < BACKFILL)
  .sort();

type Run = (sql: string) => Promise<Array<Record<string, unknown>>>;

/** An invoice numbered before decision 030 (no amounts, no snapshot), then the migration that adds them. */
async function backfill(run: Run) {
  for (const file of before) for (const statement of statements(file)) await run(statement);
  await run(`insert into orders (order_number, guest_email, total_paisa, contact, shipping_address)
    values ('ORD-OLD001', 'old@example.com', 3390000, '{"firstName":"Sita","lastName":"Sharma","email":"old@example.com","phone":"9800000000"}', '{}')`);
  await run(`insert into invoices (order_id, fiscal_year, seq, number, issued_at) select id, '2082/83', 1, '2082/83-000001', now() from orders`);
  for (const statement of statements(BACKFILL)) await run(statement);
  return run("select buyer_name, buyer_pan, total_paisa, taxable_paisa, vat_paisa, snapshot from invoices");
}

const expected = [{ buyer_name: "Sita Sharma", buyer_pan: null, total_paisa: 3_390_000, taxable_paisa: 3_000_000, vat_paisa: 390_000, snapshot: null }];

describe("the issued-invoices migration on invoices numbered before it", () => {
  it("fills buyer and amounts from the order on PGlite, leaving the snapshot for the next download", async () => {
    const db = await PGlite.create();
    try {
      expect(await backfill(async (sql) => (await db.query<Record<string, unknown>>(sql)).rows)).toEqual(expected);
    } finally {
      await db.close();
    }
  });

  it.runIf(inject("postgresTemplate"))("does the same on PostgreSQL", async () => {
    const url = inject("postgresUrl");
    const name = `pasal_migration_${randomBytes(6).toString("hex")}`;
    await adminQuery(url, `create database ${name}`);
    const client = new pg.Client({ connectionString: withDatabase(url, name) });
    await client.connect();
    try {
      expect(await backfill(async (sql) => (await client.query(sql)).rows)).toEqual(expected);
    } finally {
      await client.end();
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    }
  });
});
