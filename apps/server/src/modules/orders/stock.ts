import { CHECKOUT_MESSAGES, lineStock, packSize } from "@pasal/shared";
import { eq, sql } from "drizzle-orm";
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
 * Refuses an order that wants more than is left (409, in id order, with the units really left).
 * `stockNow` must have been read under the rows' locks (SELECT … FOR UPDATE in the same
 * transaction), so that it is still true when takeStock runs.
 */
export function checkStock(needs: StockNeed[], stockNow: ReadonlyMap<string, number>): void {
  for (const need of [...needs].sort((a, b) => a.productId.localeCompare(b.productId))) {
    const left = stockNow.get(need.productId) ?? 0;
    if (left < need.units) throw new OutOfStockError(need.productId, lineStock(left, need.bundle), need.name);
  }
}

/**
 * Takes the units from stock and counts them as sold, inside the caller's transaction, in one
 * statement for all products. The caller has locked the product rows in id order (two orders
 * sharing products queue instead of deadlocking) and passed checkStock. The UPDATE keeps
 * `stock >= units` as a second guard and the `stock >= 0` CHECK is the last; a row skipped
 * despite the lock is a bug, thrown as such (500, rolled back).
 */
export async function takeStock(tx: Tx, needs: StockNeed[]): Promise<void> {
  if (needs.length === 0) return;
  const wanted = sql.join(
    needs.map((need) => sql`(${need.productId}::uuid, ${need.units}::int)`),
    sql`, `,
  );
  // Both drivers answer execute() with { rows }; the generic type does not say so.
  const taken = (await tx.execute(sql`
    update ${products} set stock = ${products.stock} - wanted.units, sold = ${products.sold} + wanted.units
    from (values ${wanted}) as wanted (id, units)
    where ${products.id} = wanted.id and ${products.stock} >= wanted.units
    returning ${products.id}`)) as unknown as { rows: unknown[] };
  if (taken.rows.length !== needs.length) throw new Error("stock changed under a row lock");
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
