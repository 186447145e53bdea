// node --expose-gc --import tsx bench/catalog-memory.bench.ts [products]: what the in-memory
// catalogue costs, part by part, for the demo catalogue grown to N products (100,000 by default),
// no database: the product objects as rows give them, the same with shared strings (a full
// build's StringPool), the snapshot's orders and lookups, and the search indexes.
import { randomUUID } from "node:crypto";
import type { Product } from "@pasal/shared";
import { buildScaledCatalog } from "../src/seed-demo.js";
import { CatalogSnapshot } from "../src/modules/catalog/catalog-snapshot.js";
import { StringPool } from "../src/modules/catalog/string-pool.js";
import { SearchService } from "../src/modules/search/search-service.js";

const size = Number(process.argv[2] ?? 100_000);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with node --expose-gc");
const heapMb = () => {
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

/** As a database row would give it: every string its own copy (JSON round trip per product). */
function fromRow(input: ReturnType<typeof buildScaledCatalog>[number], i: number): Product {
  const copy = JSON.parse(JSON.stringify(input)) as typeof input;
  return {
    _id: randomUUID(),
    name: copy.name,
    modelName: copy.modelName,
    description: copy.description ?? "",
    sellingPrice: copy.sellingPrice,
    discount: 0,
    stock: copy.stock ?? 0,
    inStock: (copy.stock ?? 0) > 0,
    sold: copy.sold ?? 0,
    rating: copy.rating ?? 0,
    reviews: copy.reviews ?? 0,
    parentCategory: copy.parentCategory,
    parentSubcategory: copy.parentSubcategory,
    color: (copy.color ?? []).map((c) => ({ colorName: c.colorName })),
    model: copy.model ?? [],
    variant: [],
    bundle: [],
    keyFeatures: typeof copy.keyFeatures === "string" ? copy.keyFeatures : "",
    extras: [],
    freeShipping: true,
    images: copy.images ?? [],
    createdAt: new Date(Date.UTC(2024, 0, 1) + i * 1000).toISOString(),
  };
}

const input = buildScaledCatalog(size);
const start = heapMb();
let products = input.map(fromRow);
const asRows = heapMb();
const pool = new StringPool();
products = products.map((p) => pool.share(p));
const shared = heapMb();
const snapshot = await CatalogSnapshot.build("1", products, [], []);
const withSnapshot = heapMb();
const search = new SearchService({ current: async () => snapshot });
await search.warm();
const withSearch = heapMb();
console.log(
  `${size.toLocaleString("en")} products, heap MB: products as rows ${Math.round(asRows - start)}, ` +
    `with shared strings ${Math.round(shared - start)} (the pool itself included until dropped), snapshot orders and lookups ` +
    `${Math.round(withSnapshot - shared)}, search indexes ${Math.round(withSearch - withSnapshot)}; total heap ${Math.round(withSearch)}`,
);

// What one order costs the snapshot at this size: re-placing one product (new stock and sales) in
// every order and lookup. CPU time, so the machine's other load does not inflate it.
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const rounds = 200;
const before = cpuMs();
for (let k = 0; k < rounds; k++) {
  const old = snapshot.products[(k * 7919) % snapshot.products.length]!;
  snapshot.apply({ upserts: [{ ...old, stock: old.stock + 1, sold: old.sold + 1 }], removed: [], version: String(2 + k) });
}
console.log(`apply() of one order's product: ${((cpuMs() - before) / rounds).toFixed(2)} ms of CPU on average over ${rounds}`);
