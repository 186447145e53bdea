// npm run perf: how fast the storefront is for a shopper on a phone
// (docs/requirements/performance.md#first-load-budget, decision 023).
//  1. builds the storefront (with Vite's manifest and a chunk → modules map) and its server renderer;
//  2. starts the production server on a throwaway DATA_DIR and a free port (PERF_PORT to choose);
//  3. for home, a listing and a product page: the gzipped JS loaded before interaction, checked
//     against the 150 KB budget and the libraries that must not be in it;
//  4. runs Lighthouse (mobile, default simulated throttling) in /usr/bin/chromium on each page and
//     prints its four category scores, LCP, TBT and CLS, and any failing accessibility audit.
// Exits non-zero when a page is over budget or carries a forbidden library.
// Flags: --no-lighthouse (steps 1–3 only, about half a minute), --runs=N (Lighthouse runs per
// page, the median by performance score is reported). Reports go to .tmp/perf/.
// Not part of npm test: Lighthouse's figures swing with the machine's load.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { root, serverEntry, serverEnv, serverNodeFlags } from "./lib.mjs";
import { FIRST_LOAD_BUDGET, firstLoad, moduleMapPlugin, readBuild } from "./perf/first-load.mjs";

const args = process.argv.slice(2);
const withLighthouse = !args.includes("--no-lighthouse");
const runs = Math.max(1, Number(args.find((a) => a.startsWith("--runs="))?.slice(7) ?? 1));
const webDir = path.join(root, "apps/web");
const distDir = path.join(webDir, "dist");
const reportDir = path.join(root, ".tmp/perf");
const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** Each page, and the source of its lazily loaded route chunk (relative to apps/web). */
const PAGES = [
  { name: "home", path: "/", routeModules: ["src/features/home/components/home-page.tsx"] },
  { name: "listing", path: "/products", routeModules: ["src/features/products/components/products-page.tsx"] },
  { name: "product", path: null, routeModules: ["src/features/product-detail/components/product-route.tsx"] },
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function buildStorefront() {
  const { build } = await import("vite");
  await build({
    root: webDir,
    configFile: path.join(webDir, "vite.config.ts"),
    logLevel: "warn",
    build: { manifest: true },
    plugins: [moduleMapPlugin()],
  });
  // The server renders pages with this build (decision 022), as `npm run build`'s second step.
  await build({ root: webDir, configFile: path.join(webDir, "vite.config.ts"), logLevel: "warn", build: { ssr: "src/entry-server.tsx" } });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(port, dataDir) {
  const env = serverEnv({ ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" });
  const child = spawn(process.execPath, [...serverNodeFlags(env), "--import", "tsx", serverEntry], { cwd: root, env, stdio: ["ignore", "inherit", "inherit"] });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 360_000; // first start migrates and seeds the demo catalogue; slow on a loaded machine
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill("SIGTERM");
  throw new Error("the server did not answer /api/health within six minutes");
}

async function productPagePath(base) {
  const response = await fetch(`${base}/api/products?limit=1`);
  const body = await response.json();
  const product = body.items?.[0];
  if (!product) throw new Error("the demo catalogue has no product to measure");
  return `/products/${encodeURIComponent(product.modelName.trim().replace(/\s+/g, "-"))}`;
}

async function lighthouseRun(url) {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import("lighthouse"), import("chrome-launcher")]);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
  try {
    // The default config is a mid-range phone on a slow 4G link, throttling simulated.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

function summarise(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const failing = (category) =>
    lhr.categories[category].auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (a) =>
          a &&
          a.score !== null &&
          a.score < 1 &&
          a.scoreDisplayMode !== "informative" &&
          a.scoreDisplayMode !== "notApplicable" &&
          a.scoreDisplayMode !== "manual",
      )
      .map((a) => a.id);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(audit("largest-contentful-paint")),
    tbtMs: Math.round(audit("total-blocking-time")),
    cls: Number(audit("cumulative-layout-shift").toFixed(3)),
    failing: { accessibility: failing("accessibility"), bestPractices: failing("best-practices"), seo: failing("seo") },
    runtimeError: lhr.runtimeError?.message,
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), "pasal-perf-"));
let server;
let failed = false;
try {
  console.log("Building the storefront…");
  await buildStorefront();
  const { manifest, modules } = readBuild(distDir);

  const port = Number(process.env.PERF_PORT) || (await freePort());
  console.log(`Starting the production server on port ${port} (data in ${dataDir})…`);
  server = await startServer(port, dataDir);
  PAGES.find((p) => p.name === "product").path = await productPagePath(server.base);

  mkdirSync(reportDir, { recursive: true });
  const results = [];
  for (const page of PAGES) {
    const html = await (await fetch(server.base + page.path)).text();
    const load = firstLoad({ distDir, html, routeModules: page.routeModules, manifest, modules });
    const overBudget = load.gzip > FIRST_LOAD_BUDGET;
    if (overBudget || load.forbidden.length > 0 || load.unmapped.length > 0) failed = true;
    const row = {
      page: page.name,
      path: page.path,
      initialJsGzip: load.gzip,
      overBudget,
      forbidden: load.forbidden,
      unmapped: load.unmapped,
      files: load.files,
    };

    if (withLighthouse) {
      const lhrs = [];
      // A run Lighthouse could not finish (it sometimes loses the trace: NO_NAVSTART) has no
      // score; it is run again (up to twice per run asked for), never counted as a 0.
      for (let i = 0, attempts = 0; i < runs && attempts < runs * 3; attempts++) {
        console.log(`Lighthouse ${page.name} (${page.path}) run ${i + 1}/${runs}…`);
        const lhr = await lighthouseRun(server.base + page.path);
        if (lhr.runtimeError || lhr.categories.performance.score === null) {
          console.log(`  (no score: ${lhr.runtimeError?.code ?? "unknown"}; running it again)`);
          continue;
        }
        lhrs.push(lhr);
        i++;
      }
      if (lhrs.length === 0) throw new Error(`Lighthouse gave no score for ${page.path}`);
      lhrs.sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0));
      const median = lhrs[Math.floor(lhrs.length / 2)];
      writeFileSync(path.join(reportDir, `${page.name}.json`), JSON.stringify(median));
      Object.assign(row, summarise(median));
      if (runs > 1) row.performanceRuns = lhrs.map((l) => Math.round(l.categories.performance.score * 100));
    }
    results.push(row);
  }

  writeFileSync(path.join(reportDir, "summary.json"), JSON.stringify(results, null, 2));
  console.log(`\nInitial JS (gzipped, before interaction), budget ${kb(FIRST_LOAD_BUDGET)}:`);
  for (const r of results) {
    const verdict = r.overBudget ? "OVER BUDGET" : "ok";
    const extra = r.forbidden.length ? `  FORBIDDEN: ${r.forbidden.join(", ")}` : "";
    const unmapped = r.unmapped.length ? `  NOT IN MODULE MAP: ${r.unmapped.join(", ")}` : "";
    console.log(`  ${r.page.padEnd(8)} ${kb(r.initialJsGzip).padStart(9)}  ${verdict}  (${r.files.length} files)${extra}${unmapped}`);
  }
  if (withLighthouse) {
    console.log("\nLighthouse (mobile, simulated slow 4G; figures swing with the machine's load):");
    console.log("  page      perf  a11y  best  seo   LCP ms   TBT ms   CLS");
    for (const r of results) {
      console.log(
        `  ${r.page.padEnd(8)} ${String(r.performance).padStart(5)} ${String(r.accessibility).padStart(5)} ${String(r.bestPractices).padStart(5)} ${String(r.seo).padStart(4)} ${String(r.lcpMs).padStart(8)} ${String(r.tbtMs).padStart(8)} ${String(r.cls).padStart(6)}` +
          (r.performanceRuns ? `   runs: ${r.performanceRuns.join(", ")}` : ""),
      );
      for (const [category, ids] of Object.entries(r.failing)) if (ids.length) console.log(`    ${category} failing: ${ids.join(", ")}`);
      if (r.runtimeError) console.log(`    runtime error: ${r.runtimeError}`);
    }
    console.log(`\nFull reports: ${path.relative(root, reportDir)}/<page>.json`);
  }
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.stack : error);
} finally {
  if (server) {
    server.child.kill("SIGTERM");
    await new Promise((resolve) => server.child.once("exit", resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
