import "dotenv/config";
import path from "node:path";
import { buildApp } from "./app.js";
import { DailyBackups } from "./backup/daily-backups.js";
import { ConfigError, loadConfig } from "./config.js";
import { DatabaseInUseError, openDatabase } from "./db/client.js";
import { seedDemoCatalog, seedDemoPositions, seedDemoTestimonials } from "./seed-demo.js";

async function main() {
  const config = loadConfig();
  // Tracing only when a collector is set: the OpenTelemetry SDK is not even loaded otherwise.
  const tracing = config.OTEL_EXPORTER_OTLP_ENDPOINT ? await (await import("./tracing.js")).startTracing(config) : undefined;
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
  // Every ten minutes: a courier's status that no webhook brought is still read.
  const stopCourierPoll = app.services.couriers.start();
  const stopBackups = config.BACKUP_DIR
    ? new DailyBackups({
        dir: path.resolve(config.BACKUP_DIR),
        keep: config.BACKUP_KEEP,
        database: config.DATABASE_URL ? { kind: "postgres", url: config.DATABASE_URL } : { kind: "pglite", dump: () => database.dumpEmbedded!() },
        store: app.services.uploads,
        dataDir: config.DATA_DIR,
        log: app.log,
      }).start()
    : () => {};

  let closing = false;
  /**
   * SIGTERM (a container stopping, a deploy): the server stops taking connections, answers the
   * requests it has, finishes the jobs in hand (app.ts's onClose), then closes the database, so
   * every order a shopper was told about is committed. Past SHUTDOWN_TIMEOUT_MS it exits anyway.
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing requests and jobs in flight");
    const deadline = setTimeout(() => {
      app.log.error({ timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, "shutdown took too long; exiting with work unfinished");
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    deadline.unref();
    stopReconciler();
    stopCourierPoll();
    stopBackups();
    await app.close();
    await database.close();
    await tracing?.shutdown();
    app.log.info("shut down cleanly");
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
