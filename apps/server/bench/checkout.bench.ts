// npm run bench:checkout: how many orders a second checkout places, and its latency, on the
// embedded database and (with BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL) on
// PostgreSQL; then the books are checked: every unit that left stock is in exactly one order.
// Requests go through the whole Fastify pipeline with app.inject (no network).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { Product } from "@pasal/shared";
import { eq, inArray, sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { openDatabase } from "../src/db/client.js";
import { orderLines, orders, products, users } from "../src/db/schema/index.js";
import { seedDemoCatalog } from "../src/seed-demo.js";
import { SESSION_COOKIE } from "../src/modules/auth/session-cookie.js";

const SHOPPERS = 200;
const CONCURRENCY = 20;
const SPREAD_ORDERS = 1_000;
const HOT_STOCK = 150;

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function run(kind: "pglite" | "postgres", databaseUrl?: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "pasal-bench-checkout-"));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "production" });
  const database = await openDatabase({ dataDir, databaseUrl });
  await seedDemoCatalog(database.db, path.join(dataDir, "media"));
  const app = await buildApp({ config, database, logger: false });
  const { db } = database;
  try {
    const shoppers = await Promise.all(
      Array.from({ length: SHOPPERS }, async (_, i) => {
        const [user] = await db.insert(users).values({ fullName: `Bench Buyer ${i}`, email: `bench-${i}@example.com`, phoneNumber: "9812345678" }).returning();
        const { token } = await app.services.sessions.create(user!.id, true);
        return { id: user!.id, cookie: `${SESSION_COOKIE}=${token}` };
      }),
    );
    const catalogue = (await app.services.catalog.current()).products.slice(0, 50);
    await db.update(products).set({ stock: 100_000, sold: 0 }).where(inArray(products.id, catalogue.map((p) => p._id)));
    await app.services.catalog.reload();

    const line = (p: Product) => ({
      productId: p._id, quantity: 1, color: p.color[0]?.colorName ?? "", model: p.model[0] ?? "",
      variant: p.variant[0]?.variantName ?? "", bundle: p.bundle.length > 0 ? "1x" : "",
    });
    const checkout = (phase: string, i: number, product: Product) => {
      const shopper = shoppers[i % SHOPPERS]!;
      return app.inject({
        method: "POST", url: "/api/checkout",
        headers: { cookie: shopper.cookie, "idempotency-key": `bench-${kind}-${phase}-${i}` },
        payload: {
          userId: shopper.id, username: "Bench Buyer", mail: "bench@example.com", phoneNumber: "9812345678", buyNow: true,
          products: [line(product)], shippingAddress: { street: "New Road", city: "Kathmandu" },
        },
      });
    };

    async function load(phase: string, total: number, productFor: (i: number) => Product) {
      const latencies: number[] = [];
      const statuses = new Map<number, number>();
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          for (let i = next++; i < total; i = next++) {
            const t0 = performance.now();
            const res = await checkout(phase, i, productFor(i));
            latencies.push(performance.now() - t0);
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      latencies.sort((a, b) => a - b);
      return { perSecond: Math.round(total / seconds), p50: percentile(latencies, 50), p99: percentile(latencies, 99), statuses };
    }

    const spread = await load("spread", SPREAD_ORDERS, (i) => catalogue[i % catalogue.length]!);
    const hot = catalogue[0]!;
    await db.update(products).set({ stock: HOT_STOCK }).where(eq(products.id, hot._id));
    await app.services.catalog.reload();
    const contended = await load("hot", HOT_STOCK * 2, () => hot);

    // The books: units taken from stock = units sold = units in order lines, and no stock below 0.
    const [books] = await db
      .select({
        sold: sql<number>`sum(${products.sold})::int`,
        negative: sql<number>`count(*) filter (where ${products.stock} < 0)::int`,
      })
      .from(products)
      .where(inArray(products.id, catalogue.map((p) => p._id)));
    const [lines] = await db.select({ units: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` }).from(orderLines);
    const [placed] = await db.select({ n: sql<number>`count(*)::int` }).from(orders);
    const [hotRow] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, hot._id));

    const fmt = (r: Awaited<ReturnType<typeof load>>) =>
      `${String(r.perSecond).padStart(5)} orders/s   p50 ${r.p50.toFixed(1)} ms   p99 ${r.p99.toFixed(1)} ms   ` +
      [...r.statuses].map(([code, n]) => `${code}×${n}`).join(" ");
    console.log(`\n${kind}: ${CONCURRENCY} concurrent shoppers, buy-now orders of one item`);
    console.log(`  spread over 50 products (${SPREAD_ORDERS})      ${fmt(spread)}`);
    console.log(`  one product, last ${HOT_STOCK} units (${HOT_STOCK * 2})  ${fmt(contended)}`);
    console.log(
      `  books: ${placed!.n} orders, ${lines!.units} units in order lines, ${books!.sold} units sold, ` +
        `hot product stock ${hotRow!.stock}, products below zero: ${books!.negative}`,
    );
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await run("pglite");
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  const name = `pasal_bench_${process.pid}`;
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
