import pino from "pino";
import { loadConfig } from "../config.js";
import { createProviders } from "../modules/payments/providers/index.js";
import { PaymentReconciler } from "../modules/payments/payment-reconciler.js";
import { PaymentService } from "../modules/payments/payment-service.js";
import { failCli, openCliDatabase } from "./open-cli-database.js";

// npm run payments:reconcile
// What the server's job does each minute, once: asks each gateway (providers/index.ts) about every open payment
// attempt and cancels online orders still unpaid after PAYMENT_WINDOW_MINUTES (stock put back).
async function main() {
  const config = loadConfig();
  const log = pino({ level: config.LOG_LEVEL === "info" ? "warn" : config.LOG_LEVEL });
  const database = await openCliDatabase();
  try {
    const payments = new PaymentService(database.db, createProviders(config), log);
    // A running server sees the stock change on its own: it polls the catalogue's version.
    const summary = await new PaymentReconciler(database.db, payments, { ordersChanged: () => {} }, config.PAYMENT_WINDOW_MINUTES, log).run();
    console.log(
      `Checked ${summary.checked} open payment attempts: ${summary.paid} paid, ${summary.unreachable} could not be checked; ` +
        `${summary.cancelled.length} unpaid orders cancelled.`,
    );
  } finally {
    await database.close();
  }
}

main().catch(failCli);
