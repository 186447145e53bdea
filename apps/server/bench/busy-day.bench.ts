// npm run bench:busy-day [-- --db=embedded|postgres] [--products=100000] [--seconds=60] [--seed-cache=DIR]
// A busy day on a large catalogue: the real server (src/main.ts, with npm start's node flags) on a
// fresh database of BUSY_PRODUCTS products; 10 connections of mixed reads (listing, detail,
// search) while 20 orders a second are placed and one product is edited every second (every
// tenth edit renames it, so search must follow). Prints the start time and memory at rest, read
// latency, the event loop's worst delay measured inside the server, errors, and checks at the end
// that stock, sales and the stock ledger are exact in the database and in the served catalogue.
// Targets (docs/decisions/035-writes-cost-what-they-change.md): read p99 ≤ 25 ms, loop delay ≤ 100 ms,
// 0 errors, healthy within 60 s, RSS at rest ≤ 700 MB at 100,000 products.
import { fork, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { and, eq, gte, inArray, sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase, type Database } from "../src/db/client.js";
import { products, stockMovements, users } from "../src/db/schema/index.js";
import { buildScaledCatalog, seedDemoCatalog } from "../src/seed-demo.js";
import { importCatalog } from "../src/modules/catalog/catalog-import.js";
import { SESSION_COOKIE } from "../src/modules/auth/session-cookie.js";
import { SessionService } from "../src/modules/auth/session-service.js";

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const KIND = arg("db", "embedded");
const PRODUCTS = Number(arg("products", "100000"));
const SECONDS = Number(arg("seconds", "60"));
const PORT = Number(process.env.BUSY_PORT ?? 4151);
const READ_CONNECTIONS = 10;
const ORDERS_PER_SECOND = 20;
const HOT_PRODUCTS = 200;
const EDITED_PRODUCTS = 100;
const IMPORT_CHUNK = 5000;
const base = `http://127.0.0.1:${PORT}`;
const serverDir = fileURLToPath(new URL("..", import.meta.url));
const { serverNodeFlags } = (await import(path.join(serverDir, "../../scripts/lib.mjs"))) as { serverNodeFlags: () => string[] };

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
/** CPU seconds a process has used (user + system): a start time that the machine's other load does not inflate. */
const cpuSecondsOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "pasal-busy-day-"));
const serverUrl =
  KIND === "postgres" ? (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test") : undefined;
const dbName = `pasal_busy_${randomBytes(4).toString("hex")}`;
const databaseUrl = serverUrl ? Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString() : undefined;
if (serverUrl) await adminQuery(serverUrl, `create database ${dbName}`);
const open = () => openDatabase({ dataDir, databaseUrl });

interface Seeded {
  owner: string;
  shoppers: { id: string; cookie: string }[];
  hot: { id: string; stock: number; sold: number; color: string; model: string; variant: string; bundle: string }[];
  edited: { id: string; stock: number; name: string; price: number }[];
  sample: string[];
  categories: string[];
  startedAt: Date;
}

/** The catalogue: the demo grown to PRODUCTS, imported in chunks. */
async function seed(database: Database): Promise<void> {
  const began = performance.now();
  const demo = await seedDemoCatalog(database.db, path.join(dataDir, "media"));
  const scaled = buildScaledCatalog(PRODUCTS - demo.products);
  for (let k = 0; k < scaled.length; k += IMPORT_CHUNK) await importCatalog(database.db, scaled.slice(k, k + IMPORT_CHUNK));
  console.log(`seeded ${PRODUCTS} products in ${Math.round((performance.now() - began) / 1000)} s`);
}

/** An owner and shoppers with sessions, and the products orders and edits will use (random each run). */
async function prepare(database: Database): Promise<Seeded> {
  const { db } = database;
  const run = randomBytes(4).toString("hex");
  const sessions = new SessionService(db);
  const person = async (role: "owner" | "customer", i: number) => {
    const [user] = await db
      .insert(users)
      .values({ fullName: `Busy ${role} ${i}`, email: `busy-${run}-${role}-${i}@example.com`, phoneNumber: "9812345678", role })
      .returning();
    const { token } = await sessions.create(user!.id, true);
    return { id: user!.id, cookie: `${SESSION_COOKIE}=${token}` };
  };
  const owner = (await person("owner", 0)).cookie;
  const shoppers = [];
  for (let i = 0; i < 40; i++) shoppers.push(await person("customer", i));
  const all = await db
    .select({ p: products })
    .from(products)
    .where(eq(products.published, true))
    .orderBy(sql`random()`)
    .limit(HOT_PRODUCTS + EDITED_PRODUCTS + 2000);
  const hotRows = all.slice(0, HOT_PRODUCTS);
  await db
    .update(products)
    .set({ stock: 100_000 })
    .where(
      inArray(
        products.id,
        hotRows.map((r) => r.p.id),
      ),
    );
  const hot = hotRows.map(({ p }) => ({
    id: p.id,
    stock: 100_000,
    sold: p.sold,
    color: p.colors[0]?.colorName ?? "",
    model: p.compatibleModels[0] ?? "",
    variant: p.variants[0]?.variantName ?? "",
    bundle: p.bundles.length > 0 ? "1x" : "",
  }));
  const edited = all
    .slice(HOT_PRODUCTS, HOT_PRODUCTS + EDITED_PRODUCTS)
    .map(({ p }) => ({ id: p.id, stock: p.stock, name: p.name, price: p.sellingPricePaisa / 100 }));
  const categoryRows = (await db.execute(sql`select name from categories`)) as unknown as { rows: { name: string }[] };
  return { owner, shoppers, hot, edited, sample: all.map((r) => r.p.id), categories: categoryRows.rows.map((r) => r.name), startedAt: new Date() };
}

async function waitForHealth(child: ChildProcess) {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error("the server exited during start");
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
}

let child: ChildProcess | undefined;
try {
  // --seed-cache=DIR (embedded only): the seeded database is copied from DIR, or seeded and kept there.
  const cache = KIND === "embedded" ? arg("seed-cache", "") : "";
  if (cache && existsSync(path.join(cache, "pglite"))) {
    cpSync(path.join(cache, "pglite"), path.join(dataDir, "pglite"), { recursive: true });
    console.log(`seeded database copied from ${cache}`);
  }
  const seeding = await open();
  if (!cache || !existsSync(path.join(cache, "pglite"))) await seed(seeding);
  const seeded = await prepare(seeding);
  await seeding.close();
  if (cache && !existsSync(path.join(cache, "pglite"))) cpSync(path.join(dataDir, "pglite"), path.join(cache, "pglite"), { recursive: true });

  const flags = serverNodeFlags();
  const started = performance.now();
  child = fork(path.join(serverDir, "src/main.ts"), [], {
    cwd: serverDir,
    execArgv: [...flags, "--import", "tsx", "--import", path.join(serverDir, "bench/loop-probe.mjs")],
    env: {
      MALLOC_ARENA_MAX: "2", // as npm start sets it (scripts/lib.mjs)
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      DATABASE_URL: databaseUrl ?? "",
      REDIS_URL: "",
      SMTP_URL: "",
      SEED_DEMO: "false",
      SESSION_SECRET: randomBytes(32).toString("hex"),
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const server = child;
  let probe: { loop: { maxMs: number; p99Ms: number }; memory: NodeJS.MemoryUsage } | undefined;
  let loopMaxMs = 0;
  let measuring = false;
  server.on("message", (message: typeof probe) => {
    probe = message;
    if (measuring && message) loopMaxMs = Math.max(loopMaxMs, message.loop.maxMs);
  });
  await waitForHealth(server);
  const healthySeconds = (performance.now() - started) / 1000;
  const startCpuSeconds = cpuSecondsOf(server.pid!);
  await sleep(10_000);
  const restRss = rssOf(server.pid!);
  console.log(
    `${KIND}, ${PRODUCTS} products, node flags "${flags.join(" ")}": healthy after ${healthySeconds.toFixed(1)} s (${startCpuSeconds.toFixed(1)} s of CPU); ` +
      `at rest 10 s later RSS ${mb(restRss)} MB, heap used ${probe ? mb(probe.memory.heapUsed) : "?"} MB; load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}`,
  );

  const words = ["samsung", "iphone 15", "charger", "earbuds", "laptop", "cable", "watch", "speaker", "redmi", "power bank", "phone case"];
  const sorts = ["featured", "price-low", "price-high", "rating", "newest"];
  const reads: autocannon.Request[] = [
    {
      method: "GET",
      setupRequest: (req) => ({
        ...req,
        path: `/api/products?category=${encodeURIComponent(pick(seeded.categories))}&sort=${pick(sorts)}&page=${1 + Math.floor(Math.random() * 3)}&limit=24`,
      }),
    },
    { method: "GET", setupRequest: (req) => ({ ...req, path: `/api/product/${pick(seeded.sample)}` }) },
    { method: "GET", setupRequest: (req) => ({ ...req, path: `/api/products?search=${encodeURIComponent(pick(words))}&limit=24` }) },
    { method: "GET", setupRequest: (req) => ({ ...req, path: `/api/predict/search?q=${encodeURIComponent(pick(words))}&limit=12` }) },
  ];
  const readErrors = new Map<number, number>();
  measuring = true;
  let finish!: (result: autocannon.Result) => void;
  const running = new Promise<autocannon.Result>((resolve) => (finish = resolve));
  const instance = autocannon({ url: base, connections: READ_CONNECTIONS, duration: SECONDS, requests: reads }, (error, result) => {
    if (error) throw error;
    finish(result);
  });
  instance.on("response", (_client: unknown, status: number) => {
    if (status >= 400) readErrors.set(status, (readErrors.get(status) ?? 0) + 1);
  });

  // Orders and edits at a steady rate, each waiting for nobody: a slow answer does not slow the rate.
  const ordered = new Map<string, number>();
  const writeErrors: string[] = [];
  const writes: Promise<void>[] = [];
  const lastEdit = new Map<string, { stock: number; sellingPrice: number; name: string }>();
  let orders = 0;
  let edits = 0;
  const order = async (i: number) => {
    const shopper = seeded.shoppers[i % seeded.shoppers.length]!;
    const p = pick(seeded.hot);
    const quantity = 1 + (i % 3);
    const res = await fetch(`${base}/api/checkout`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: shopper.cookie, "idempotency-key": `busy-${i}` },
      body: JSON.stringify({
        userId: shopper.id,
        username: "Busy Shopper",
        mail: "busy@example.com",
        phoneNumber: "9812345678",
        buyNow: true,
        products: [{ productId: p.id, quantity, color: p.color, model: p.model, variant: p.variant, bundle: p.bundle }],
        shippingAddress: { street: "New Road", city: "Kathmandu", province: "Bagmati", district: "Kathmandu", municipality: "Kathmandu Metropolitan City" },
      }),
    });
    if (res.status !== 201) return void writeErrors.push(`order ${res.status} ${(await res.text()).slice(0, 200)}`);
    orders++;
    ordered.set(p.id, (ordered.get(p.id) ?? 0) + quantity);
  };
  const edit = async (i: number) => {
    const p = seeded.edited[i % seeded.edited.length]!;
    const next = {
      stock: p.stock + 1 + (i % 5),
      sellingPrice: Math.max(1, Math.floor(p.price) - (i % 7)),
      name: i % 10 === 0 ? `${p.name} edit ${i}` : (lastEdit.get(p.id)?.name ?? p.name),
    };
    const res = await fetch(`${base}/api/admin/products/${p.id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", cookie: seeded.owner },
      body: JSON.stringify(next),
    });
    if (res.status !== 200) return void writeErrors.push(`edit ${res.status} ${(await res.text()).slice(0, 200)}`);
    edits++;
    p.stock = next.stock;
    lastEdit.set(p.id, next);
  };
  const began = Date.now();
  let k = 0;
  const orderTimer = setInterval(() => writes.push(order(k++).catch((e: unknown) => void writeErrors.push(String(e)))), 1000 / ORDERS_PER_SECOND);
  let e = 0;
  const editTimer = setInterval(() => writes.push(edit(e++).catch((err: unknown) => void writeErrors.push(String(err)))), 1000);
  const result = await running;
  clearInterval(orderTimer);
  clearInterval(editTimer);
  await Promise.all(writes);
  await sleep(1500); // the last order batch reaches the catalogue
  measuring = false;
  const elapsed = (Date.now() - began) / 1000;
  const readErrorCount = result.errors + result.timeouts + [...readErrors.values()].reduce((a, b) => a + b, 0);
  console.log(
    `reads: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms, errors ${readErrorCount}`,
  );
  console.log(
    `writes: ${orders} orders (${(orders / elapsed).toFixed(1)}/s), ${edits} edits; errors ${writeErrors.length}${writeErrors.length ? ` (${writeErrors.slice(0, 3).join(" | ")})` : ""}`,
  );
  console.log(
    `event loop inside the server: worst delay ${loopMaxMs.toFixed(1)} ms; load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );

  // What the server serves now, before it stops (the embedded database has one user at a time).
  const served = new Map<string, { stock: number; sold: number; sellingPrice: number; name: string }>();
  for (const id of [...seeded.hot.map((h) => h.id), ...seeded.edited.map((p) => p.id)]) {
    served.set(id, (await (await fetch(`${base}/api/product/${id}`)).json()) as { stock: number; sold: number; sellingPrice: number; name: string });
  }
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  child = undefined;

  const checking = await open();
  const problems: string[] = [];
  try {
    const rows = await checking.db
      .select()
      .from(products)
      .where(inArray(products.id, [...served.keys()]));
    const ledger = await checking.db
      .select({ productId: stockMovements.productId, delta: sql<number>`sum(${stockMovements.delta})::int` })
      .from(stockMovements)
      .where(
        and(
          inArray(
            stockMovements.productId,
            seeded.hot.map((h) => h.id),
          ),
          gte(stockMovements.createdAt, seeded.startedAt),
        ),
      )
      .groupBy(stockMovements.productId);
    const moved = new Map(ledger.map((l) => [l.productId, Number(l.delta)]));
    for (const row of rows) {
      const shown = served.get(row.id)!;
      if (shown.stock !== row.stock || shown.sold !== row.sold)
        problems.push(`${row.id}: served stock ${shown.stock}/sold ${shown.sold}, database ${row.stock}/${row.sold}`);
      const hot = seeded.hot.find((h) => h.id === row.id);
      if (hot) {
        const units = ordered.get(row.id) ?? 0;
        if (row.stock !== hot.stock - units || row.sold !== hot.sold + units)
          problems.push(`${row.id}: ${units} units ordered, stock ${hot.stock}→${row.stock}, sold ${hot.sold}→${row.sold}`);
        if ((moved.get(row.id) ?? 0) !== -units) problems.push(`${row.id}: ledger moved ${moved.get(row.id) ?? 0}, orders took ${units}`);
      }
      const edit = lastEdit.get(row.id);
      if (edit && (row.stock !== edit.stock || shown.sellingPrice !== edit.sellingPrice || shown.name !== edit.name)) {
        problems.push(`${row.id}: last edit ${JSON.stringify(edit)}, database stock ${row.stock}, served ${shown.sellingPrice} "${shown.name}"`);
      }
    }
  } finally {
    await checking.close();
  }
  console.log(
    problems.length === 0 ? "stock, sales and ledger exact, in the database and in the served catalogue" : `NOT EXACT:\n${problems.slice(0, 10).join("\n")}`,
  );
  process.exitCode = problems.length === 0 && readErrorCount === 0 && writeErrors.length === 0 ? 0 : 1;
} finally {
  if (child) {
    child.kill("SIGTERM");
    await new Promise((resolve) => child!.once("exit", resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
  if (serverUrl) await adminQuery(serverUrl, `drop database if exists ${dbName} with (force)`);
}
