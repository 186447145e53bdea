// scratch: per-query cost at 100k, in process, classified by path
import { randomUUID } from "node:crypto";
import type { Product } from "@pasal/shared";
import { buildScaledCatalog } from "../src/db/seed-demo.js";
import { CatalogSnapshot } from "../src/modules/catalog/catalog-snapshot.js";
import { SearchService } from "../src/modules/search/search-service.js";
import { parseQuery } from "../src/modules/search/search-scoring.js";
import { variedQueries } from "./search-queries.js";

const size = Number(process.env.N ?? 100000);
const products = buildScaledCatalog(size).map((input, i): Product => ({
  _id: randomUUID(), name: input.name, modelName: input.modelName, description: input.description ?? "",
  sellingPrice: input.sellingPrice, discount: 0, stock: i % 20 === 7 ? 0 : (input.stock ?? 5), inStock: i % 20 !== 7,
  sold: 0, rating: 0, reviews: 0, parentCategory: input.parentCategory, parentSubcategory: input.parentSubcategory,
  color: (input.color ?? []).map((c) => ({ colorName: c.colorName })), model: input.model ?? [], variant: [], bundle: [],
  keyFeatures: "", extras: [], freeShipping: true, images: input.images ?? [], createdAt: new Date().toISOString(),
}));
const snapshot = new CatalogSnapshot("1", products, [], []);
const search = new SearchService({ current: async () => snapshot });
await search.warm();
const index = (search as any).ready.search;
// instrument paths
const counters: Record<string, { n: number; ms: number }> = {};
let path = "";
for (const name of ["topOneTerm", "topSeeded", "rank", "buildTermList", "countOthers", "singleTermOrder"]) {
  const orig = index[name].bind(index);
  index[name] = (...args: unknown[]) => {
    const t = performance.now();
    const r = orig(...args);
    const c = (counters[name] ??= { n: 0, ms: 0 });
    c.n++; c.ms += performance.now() - t;
    if (name === "topSeeded" && r === undefined) path += "fallback ";
    return r;
  };
}
const queries = variedQueries(Number(process.env.Q ?? 3000));
for (const q of variedQueries(300, 7)) await search.searchJson(q, 12);
for (const k of Object.keys(counters)) delete counters[k];
const samples: { q: string; ms: number; path: string; terms: number }[] = [];
const t0 = performance.now();
for (const q of queries) {
  path = "";
  const t = performance.now();
  await search.searchJson(q, 12);
  samples.push({ q, ms: performance.now() - t, path, terms: parseQuery(q).terms.length });
}
const total = performance.now() - t0;
console.log(`${queries.length} queries, ${(total / queries.length * 1000).toFixed(0)} µs/query mean`);
for (const [k, v] of Object.entries(counters)) console.log(k.padEnd(16), v.n, `${v.ms.toFixed(0)} ms`, `${(v.ms / total * 100).toFixed(1)}%`);
const fall = samples.filter((s) => s.path.includes("fallback"));
console.log("fallback queries", fall.length, "ms", fall.reduce((a, s) => a + s.ms, 0).toFixed(0));
samples.sort((a, b) => b.ms - a.ms);
console.log("slowest:"); for (const s of samples.slice(0, 15)) console.log(s.ms.toFixed(2), s.terms, s.path, JSON.stringify(s.q));
const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
console.log("p50", sorted[Math.floor(sorted.length * 0.5)]!.toFixed(3), "p90", sorted[Math.floor(sorted.length * 0.9)]!.toFixed(3), "p99", sorted[Math.floor(sorted.length * 0.99)]!.toFixed(3));
// second pass: warm
const t1 = performance.now();
for (const q of queries) await search.searchJson(q, 12);
console.log("warm pass", (((performance.now() - t1) / queries.length) * 1000).toFixed(0), "µs/query");
