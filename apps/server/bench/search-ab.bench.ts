// npx tsx bench/search-ab.bench.ts: the HTTP search bench (search-http.bench.ts) for two (or more)
// versions of the server at once, interleaved, so that both are measured at the same machine load
// (on a shared machine, runs minutes apart are not comparable). AB_SERVERS="main=<path to
// bench-server.ts>,branch=<path>" names them (default: this tree as "branch" and
// /work/wt-search-main as "main"). Every server starts once with BENCH_PRODUCTS products; then
// each phase runs every case on every server, alternating which goes first, and prints the load
// average beside each figure. Phases (AB_PHASES, default "cold:0,new:5000,warm:0"): a name and the
// offset in a list of 15,000 distinct varied queries where the requests start. "cold" on fresh
// servers is the bench as it is; "new" asks queries no server has seen (common terms are warm);
// "warm" repeats the first phase's queries. Each case: 2 s warm-up, then BENCH_SECONDS (10).
// AB_NODE_FLAGS adds Node flags to every server (e.g. "--trace-gc").
import { fork, type ChildProcess } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { variedQueries } from "./search-queries.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const servers = (process.env.AB_SERVERS ?? `main=/work/wt-search-main/apps/server/bench/bench-server.ts,branch=${path.join(here, "bench-server.ts")}`)
  .split(",")
  .map((entry) => {
    const [name, file] = entry.split("=") as [string, string];
    return { name, file };
  });
const phases = (process.env.AB_PHASES ?? "cold:0,new:5000,warm:0").split(",").map((entry) => {
  const [name, offset] = entry.split(":") as [string, string];
  return { name, offset: Number(offset) };
});
const queries = variedQueries(15000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

const cases: [string, (q: string) => string][] = [
  ["search", (q) => `/api/predict/search?q=${encodeURIComponent(q)}&limit=12`],
  ["suggest", (q) => `/api/predict/suggest?q=${encodeURIComponent(q)}`],
  ["listing", (q) => `/api/products?search=${encodeURIComponent(q)}&limit=24`],
];
const only = process.env.BENCH_CASES?.split(",");

const started: { name: string; child: ChildProcess; base: string }[] = [];
try {
  const t0 = performance.now();
  await Promise.all(
    servers.map(async ({ name, file }) => {
      const child = fork(file, {
        cwd: path.resolve(path.dirname(file), ".."),
        execArgv: ["--import", "tsx", "--expose-gc", ...(process.env.AB_NODE_FLAGS?.split(" ").filter(Boolean) ?? [])],
        stdio: "inherit",
        env: { ...process.env, BENCH_PRODUCTS: process.env.BENCH_PRODUCTS ?? "1000" },
      });
      const ready = await new Promise<{ port: number; products: number; rssMb: number }>((resolve, reject) => {
        child.once("message", (message) => resolve(message as { port: number; products: number; rssMb: number }));
        child.once("exit", (code) => reject(new Error(`${name}: the bench server exited with ${code}`)));
      });
      started.push({ name, child, base: `http://127.0.0.1:${ready.port}` });
      console.log(`${name}: ${file}, ${ready.products} products, RSS ${ready.rssMb} MB`);
    }),
  );
  started.sort((a, b) => servers.findIndex((s) => s.name === a.name) - servers.findIndex((s) => s.name === b.name));
  console.log(`servers up in ${Math.round((performance.now() - t0) / 1000)} s; ${connections} connections, 2 s warm-up then ${seconds} s\n`);
  let turn = 0;
  for (const phase of phases) {
    for (const [title, pathOf] of cases) {
      if (only && !only.includes(title)) continue;
      const order = turn++ % 2 === 0 ? started : [...started].reverse();
      for (const server of order) {
        let next = phase.offset;
        const requests = [
          { method: "GET" as const, setupRequest: (request: autocannon.Request) => ({ ...request, path: pathOf(queries[next++ % queries.length]!) }) },
        ];
        const before = load();
        await autocannon({ url: server.base, connections, duration: 2, requests });
        const result = await autocannon({ url: server.base, connections, duration: seconds, requests });
        console.log(
          `${phase.name.padEnd(5)} ${title.padEnd(8)} ${server.name.padEnd(7)} ${Math.round(result.requests.average).toString().padStart(6)} req/s  ` +
            `p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  ` +
            `errors ${result.errors + result.non2xx}  queries ${next - phase.offset}  load ${before} → ${load()}`,
        );
      }
    }
  }
} finally {
  for (const { child } of started) child.send("stop");
}
