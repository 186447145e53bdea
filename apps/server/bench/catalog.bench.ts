// npm run bench: requests per second and latency of the catalogue's listing and product detail
// calls on a 10,000-product catalogue (BENCH_PRODUCTS overrides), embedded database.
// Target (docs/requirements/performance.md#read-speed): ≥ 2,000 req/s and p99 ≤ 50 ms on a 2-core machine.
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

interface Ready {
  port: number;
  rssMb: number;
  heapMb: number;
  products: number;
  modelNames: string[];
  categories: string[];
  brands: string[];
}

const server = fork(fileURLToPath(new URL("./bench-server.ts", import.meta.url)), {
  execArgv: ["--import", "tsx", "--expose-gc"],
  stdio: "inherit",
});
const ready = await new Promise<Ready>((resolve, reject) => {
  server.once("message", (message) => resolve(message as Ready));
  server.once("exit", (code) => reject(new Error(`the bench server exited with ${code}`)));
});
const base = `http://127.0.0.1:${ready.port}`;
console.log(
  `Catalogue: ${ready.products} products; server memory after loading it: ${ready.rssMb} MB RSS, ${ready.heapMb} MB heap.\n` +
    "Each run: 2 s warm-up (not counted), then 10 s with 50 connections, requests cycling over many URLs.\n",
);

const sorts = ["featured", "price-low", "price-high", "rating", "newest"];
const listingPaths = ready.categories.flatMap((category, i) =>
  [1, 2, 3].map((page) => `/api/products?category=${encodeURIComponent(category)}&sort=${sorts[(i + page) % sorts.length]}&page=${page}&limit=24`),
);
listingPaths.push(...ready.brands.map((brand) => `/api/products?brand=${encodeURIComponent(brand)}&inStock=true&maxPrice=100000`));
const detailPaths = ready.modelNames.map((name) => `/api/product/${encodeURIComponent(name.replace(/ /g, "-"))}`);

async function measure(title: string, paths: string[], headers: Record<string, string> = {}) {
  const requests = paths.map((path) => ({ method: "GET" as const, path, headers }));
  // The first request for each URL serialises (and compresses) its body; steady state is what we report.
  await autocannon({ url: base, connections: 10, duration: 2, requests });
  const result = await autocannon({ url: base, connections: 50, duration: 10, requests });
  const errors = result.errors + result.non2xx;
  console.log(
    `${title.padEnd(44)} ${Math.round(result.requests.average).toString().padStart(6)} req/s   ` +
      `p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${errors}`,
  );
}

try {
  await measure(`listing (${listingPaths.length} filter/sort/page URLs)`, listingPaths);
  await measure(`product detail (${detailPaths.length} products)`, detailPaths);
  await measure("listing, browser encodings (br)", listingPaths, { "accept-encoding": "gzip, deflate, br" });
  await measure("product detail, browser encodings (br)", detailPaths, { "accept-encoding": "gzip, deflate, br" });
} finally {
  server.send("stop");
}
