// npx tsx bench/search-cpu.bench.ts: CPU time per search request, in process (Fastify inject,
// the real routes and serializers, no sockets), on the varied queries of search-queries.ts.
// CPU time (process.cpuUsage) counts only this process's work, so it holds up far better than
// req/s on a machine busy with other jobs. SEARCH_CODE=<another apps/server directory> measures
// that code instead (e.g. an export of an older commit), on the same products and queries.
// BENCH_SIZES=1000,100000 (default) sets the catalogue sizes.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Product } from "@pasal/shared";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { buildScaledCatalog } from "../src/seed-demo.js";
import { variedQueries } from "./search-queries.js";

const codeDir = process.env.SEARCH_CODE ?? path.resolve(import.meta.dirname, "..");
const load = async <T>(file: string): Promise<T> => (await import(pathToFileURL(path.join(codeDir, "src", file)).href)) as T;
const { CatalogSnapshot } = await load<typeof import("../src/modules/catalog/catalog-snapshot.js")>("modules/catalog/catalog-snapshot.ts");
const { SearchService } = await load<typeof import("../src/modules/search/search-service.js")>("modules/search/search-service.ts");
const { searchRoutes } = await load<typeof import("../src/modules/search/search-routes.js")>("modules/search/search-routes.ts");

const sizes = (process.env.BENCH_SIZES ?? "1000,100000").split(",").map(Number);
const queries = variedQueries(Number(process.env.SEARCH_QUERIES ?? 3000));

function toProduct(input: ReturnType<typeof buildScaledCatalog>[number], i: number): Product {
  return {
    _id: randomUUID(),
    name: input.name,
    modelName: input.modelName,
    description: input.description ?? "",
    sellingPrice: input.sellingPrice,
    discount: 0,
    // Every 20th product sold out, so the stock ordering has work to do.
    stock: i % 20 === 7 ? 0 : (input.stock ?? 5),
    inStock: i % 20 !== 7,
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

console.log(`code: ${codeDir}; ${queries.length} distinct queries`);
for (const size of sizes) {
  const products = buildScaledCatalog(size).map(toProduct);
  const snapshot = await CatalogSnapshot.build("1", products, [], []);
  const search = new SearchService({ current: async () => snapshot });
  await search.warm();
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(searchRoutes, { prefix: "/api", search });
  await app.ready();
  for (const [title, url] of [
    ["search", (q: string) => `/api/predict/search?q=${encodeURIComponent(q)}&limit=12`],
    ["suggest", (q: string) => `/api/predict/suggest?q=${encodeURIComponent(q)}`],
  ] as const) {
    // Warm-up on other queries (the JIT), then each query once: no query is asked twice.
    for (const q of variedQueries(300, 7)) await app.inject({ url: url(q) });
    const samples: number[] = [];
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (const q of queries) {
      const t = performance.now();
      const response = await app.inject({ url: url(q) });
      samples.push(performance.now() - t);
      if (response.statusCode !== 200) throw new Error(`${response.statusCode} for ${q}: ${response.body}`);
    }
    const used = process.cpuUsage(cpu);
    const wall = performance.now() - started;
    samples.sort((a, b) => a - b);
    const at = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))]!.toFixed(2);
    const cpuPerRequest = ((used.user + used.system) / queries.length).toFixed(0);
    console.log(
      `${size.toLocaleString("en").padStart(8)} products  ${title.padEnd(8)} CPU ${cpuPerRequest} µs/request ` +
        `(≈ ${Math.round((queries.length * 1e6) / (used.user + used.system))} req/s on one core)   wall p50 ${at(0.5)} ms  p99 ${at(0.99)} ms  ` +
        `(${Math.round(wall)} ms in all)`,
    );
  }
  await app.close();
}
