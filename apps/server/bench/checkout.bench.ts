// npm run bench:checkout: orders a second, latency and refusals of POST /api/checkout for orders
// of one, two and three lines, on the embedded database and (with BENCH_DATABASE_URL, DATABASE_URL
// or TEST_DATABASE_URL) on PostgreSQL; then the books are checked: every unit that left stock is
// in exactly one order, no stock is below zero, and a key sent several times at once made one order.
// Requests go through the whole Fastify pipeline with app.inject (no network).
//
// Flags: --db=pglite|postgres (default: both, PostgreSQL when a URL is set), --orders=N per phase
// (600), --concurrency=N (20), --rounds=N (1; each round on a fresh database, the median is printed).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import type { Product } from "@pasal/shared";
import { eq, inArray, sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { openDatabase, type Db } from "../src/db/client.js";
import { cartLines, carts, orderLines, orders, products, sessions, users } from "../src/db/schema/index.js";
import { seedDemoCatalog } from "../src/seed-demo.js";
import { randomToken, sha256 } from "../src/lib/crypto.js";
import { SESSION_COOKIE } from "../src/modules/auth/session-cookie.js";

const { values: flags } = parseArgs({
  options: {
    db: { type: "string" },
    orders: { type: "string", default: "600" },
    concurrency: { type: "string", default: "20" },
    rounds: { type: "string", default: "1" },
  },
});
const ORDERS = Number(flags.orders);
const CONCURRENCY = Number(flags.concurrency);
const ROUNDS = Number(flags.rounds);
const HOT_STOCK = 150;
/** Keys each sent this many times at once by the same shopper: each must make one order. */
const REPEATED_KEYS = 50;
const REPEATS = 5;
/** Products the orders spread over; their stock is made plentiful. */
const SPREAD_PRODUCTS = 50;

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** A line in the product's first options, as the storefront sends it. */
const lineOf = (p: Product) => ({
  productId: p._id,
  quantity: 1,
  color: p.color[0]?.colorName ?? "",
  model: p.model[0] ?? "",
  variant: p.variant[0]?.variantName ?? "",
  bundle: p.bundle[0]?.bundle ?? "",
});
/** A complete address that the shoppers' profiles already hold: returning customers. */
const address = { street: "New Road", city: "Kathmandu", province: "Bagmati", district: "Kathmandu", municipality: "Kathmandu Metropolitan City" };
const saved = { address: address.street, city: address.city, province: address.province, district: address.district, municipality: address.municipality };

interface PhaseResult {
  perSecond: number;
  p50: number;
  p99: number;
  statuses: Map<number, number>;
  /** CPU milliseconds per request of this process (PGlite included) and of the PostgreSQL backends. */
  cpuMs: number;
  serverCpuMs: number;
}

const TICK_MS = 10; // /proc/<pid>/stat counts in clock ticks of 1/100 s on Linux

/** CPU time used by the PostgreSQL backends serving this database (the server runs on this machine). */
async function backendTicks(db: Db): Promise<Map<number, number>> {
  const rows = (await db.execute(sql`select pid from pg_stat_activity where datname = current_database()`)) as unknown as { rows: { pid: number }[] };
  const ticks = new Map<number, number>();
  for (const { pid } of rows.rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      // the backend is on another machine, or ended
    }
  }
  return ticks;
}
type Outcome = Record<string, PhaseResult> & { books: string };

