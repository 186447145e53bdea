// The server under benchmark, in its own process so that the load generator does not share
// its event loop: a fresh embedded database with the demo catalogue grown to BENCH_PRODUCTS.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { openDatabase } from "../src/db/client.js";
import { buildScaledCatalog, seedDemoCatalog } from "../src/seed-demo.js";
import { importCatalog } from "../src/modules/catalog/catalog-import.js";

const target = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const dataDir = mkdtempSync(path.join(os.tmpdir(), "pasal-bench-"));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "production" });
const database = await openDatabase({ dataDir });
const seeded = await seedDemoCatalog(database.db, path.join(dataDir, "media"));
await importCatalog(database.db, buildScaledCatalog(target - seeded.products));
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: "127.0.0.1" });
const snapshot = await app.services.catalog.current();
global.gc?.();
const memory = process.memoryUsage();
process.send?.({
  port: (app.server.address() as { port: number }).port,
  rssMb: Math.round(memory.rss / 2 ** 20),
  heapMb: Math.round(memory.heapUsed / 2 ** 20),
  products: snapshot.products.length,
  modelNames: snapshot.products.filter((_, i) => i % 50 === 0).map((p) => p.modelName),
  categories: snapshot.categories.map((c) => c.categoryName),
  brands: snapshot.brands.map((b) => b.subcategoryName),
});
process.on("message", async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
