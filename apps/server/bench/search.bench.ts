// npx tsx bench/search.bench.ts: build time, memory and query latency of search and suggestions
// on 10,000 and 100,000 products (the demo catalogue grown with buildScaledCatalog), in memory,
// no database. BENCH_SIZES=10000,100000 overrides the sizes. The grown catalogue repeats the demo
// descriptions, so builds here are cheaper than for 100,000 distinct descriptions; queries are not.
// Target (issue): p95 ≤ 10 ms for suggest and ≤ 25 ms for search at 100,000 products.
import { randomUUID } from "node:crypto";
import v8 from "node:v8";
import vm from "node:vm";
import type { Product } from "@pasal/shared";
import { buildScaledCatalog } from "../src/seed-demo.js";
import { CatalogSnapshot } from "../src/modules/catalog/catalog-snapshot.js";
import { SearchService } from "../src/modules/search/search-service.js";

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;

const sizes = (process.env.BENCH_SIZES ?? "10000,100000").split(",").map(Number);

/** What a shopper types: single words, model numbers, typos, several words, accessories, prefixes. */
const SEARCHES = [
  "iphone",
  "samsung",
  "phone",
  "laptop",
  "charger",
  "earbuds",
  "speaker",
  "watch",
  "cover",
  "black",
  "iphone 15",
  "galaxy s24",
  "s24 ultra",
  "redmi note 13",
  "x1504va",
  "ep-t2510",
  "wf-1000xm5",
  "65w",
  "20000mah",
  "m3",
  "galxy",
  "iphnoe",
  "smasung",
  "lenvo",
  "chrger",
  "earbds",
  "macbok",
  "spekaer",
  "powrbank",
  "jbl flpi",
  "galaxy s24 case",
  "case for iphone 15",
  "tempered glass iphone 16",
  "gaming laptop rtx 4060",
  "wireless charger",
  "noise cancelling earbuds",
  "apple watch ultra",
  "jbl speaker waterproof",
  "samsung phone black",
  "budget phone big battery",
  "ip",
  "sa",
  "gal",
  "mac",
  "pow",
  "the",
  "a phone with a camera",
];
const TYPED = [
  "i",
  "ip",
  "iph",
  "ipho",
  "iphone",
  "iphone 1",
  "iphone 15",
  "s",
  "sa",
  "sam",
  "samsung g",
  "galaxy s2",
  "r",
  "re",
  "redmi n",
  "redmi note 1",
  "c",
  "ch",
  "charg",
  "fast ch",
  "l",
  "lap",
  "laptop g",
  "gaming",
  "j",
  "jbl",
  "jbl f",
  "e",
  "ear",
  "earbuds",
  "w",
  "wireless",
  "wireless ch",
  "m",
  "mag",
  "magsafe",
  "p",
  "po",
  "power",
  "power b",
  "15",
  "galaxy",
  "noise",
  "noise can",
  "blu",
  "bluetooth",
];

function toProduct(input: ReturnType<typeof buildScaledCatalog>[number], i: number): Product {
  const sellingPrice = input.sellingPrice;
  return {
    _id: randomUUID(),
    name: input.name,
    modelName: input.modelName,
    description: input.description ?? "",
    sellingPrice,
    discount: 0,
    stock: input.stock ?? 0,
    inStock: (input.stock ?? 0) > 0,
    sold: input.sold ?? 0,
    rating: input.rating ?? 0,
    reviews: input.reviews ?? 0,
    parentCategory: input.parentCategory,
    parentSubcategory: input.parentSubcategory,
    color: (input.color ?? []).map((c) => ({ colorName: c.colorName })),
    model: input.model ?? [],
    variant: [],
    bundle: [],
    keyFeatures: "",
    extras: [],
    freeShipping: true,
    images: input.images ?? [],
    createdAt: new Date(Date.UTC(2024, 0, 1) + i * 1000).toISOString(),
  };
}

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return `p50 ${at(0.5).toFixed(2)} ms   p95 ${at(0.95).toFixed(2)} ms   max ${sorted[sorted.length - 1]!.toFixed(2)} ms`;
}

async function time<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await fn();
  return [value, performance.now() - started];
}

/** Each query once cold (first time on this index), then `rounds` more times warm (cached rankings). */
async function measure(label: string, queries: string[], run: (q: string) => Promise<unknown>, rounds: number) {
  const cold: number[] = [];
  for (const q of queries) cold.push((await time(() => run(q)))[1]);
  const warm: number[] = [];
  for (let r = 0; r < rounds; r++) for (const q of queries) warm.push((await time(() => run(q)))[1]);
  console.log(`  ${label.padEnd(34)} first time: ${percentiles(cold)}`);
  console.log(`  ${"".padEnd(34)} repeated:   ${percentiles(warm)}`);
}

/** Products first, in their own step, so that only the snapshot and indexes are in the heap difference. */
function catalogue(size: number): Product[] {
  return buildScaledCatalog(size).map(toProduct);
}

function heapMb(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

/** Unmeasured queries first: the measured "first time" is a query not seen before, not a cold JIT. */
const WARM_UP = ["usb", "oled", "gold", "redmi", "anker", "ultra", "pro max", "glass", "buds", "nord ce4", "titanium", "16 pro"];

for (const size of sizes) {
  const products = catalogue(size);
  const before = heapMb();
  let snapshot = await CatalogSnapshot.build("1", products, [], []);
  const withSnapshot = heapMb();
  const search = new SearchService({ current: async () => snapshot });
  const [, buildMs] = await time(() => search.warm());
  const withIndexes = heapMb();

  console.log(`\n${size.toLocaleString("en")} products`);
  console.log(
    `  first index build (time-sliced): ${Math.round(buildMs)} ms; heap: snapshot ${Math.round(withSnapshot - before)} MB, ` +
      `search + suggest indexes ${Math.round(withIndexes - withSnapshot)} MB`,
  );

  // A rebuild while requests keep coming: how long does a request wait behind it at most?
  const renamed = products.map((p, i) => (i === 0 ? { ...p, name: `${p.name} renamed` } : p));
  snapshot = await CatalogSnapshot.build("2", renamed, [], []);
  const waits: number[] = [];
  let rebuilding = true;
  const rebuild = search.warm().then(() => {
    rebuilding = false;
  });
  const [, rebuildMs] = await time(async () => {
    while (rebuilding) {
      const asked = performance.now();
      await new Promise((resolve) => setImmediate(resolve));
      waits.push(performance.now() - asked);
      await search.suggest("sam");
    }
    await rebuild;
  });
  console.log(
    `  rebuild after a name change: ${Math.round(rebuildMs)} ms in slices; ` + `the longest a request waited meanwhile: ${Math.max(...waits).toFixed(1)} ms`,
  );
  snapshot = await CatalogSnapshot.build(
    "3",
    renamed.map((p, i) => (i === 0 ? { ...p, stock: p.stock + 1 } : p)),
    [],
    [],
  );
  const [, keepMs] = await time(() => search.warm());
  console.log(`  stock-only change: ${Math.round(keepMs)} ms to see the searched text is unchanged and keep the indexes`);

  for (const q of WARM_UP) await search.search(q, 12);
  await measure(`search (${SEARCHES.length} queries, limit 12)`, SEARCHES, (q) => search.search(q, 12), 5);
  // The rankings are cached by the searches above, so "first time" here is sorting every result.
  await measure(`listing order (rank(): all ids)`, SEARCHES, (q) => search.rank(q), 5);
  await measure(`suggest (${TYPED.length} typed texts)`, TYPED, (q) => search.suggest(q), 5);
}