async function run(kind: "pglite" | "postgres", databaseUrl?: string): Promise<Outcome> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "pasal-bench-checkout-"));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "production" });
  const database = await openDatabase({ dataDir, databaseUrl });
  await seedDemoCatalog(database.db, path.join(dataDir, "media"));
  const app = await buildApp({ config, database, logger: false });
  const { db } = database;
  try {
    // One shopper per order of a phase, so that every cart order has a full cart of its own.
    const created = await db
      .insert(users)
      .values(
        Array.from({ length: ORDERS }, (_, i) => ({
          fullName: `Bench Buyer ${i}`,
          email: `bench-${i}@example.com`,
          phoneNumber: "9812345678",
          shippingAddress: saved,
        })),
      )
      .returning({ id: users.id });
    const tokens = created.map(() => randomToken());
    await db
      .insert(sessions)
      .values(created.map((user, i) => ({ tokenHash: sha256(tokens[i]!), userId: user.id, expiresAt: new Date(Date.now() + 30 * 86_400_000) })));
    const shoppers = created.map((user, i) => ({ id: user.id, cookie: `${SESSION_COOKIE}=${tokens[i]}` }));
    const cartIds = await db
      .insert(carts)
      .values(created.map((user) => ({ userId: user.id })))
      .returning({ id: carts.id });

    const catalogue = (await app.services.catalog.current()).products.slice(0, SPREAD_PRODUCTS);
    await db
      .update(products)
      .set({ stock: 1_000_000, sold: 0 })
      .where(
        inArray(
          products.id,
          catalogue.map((p) => p._id),
        ),
      );
    await app.services.catalog.reload();
    /** Shopper i's cart gets `count` different products. */
    const fillCarts = async (count: number) => {
      await db
        .insert(cartLines)
        .values(
          cartIds.flatMap(({ id }, i) => Array.from({ length: count }, (_, k) => ({ cartId: id, ...lineOf(catalogue[(i + k * 17) % SPREAD_PRODUCTS]!) }))),
        );
    };

    const checkout = (key: string, shopper: (typeof shoppers)[number], buyNow: Product | undefined) =>
      app.inject({
        method: "POST",
        url: "/api/checkout",
        headers: { cookie: shopper.cookie, "idempotency-key": key },
        payload: {
          userId: shopper.id,
          username: "Bench Buyer",
          mail: "bench@example.com",
          phoneNumber: "9812345678",
          buyNow: buyNow !== undefined,
          products: buyNow ? [lineOf(buyNow)] : [],
          shippingAddress: address,
        },
      });

    async function load(total: number, send: (i: number) => ReturnType<typeof checkout>): Promise<PhaseResult> {
      const latencies: number[] = [];
      const statuses = new Map<number, number>();
      let next = 0;
      const backends = kind === "postgres" ? await backendTicks(db) : new Map<number, number>();
      const cpu = process.cpuUsage();
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          for (let i = next++; i < total; i = next++) {
            const t0 = performance.now();
            const res = await send(i);
            latencies.push(performance.now() - t0);
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const used = process.cpuUsage(cpu);
      let serverTicks = 0;
      if (kind === "postgres") for (const [pid, ticks] of await backendTicks(db)) serverTicks += ticks - (backends.get(pid) ?? 0);
      latencies.sort((a, b) => a - b);
      return {
        perSecond: Math.round(total / seconds),
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        statuses,
        cpuMs: (used.user + used.system) / 1000 / total,
        serverCpuMs: (serverTicks * TICK_MS) / total,
      };
    }

    const result: Record<string, PhaseResult> = {};
    result["buy now, 1 line"] = await load(ORDERS, (i) => checkout(`one-${i}`, shoppers[i]!, catalogue[i % SPREAD_PRODUCTS]));
    await fillCarts(2);
    result["cart, 2 lines"] = await load(ORDERS, (i) => checkout(`two-${i}`, shoppers[i]!, undefined));
    await fillCarts(3);
    result["cart, 3 lines"] = await load(ORDERS, (i) => checkout(`three-${i}`, shoppers[i]!, undefined));

    const hot = catalogue[0]!;
    await db.update(products).set({ stock: HOT_STOCK }).where(eq(products.id, hot._id));
    await app.services.catalog.reload();
    result[`last ${HOT_STOCK} units, ${HOT_STOCK * 2} buyers`] = await load(HOT_STOCK * 2, (i) => checkout(`hot-${i}`, shoppers[i % ORDERS]!, hot));
    const spare = catalogue[1]!;
    result[`${REPEATED_KEYS} keys sent ${REPEATS}× at once`] = await load(REPEATED_KEYS * REPEATS, (i) =>
      checkout(`again-${Math.floor(i / REPEATS)}`, shoppers[Math.floor(i / REPEATS)]!, spare),
    );

    // The books: units taken from stock = units sold = units in order lines, and no stock below 0.
    const [books] = await db
      .select({ sold: sql<number>`sum(${products.sold})::int`, negative: sql<number>`count(*) filter (where ${products.stock} < 0)::int` })
      .from(products)
      .where(
        inArray(
          products.id,
          catalogue.map((p) => p._id),
        ),
      );
    const [lines] = await db.select({ units: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` }).from(orderLines);
    const [placed] = await db.select({ n: sql<number>`count(*)::int` }).from(orders);
    const [repeated] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(sql`${orders.idempotencyKey} like 'again-%'`);
    const [hotRow] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, hot._id));
    const expected = ORDERS * 6 + HOT_STOCK + REPEATED_KEYS;
    const sound = lines!.units === books!.sold && books!.sold === expected && books!.negative === 0 && hotRow!.stock === 0 && repeated!.n === REPEATED_KEYS;
    const summary =
      `${placed!.n} orders, ${lines!.units} units in order lines, ${books!.sold} units sold (expected ${expected}), ` +
      `hot product stock ${hotRow!.stock}, below zero: ${books!.negative}, orders for the repeated keys: ${repeated!.n}`;
    if (!sound) throw new Error(`the books do not add up: ${summary}`);
    return Object.assign(result, { books: summary }) as Outcome;
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A round on a fresh database: a new PGlite folder, or a PostgreSQL database created and dropped. */
async function round(kind: "pglite" | "postgres", postgresUrl?: string): Promise<Outcome> {
  if (kind === "pglite" || !postgresUrl) return run("pglite");
  const name = `pasal_bench_${process.pid}_${Date.now()}`;
  const url = new URL(postgresUrl);
  await adminQuery(postgresUrl, `create database ${name}`);
  url.pathname = `/${name}`;
  try {
    return await run("postgres", url.toString());
  } finally {
    await adminQuery(postgresUrl, `drop database if exists ${name}`);
  }
}

async function report(kind: "pglite" | "postgres", postgresUrl?: string) {
  const outcomes: Outcome[] = [];
  for (let i = 0; i < ROUNDS; i++) outcomes.push(await round(kind, postgresUrl));
  console.log(`\n${kind}: ${CONCURRENCY} concurrent shoppers, ${ORDERS} orders a phase, median of ${ROUNDS} round(s)`);
  for (const phase of Object.keys(outcomes[0]!).filter((key) => key !== "books")) {
    const runs = outcomes.map((outcome) => outcome[phase]!);
    const statuses = [...runs[0]!.statuses].map(([code, n]) => `${code}×${n}`).join(" ");
    const each = ROUNDS > 1 ? `   (${runs.map((r) => r.perSecond).join(", ")})` : "";
    console.log(
      `  ${phase.padEnd(32)} ${String(median(runs.map((r) => r.perSecond))).padStart(5)} orders/s   ` +
        `p50 ${median(runs.map((r) => r.p50)).toFixed(1)} ms   p99 ${median(runs.map((r) => r.p99)).toFixed(1)} ms   ` +
        `CPU/order ${median(runs.map((r) => r.cpuMs)).toFixed(2)} ms` +
        (kind === "postgres" ? ` + server ${median(runs.map((r) => r.serverCpuMs)).toFixed(2)} ms` : "") +
        `   ${statuses}${each}`,
    );
  }
  console.log(`  books: ${outcomes.at(-1)!.books}`);
}

const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (flags.db !== "postgres") await report("pglite");
if (flags.db !== "pglite") {
  if (postgresUrl) await report("postgres", postgresUrl);
  else console.log("\n(PostgreSQL skipped: set BENCH_DATABASE_URL to include it.)");
}
