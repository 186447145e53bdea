// npm run bench:admin: the back office's order table at 100,000 orders
// (docs/requirements/back-office.md#admin-orders, decision 019). Seeds them with one bulk INSERT …
// SELECT, then measures filtered, sorted list pages (p50/p95/p99 per query and over all, target p95 ≤ 50
// ms) and the streamed CSV export of all of them (target ≤ 10 s, RSS at start, peak and end), on the
// embedded database and (with BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL) PostgreSQL. A total
// prefixed "~" is an estimate.
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { openDatabase } from "../src/db/client.js";
import { users } from "../src/db/schema/index.js";
import { SESSION_COOKIE } from "../src/modules/auth/session-cookie.js";
import { seedOrders } from "./seed-orders.js";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const CSV_RUNS = Number(process.env.BENCH_CSV_RUNS ?? 3);
const ROUNDS = 40;
const QUERIES = [
  "sort=-createdAt&limit=50",
  "status=processing&sort=-createdAt&limit=50",
  "status=shipped&paymentMethod=esewa&sort=-createdAt&limit=50&page=3",
  "district=Kaski&sort=-totalAmount&limit=50",
  "paymentStatus=completed&from=2025-01-01&to=2025-03-31&sort=createdAt&limit=50",
  "q=sharma&sort=-createdAt&limit=50",
  "q=9841000&limit=50",
  "q=ord-00042&limit=50",
  "sort=-totalAmount&limit=100&page=20",
  "status=delivered&sort=-totalAmount&limit=50&page=10",
  "sort=status&limit=50&page=5",
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
    await seedOrders(db, ORDERS);
    console.log(`\n${kind}: seeded ${ORDERS.toLocaleString("en")} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const everyTime: number[] = [];
    const everyCpu: number[] = [];
    const ms = (n: number) => `${n.toFixed(1).padStart(6)} ms`;
    for (const query of QUERIES) {
      const times: number[] = [];
      const cpu: number[] = [];
      let total = "";
      for (let round = 0; round < ROUNDS + 3; round++) {
        started = performance.now();
        // This process's CPU time too (the embedded database runs inside it): unlike the wall time,
        // it hardly grows when other processes load the machine.
        const cpuBefore = process.cpuUsage();
        const res = await app.inject({ method: "GET", url: `/api/admin/orders?${query}`, headers: { cookie } });
        const elapsed = performance.now() - started;
        const cpuUsed = process.cpuUsage(cpuBefore);
        if (res.statusCode !== 200) throw new Error(`${query} → ${res.statusCode} ${res.body}`);
        const page = res.json() as { total: number; totalIsEstimate: boolean };
        total = `${page.totalIsEstimate ? "~" : ""}${page.total}`;
        if (round >= 3) {
          // the first calls warm caches and plans
          times.push(elapsed);
          cpu.push((cpuUsed.user + cpuUsed.system) / 1000);
        }
      }
      times.sort((a, b) => a - b);
      cpu.sort((a, b) => a - b);
      everyTime.push(...times);
      everyCpu.push(...cpu);
      console.log(
        `  list ${query.padEnd(82)} total ${total.padStart(7)}  p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}  p99 ${ms(percentile(times, 99))}  cpu p95 ${ms(percentile(cpu, 95))}`,
      );
    }
    everyTime.sort((a, b) => a - b);
    everyCpu.sort((a, b) => a - b);
    console.log(
      `  list, all ${everyTime.length} pages${" ".repeat(68)}p50 ${ms(percentile(everyTime, 50))}  p95 ${ms(percentile(everyTime, 95))}  p99 ${ms(percentile(everyTime, 99))}  cpu p95 ${ms(percentile(everyCpu, 95))}  (target p95 ≤ 50 ms)`,
    );

    // The CSV over real HTTP, read and dropped chunk by chunk, as a browser download would.
    await app.listen({ port: 0, host: "127.0.0.1" });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/admin/orders.csv`;
    // Three exports in a row: memory that grows with the rows grows on every run; a plateau after
    // the first (the allocator's and PGlite's high-water mark) is bounded, not per-row.
    const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
    for (let run = 1; run <= CSV_RUNS; run++) {
      global.gc?.();
      const rssBefore = process.memoryUsage().rss;
      let peak = rssBefore;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
      started = performance.now();
      const csvCpu = process.cpuUsage();
      const res = await fetch(url, { headers: { cookie, "accept-encoding": "identity" } });
      let bytes = 0;
      let lines = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.length;
        for (const b of chunk) if (b === 10) lines++;
      }
      const seconds = (performance.now() - started) / 1000;
      const cpuSeconds = ((used) => (used.user + used.system) / 1e6)(process.cpuUsage(csvCpu));
      clearInterval(sampler);
      const rssAfter = process.memoryUsage().rss;
      peak = Math.max(peak, rssAfter);
      console.log(
        `  csv #${run}  ${lines - 1} rows, ${mb(bytes)} MB in ${seconds.toFixed(2)} s (cpu ${cpuSeconds.toFixed(2)} s; target ≤ 10 s); RSS ${mb(rssBefore)} MB at start, peak ${mb(peak)} MB (+${mb(peak - rssBefore)}), ${mb(rssAfter)} MB at end`,
      );
    }
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// BENCH_ONLY=pglite or postgres runs one of the two.
const only = process.env.BENCH_ONLY;
if (only !== "postgres") await run("pglite");
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (only === "pglite") {
  // PostgreSQL not asked for
} else if (postgresUrl) {
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
