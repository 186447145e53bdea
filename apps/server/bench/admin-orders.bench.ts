// npm run bench:admin: the back office's order table at 100,000 orders (issue 11). Seeds them with
// one bulk INSERT … SELECT, then measures filtered, sorted list pages (p95, target ≤ 50 ms) and
// the streamed CSV export of all of them (target ≤ 10 s) with the process's peak RSS, on the
// embedded database and (with BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL) PostgreSQL.
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { openDatabase } from "../src/db/client.js";
import { users } from "../src/db/schema/index.js";
import { SESSION_COOKIE } from "../src/modules/auth/session-cookie.js";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const ROUNDS = 40;
const QUERIES = [
  "status=processing&sort=-createdAt&limit=50",
  "status=shipped&paymentMethod=esewa&sort=-createdAt&limit=50&page=3",
  "district=Kaski&sort=-totalAmount&limit=50",
  "paymentStatus=completed&from=2025-01-01&to=2025-03-31&sort=createdAt&limit=50",
  "q=sharma&sort=-createdAt&limit=50",
  "q=9841000&limit=50",
  "q=ord-00042&limit=50",
  "sort=-totalAmount&limit=100&page=20",
];

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function run(kind: "pglite" | "postgres", databaseUrl?: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "pasal-bench-admin-"));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "production", SEED_DEMO: "false" });
  const database = await openDatabase({ dataDir, databaseUrl });
  const app = await buildApp({ config, database, logger: false });
  const { db } = database;
  try {
    const [owner] = await db.insert(users).values({ fullName: "Bench Owner", email: "owner@bench.example", role: "owner" }).returning();
    const { token } = await app.services.sessions.create(owner!.id, true);
    const cookie = `${SESSION_COOKIE}=${token}`;

    let started = performance.now();
    await db.execute(sql`insert into users (full_name, email, phone_number)
      select 'Buyer ' || i, 'buyer' || i || '@bench.example', '98' || lpad((41000000 + i)::text, 8, '0') from generate_series(1, 1000) i`);
    await db.execute(sql.raw(`
      with buyers as (select id, row_number() over (order by email) as n from users where email like 'buyer%@bench.example')
      insert into orders (order_number, user_id, status, payment_method, payment_status, total_paisa, contact, shipping_address, created_at, updated_at)
      select 'ORD-' || lpad(i::text, 7, '0'), b.id,
        (array['processing','shipped','delivered','cancelled','returned'])[1 + i % 5],
        (array['cod','esewa','khalti'])[1 + i % 3],
        (array['pending','completed','failed','refunded'])[1 + i % 4],
        100000 + (i * 7919) % 50000000,
        jsonb_build_object('firstName', (array['Sita','Ram','Gita','Hari','Maya','Bikash','Aarati'])[1 + i % 7],
          'lastName', (array['Sharma','Thapa','Gurung','Rai','Tamang','Shrestha','Karki','Magar'])[1 + i % 8],
          'email', 'buyer' || i || '@bench.example', 'phone', '98' || lpad((41000000 + i % 100000)::text, 8, '0')),
        jsonb_build_object('district', (array['Kathmandu','Lalitpur','Bhaktapur','Kaski','Jhapa','Morang','Chitwan','Rupandehi'])[1 + i % 8], 'city', 'City'),
        timestamptz '2025-06-30' - ((i * 5) % 525600) * interval '1 minute' - (i / 525600) * interval '1 second',
        now()
      from generate_series(1, ${ORDERS}) i join buyers b on b.n = 1 + i % 1000`));
    await db.execute(sql`analyze orders`);
    console.log(`\n${kind}: seeded ${ORDERS.toLocaleString("en")} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    for (const query of QUERIES) {
      const times: number[] = [];
      let total = 0;
      for (let round = 0; round < ROUNDS + 3; round++) {
        started = performance.now();
        const res = await app.inject({ method: "GET", url: `/api/admin/orders?${query}`, headers: { cookie } });
        const ms = performance.now() - started;
        if (res.statusCode !== 200) throw new Error(`${query} → ${res.statusCode} ${res.body}`);
        total = res.json().total;
        if (round >= 3) times.push(ms); // the first calls warm caches and plans
      }
      times.sort((a, b) => a - b);
      console.log(`  list ${query.padEnd(72)} total ${String(total).padStart(6)}  p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`);
    }

    // The CSV over real HTTP, read and dropped chunk by chunk, as a browser download would.
    await app.listen({ port: 0, host: "127.0.0.1" });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/admin/orders.csv`;
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    started = performance.now();
    const res = await fetch(url, { headers: { cookie, "accept-encoding": "identity" } });
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const b of chunk) if (b === 10) lines++;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
    console.log(`  csv  ${lines - 1} rows, ${mb(bytes)} MB in ${seconds.toFixed(2)} s; RSS ${mb(rssBefore)} MB before, peak ${mb(peak)} MB`);
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await run("pglite");
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  const name = `pasal_bench_admin_${process.pid}`;
  const url = new URL(postgresUrl);
  await adminQuery(postgresUrl, `create database ${name}`);
  url.pathname = `/${name}`;
  try {
    await run("postgres", url.toString());
  } finally {
    await adminQuery(postgresUrl, `drop database if exists ${name}`);
  }
} else {
  console.log("\n(PostgreSQL skipped: set BENCH_DATABASE_URL to include it.)");
}
