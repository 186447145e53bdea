import { count } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { orders, paymentAttempts } from "../db/schema/index.js";

export interface ShopCounts {
  ordersByStatus: { status: string; n: number }[];
  ordersByPaymentStatus: { status: string; n: number }[];
  paymentAttemptsByStatus: { status: string; n: number }[];
}

/** How long one count is reused: scrapers ask every few seconds, and both instances ask the same database. */
const FRESH_FOR_MS = 10_000;

/**
 * Orders and payments by status, counted from the database when scraped. Each count walks an
 * index whose first column is the status (orders_status_*, orders_payment_status_*,
 * payment_attempts_open_idx), and is kept for a few seconds.
 */
export function shopCounter(db: Db): () => Promise<ShopCounts> {
  let kept: { at: number; counts: Promise<ShopCounts> } | undefined;
  const read = async (): Promise<ShopCounts> => {
    const [byStatus, byPayment, attempts] = await Promise.all([
      db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status),
      db.select({ status: orders.paymentStatus, n: count() }).from(orders).groupBy(orders.paymentStatus),
      db.select({ status: paymentAttempts.status, n: count() }).from(paymentAttempts).groupBy(paymentAttempts.status),
    ]);
    return { ordersByStatus: byStatus, ordersByPaymentStatus: byPayment, paymentAttemptsByStatus: attempts };
  };
  return () => {
    if (!kept || Date.now() - kept.at > FRESH_FOR_MS) {
      const counts = read();
      kept = { at: Date.now(), counts };
      // A failed count is not kept: the next scrape tries again.
      counts.catch(() => (kept = undefined));
    }
    return kept.counts;
  };
}
