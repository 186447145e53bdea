// npm run bench:soak: the real server (src/main.ts) in a child process on its own port and data
// directory, under mixed load from autocannon for SOAK_SECONDS, printing its memory and the
// requests per second every few seconds. With SOAK_DATABASE_URL (a PostgreSQL server URL) it
// runs on a fresh database created there and dropped after. The server gets the node flags that
// npm start gives it (scripts/lib.mjs); SOAK_NODE_OPTIONS replaces them ("" for none), and
// MALLOC_ARENA_MAX in the environment replaces the start script's 2.
import { fork, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";

const PORT = Number(process.env.SOAK_PORT ?? 3917);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 180);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 16);
const SHOPPERS = 8;
/** The flags npm start gives the server (scripts/lib.mjs). */
const { serverNodeFlags } = (await import(new URL("../../../scripts/lib.mjs", import.meta.url).href)) as { serverNodeFlags: () => string[] };
const START_FLAGS = serverNodeFlags().join(" ");
const EVERY_MS = 5000;
const base = `http://127.0.0.1:${PORT}`;
const serverDir = fileURLToPath(new URL("..", import.meta.url));

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;

async function waitForHealth(child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error("the server exited during start");
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server did not become healthy");
}

async function json<T>(url: string, init?: RequestInit): Promise<{ body: T; cookie: string }> {
  const res = await fetch(`${base}${url}`, { ...init, headers: { "content-type": "application/json", ...init?.headers } });
  if (!res.ok) throw new Error(`${init?.method ?? "GET"} ${url} answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { body: (await res.json()) as T, cookie };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "pasal-soak-"));
const serverUrl = process.env.SOAK_DATABASE_URL;
const dbName = `pasal_soak_${randomBytes(4).toString("hex")}`;
const databaseUrl = serverUrl ? Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString() : undefined;
if (serverUrl) await adminQuery(serverUrl, `create database ${dbName}`);

const child = fork(path.join(serverDir, "src/main.ts"), [], {
  cwd: serverDir,
  execArgv: [
    ...(process.env.SOAK_NODE_OPTIONS ?? START_FLAGS).split(" ").filter(Boolean),
    "--import",
    "tsx",
    "--import",
    path.join(serverDir, "bench/memory-probe.mjs"),
  ],
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
    SESSION_SECRET: randomBytes(32).toString("hex"),
  },
  stdio: ["ignore", "inherit", "inherit", "ipc"],
});
let memory: NodeJS.MemoryUsage | undefined;
child.on("message", (message: { memory?: NodeJS.MemoryUsage }) => (memory = message.memory ?? memory));

try {
  await waitForHealth(child);
  type Listed = {
    _id: string;
    color: { colorName: string }[];
    model: string[];
    variant: { variantName: string }[];
    bundle: { bundle: string }[];
    stock: number;
  };
  const { body: everything } = await json<Listed[]>("/api/product");
  const products = everything.filter((p) => p.stock > 0);
  const shoppers: { id: string; cookie: string }[] = [];
  for (let i = 0; i < SHOPPERS; i++) {
    const { body, cookie } = await json<{ user: { _id: string } }>("/api/auth/signup", {
      method: "POST",
      body: JSON.stringify({
        fullName: `Soak Shopper ${i}`,
        email: `soak-${i}-${dbName}@example.com`,
        phoneNumber: "9812345678",
        password: "soak-password-1",
        confirmPassword: "soak-password-1",
      }),
    });
    shoppers.push({ id: body.user._id, cookie });
  }
  const words = ["samsung", "iphone", "charger", "earbuds", "laptop", "cable", "watch", "speaker", "redmi", "power bank"];
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  const line = () => {
    const p = pick(products);
    return {
      productId: p._id,
      quantity: 1,
      color: p.color[0]?.colorName ?? "",
      model: p.model[0] ?? "",
      variant: p.variant[0]?.variantName ?? "",
      bundle: p.bundle[0]?.bundle ?? "",
    };
  };
  const shopperFor = (context: object) => ((context as { shopper?: (typeof shoppers)[number] }).shopper ??= pick(shoppers));
  const requests: autocannon.Request[] = [
    { method: "GET", setupRequest: (req) => ({ ...req, path: `/api/products?page=${1 + Math.floor(Math.random() * 5)}&limit=20` }) },
    { method: "GET", setupRequest: (req) => ({ ...req, path: `/api/product/${pick(products)._id}` }) },
    { method: "GET", setupRequest: (req) => ({ ...req, path: `/api/products?search=${encodeURIComponent(pick(words))}` }) },
    { method: "GET", setupRequest: (req) => ({ ...req, path: `/api/predict/suggest?q=${encodeURIComponent(pick(words).slice(0, 3))}` }) },
    {
      method: "POST",
      path: "/api/cart/add",
      setupRequest: (req, context) => {
        const shopper = shopperFor(context);
        return {
          ...req,
          headers: { ...req.headers, cookie: shopper.cookie, "content-type": "application/json" },
          body: JSON.stringify({ userId: shopper.id, ...line() }),
        };
      },
    },
    {
      method: "POST",
      path: "/api/checkout",
      setupRequest: (req, context) => {
        const shopper = shopperFor(context);
        return {
          ...req,
          headers: { ...req.headers, cookie: shopper.cookie, "content-type": "application/json" },
          body: JSON.stringify({
            userId: shopper.id,
            username: "Soak Shopper",
            mail: "soak@example.com",
            phoneNumber: "9812345678",
            buyNow: true,
            products: [line()],
            shippingAddress: { street: "New Road", city: "Kathmandu" },
          }),
        };
      },
    },
  ];

  const pid = child.pid!;
  const startRss = rssOf(pid);
  console.log(`${serverUrl ? "PostgreSQL" : "embedded"} mode, ${CONNECTIONS} connections, ${SECONDS} s; RSS at start ${mb(startRss)} MB`);
  console.log("   t  rss MB  heapUsed  heapTotal  external  arrayBuf   req/s  non-2xx");
  let answered = 0;
  let failed = 0;
  const statuses = new Map<number, number>();
  let finish!: (result: autocannon.Result) => void;
  const finished = new Promise<autocannon.Result>((resolve) => (finish = resolve));
  const instance = autocannon({ url: base, connections: CONNECTIONS, duration: SECONDS, requests }, (error, result) => {
    if (error) throw error;
    finish(result);
  });
  instance.on("response", (_client: unknown, status: number) => {
    answered++;
    if (status >= 300) {
      failed++;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  });
  const rssSeen: number[] = [];
  let last = 0;
  const began = Date.now();
  const timer = setInterval(() => {
    const rss = rssOf(pid);
    rssSeen.push(rss);
    const m = memory;
    const row = [
      String(Math.round((Date.now() - began) / 1000)).padStart(4),
      String(mb(rss)).padStart(7),
      String(m ? mb(m.heapUsed) : "-").padStart(9),
      String(m ? mb(m.heapTotal) : "-").padStart(10),
      String(m ? mb(m.external) : "-").padStart(9),
      String(m ? mb(m.arrayBuffers) : "-").padStart(9),
      String(Math.round(((answered - last) * 1000) / EVERY_MS)).padStart(7),
      String(failed).padStart(8),
    ];
    last = answered;
    console.log(row.join(" "));
  }, EVERY_MS);
  const result = await finished;
  clearInterval(timer);
  const lastThird = rssSeen.slice(Math.floor((rssSeen.length * 2) / 3));
  console.log(
    `\n${Math.round(result.requests.average)} req/s on average, p99 latency ${result.latency.p99} ms; ` +
      `RSS ${mb(startRss)} MB at start, plateau (last third) ${mb(Math.max(...lastThird))} MB max, ${mb(Math.max(...rssSeen))} MB peak`,
  );
  if (statuses.size > 0) console.log("non-2xx answers by status:", Object.fromEntries(statuses));
} finally {
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
  if (serverUrl) await adminQuery(serverUrl, `drop database if exists ${dbName} with (force)`);
}
