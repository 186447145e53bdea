import "dotenv/config";
import path from "node:path";
import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { DatabaseInUseError, openDatabase } from "./db/client.js";
import { seedDemoCatalog, seedDemoPositions, seedDemoTestimonials } from "./seed-demo.js";

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, jobPoolSize: config.JOB_DB_POOL_SIZE });
  if (config.SEED_DEMO) {
    const media = path.join(config.DATA_DIR, "media");
    const seed = await seedDemoCatalog(database.db, media);
    await seedDemoTestimonials(database.db, media);
    await seedDemoPositions(database.db);
    if (seed.seeded) console.log(`Seeded the demo catalogue: ${seed.products} products.`);
  }
  const app = await buildApp({ config, database, presence: true });
  // Every minute: a payment whose redirect was lost is still found, and unpaid orders expire.
  const stopReconciler = app.services.paymentReconciler.start();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    stopReconciler();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.PORT, host: config.HOST });
  const where = database.kind === "pglite" ? `embedded database in ${config.DATA_DIR}` : "PostgreSQL";
  app.log.info(`Pasal is serving on http://localhost:${config.PORT} (${where})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseInUseError) {
    console.error(error.message);
  } else {
    console.error("The store could not start:", error);
  }
  process.exit(1);
});
