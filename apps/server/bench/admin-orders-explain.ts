// EXPLAIN ANALYZE of the statements behind admin order-list pages at 100,000 orders (decision 019):
//   tsx bench/admin-orders-explain.ts "status=processing&limit=50" "q=sharma"
// Embedded database by default (KEEP_DIR keeps and reuses its seeded folder); EXPLAIN_DB=postgres://…
// for PostgreSQL (seeds that database if its orders table is empty).
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { adminOrderListQuerySchema } from "@pasal/shared";
import { sql, type SQL } from "drizzle-orm";
import { openDatabase } from "../src/db/client.js";
import { explainables, listOrders } from "../src/modules/admin/admin-order-list.js";
import { seedOrders } from "./seed-orders.js";

const dataDir = process.env.KEEP_DIR ?? mkdtempSync(path.join(os.tmpdir(), "pasal-explain-"));
const database = await openDatabase({ dataDir, databaseUrl: process.env.EXPLAIN_DB });
const { db } = database;
const rowsOf = async (statement: SQL) => ((await db.execute(statement)) as unknown as { rows: Record<string, unknown>[] }).rows;
const [existing] = (await rowsOf(sql`select count(*)::int as n from orders`)) as { n: number }[];
if (!existing?.n) await seedOrders(db, 100_000);
for (const search of process.argv.slice(2)) {
  const query = adminOrderListQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));
  for (const [label, statement] of explainables(db, query)) {
    console.log(`--- ${search} :: ${label}`);
    for (const row of await rowsOf(sql`explain (analyze, buffers) ${statement}`)) console.log(row["QUERY PLAN"]);
  }
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const page = await listOrders(db, query);
    console.log(`  listOrders ${(performance.now() - started).toFixed(1)} ms, total ${page.total}${page.totalIsEstimate ? " (estimate)" : ""}`);
  }
}
await database.close();
