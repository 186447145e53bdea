import { CHECKOUT_MESSAGES, lineStock, packSize } from "@pasal/shared";
import { and, eq, gte, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { STOCK_REASONS, products, stockMovements } from "../../db/schema/index.js";
import { HttpError } from "../../lib/http-error.js";

/**
 * 409 OUT_OF_STOCK: a line wants more than is left. `unitsLeft` is counted in that line's unit
 * (items or packs); the error handler sends it with the product's id and name (decision 032).
 */
export class OutOfStockError extends HttpError {
  constructor(productId: string, unitsLeft: number, name: string) {
    super(409, CHECKOUT_MESSAGES.notEnough(name, unitsLeft), "OUT_OF_STOCK", { productId, name, unitsLeft });
  }
}

export interface StockNeed {
  productId: string;
  name: string;
  /** Items wanted: quantity × pack size, summed over every line of the product. */
  units: number;
  /** The unit `left` is reported in: the product's first line's pack. */
  bundle: string;
}

/**
 * Takes the units from stock and counts them as sold, inside the caller's transaction. Each
 * UPDATE only succeeds while enough is left, and PostgreSQL re-checks that condition after any
 * concurrent buyer's commit, so stock never goes below zero and two buyers never get the same
 * last item. Products are updated in id order so that two multi-product orders cannot deadlock.
 */
export async function takeStock(tx: Tx, needs: StockNeed[]): Promise<void> {
  for (const need of [...needs].sort((a, b) => a.productId.localeCompare(b.productId))) {
    const [taken] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${need.units}`, sold: sql`${products.sold} + ${need.units}` })
      .where(and(eq(products.id, need.productId), gte(products.stock, need.units)))
      .returning({ stock: products.stock });
    if (taken) continue;
    const [current] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, need.productId));
    throw new OutOfStockError(need.productId, lineStock(current?.stock ?? 0, need.bundle), need.name);
  }
}

/** Sums the units each product's lines need, keeping the first line's pack as the reporting unit. */
export function stockNeeds(lines: { productId: string; name: string; units: number; bundle: string }[]): StockNeed[] {
  const byProduct = new Map<string, StockNeed>();
  for (const line of lines) {
    const need = byProduct.get(line.productId);
    if (need) need.units += line.units;
    else byProduct.set(line.productId, { productId: line.productId, name: line.name, units: line.units, bundle: line.bundle });
  }
  return [...byProduct.values()];
}

export type StockReason = (typeof STOCK_REASONS)[number];

export interface StockMovement {
  productId: string;
  variant?: string;
  /** Items: negative leaves the stock, positive comes back. */
  delta: number;
  reason: StockReason;
  reference: string;
  actorUserId: string | null;
}

/**
 * Writes ledger rows in the caller's transaction (stock moves only through the ledger:
 * docs/requirements/back-office.md#admin-catalogue-and-stock).
 */
export async function recordStockMovements(tx: Tx, movements: StockMovement[]): Promise<void> {
  const rows = movements.filter((m) => m.delta !== 0).map((m) => ({ ...m, variant: m.variant ?? "" }));
  if (rows.length > 0) await tx.insert(stockMovements).values(rows);
}

/**
 * Puts the items of order lines back on the shelf (a cancelled or returned order) and un-counts
 * them as sold, with one ledger row per line, inside the caller's transaction. Lines whose
 * product is gone (deleted since) have nothing to return to.
 */
export async function returnStock(
  tx: Tx,
  lines: { productId: string | null; quantity: number; bundle: string; variant: string }[],
  movement: { reason: "cancel" | "return"; reference: string; actorUserId: string | null },
): Promise<void> {
  const movements: StockMovement[] = [];
  for (const line of [...lines].sort((a, b) => (a.productId ?? "").localeCompare(b.productId ?? ""))) {
    if (!line.productId) continue;
    const units = line.quantity * packSize(line.bundle);
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${units}`, sold: sql`greatest(${products.sold} - ${units}, 0)` })
      .where(eq(products.id, line.productId));
    movements.push({ productId: line.productId, variant: line.variant, delta: units, ...movement });
  }
  await recordStockMovements(tx, movements);
}
