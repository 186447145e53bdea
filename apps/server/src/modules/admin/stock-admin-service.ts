import { hasPermission, paisaToRupees, rupeesToPaisa, type BulkProductRequest, type StockMovementRequest } from "@pasal/shared";
import { asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { products, stockMovements, users } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { HttpError, badRequest, forbidden, notFound } from "../../lib/http-error.js";
import { recordStockMovements } from "../orders/stock.js";
import { recordAudit } from "./audit-service.js";
import { PRICES_FORBIDDEN, STOCK_FORBIDDEN, type ProductAdminService } from "./product-admin-service.js";

const belowZero = (name: string, stock: number) => new HttpError(409, `Stock cannot go below zero: ${name} has ${stock} left`);

/**
 * Stock moves only through the ledger (docs/requirements/back-office.md#admin-catalogue-and-stock): each
 * change is a conditional update that cannot take stock below zero, its ledger row and its audit row, in
 * one transaction.
 */
export class StockAdminService {
  constructor(
    private readonly db: Db,
    private readonly products: Pick<ProductAdminService, "announce">,
  ) {}

  async move(input: StockMovementRequest, actor: Actor) {
    const id = await this.db.transaction(async (tx) => {
      const [product] = await tx.select().from(products).where(eq(products.id, input.productId)).for("update");
      if (!product) throw notFound("Product not found");
      const variant = input.variant ? product.variants.find((v) => v.variantName.toLowerCase() === input.variant!.toLowerCase()) : undefined;
      if (input.variant && !variant) throw badRequest(`${product.name} has no variant "${input.variant}"`);
      const stock = await this.shift(tx, product.id, product.name, input.delta);
      const [row] = await tx
        .insert(stockMovements)
        .values({
          productId: product.id,
          variant: variant?.variantName ?? "",
          delta: input.delta,
          reason: input.reason,
          reference: input.note ?? "",
          actorUserId: actor.actorUserId,
        })
        .returning({ id: stockMovements.id });
      await recordAudit(tx, {
        ...actor,
        action: "stock.move",
        entity: "product",
        entityId: product.id,
        before: { stock: product.stock },
        after: { stock, reason: input.reason, ...(input.note ? { note: input.note } : {}) },
      });
      return row!.id;
    });
    await this.products.announce({ products: [input.productId] });
    const { items } = await this.list({ page: 1, limit: 1 }, eq(stockMovements.id, id));
    const [product] = await this.db.select({ stock: products.stock }).from(products).where(eq(products.id, input.productId));
    return { movement: items[0]!, stock: product!.stock };
  }

  /** Who moved stock, when and why, newest first. */
  async list(query: { productId?: string; page: number; limit: number }, only = query.productId ? eq(stockMovements.productId, query.productId) : undefined) {
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ m: stockMovements, productName: products.name, actorName: users.fullName, actorEmail: users.email })
        .from(stockMovements)
        .innerJoin(products, eq(products.id, stockMovements.productId))
        .leftJoin(users, eq(users.id, stockMovements.actorUserId))
        .where(only)
        .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      this.db.select({ n: count() }).from(stockMovements).where(only),
    ]);
    return {
      items: rows.map(({ m, productName, actorName, actorEmail }) => ({
        id: m.id,
        productId: m.productId,
        productName,
        variant: m.variant,
        delta: m.delta,
        reason: m.reason,
        reference: m.reference,
        by: m.actorUserId ? { id: m.actorUserId, fullName: actorName ?? "", email: actorEmail ?? "" } : null,
        at: m.createdAt.toISOString(),
      })),
      total: total?.n ?? 0,
    };
  }

  /** A price and/or stock change for the selected rows: all of them, or none (409 names the product that cannot). */
  async bulk(input: BulkProductRequest, actor: Actor): Promise<{ updated: number }> {
    if (input.price && !hasPermission(actor.role, "prices:write")) throw forbidden(PRICES_FORBIDDEN);
    if (input.stockDelta !== undefined && !hasPermission(actor.role, "stock:write")) throw forbidden(STOCK_FORBIDDEN);
    const ids = [...new Set(input.ids)];
    const updated = await this.db.transaction(async (tx) => {
      // Locked in id order, as checkout does, so two bulk edits cannot deadlock.
      const rows = await tx.select().from(products).where(inArray(products.id, ids)).orderBy(asc(products.id)).for("update");
      if (rows.length !== ids.length) throw notFound("Some of the selected products no longer exist");
      for (const row of rows) {
        const before: Record<string, unknown> = {};
        const after: Record<string, unknown> = {};
        if (input.price) {
          const price = repriced(row, input.price);
          if (row.originalPricePaisa !== null && price.sellingPricePaisa > row.originalPricePaisa) {
            throw new HttpError(409, `${row.name}: the new price would be above its original price`);
          }
          await tx
            .update(products)
            .set({ ...price, updatedAt: new Date() })
            .where(eq(products.id, row.id));
          Object.assign(before, { sellingPrice: paisaToRupees(row.sellingPricePaisa), variant: row.variants, bundle: row.bundles });
          Object.assign(after, { sellingPrice: paisaToRupees(price.sellingPricePaisa), variant: price.variants, bundle: price.bundles });
        }
        if (input.stockDelta !== undefined) {
          before.stock = row.stock;
          after.stock = await this.shift(tx, row.id, row.name, input.stockDelta);
          await recordStockMovements(tx, [
            { productId: row.id, delta: input.stockDelta, reason: input.reason, reference: input.note ?? "Bulk edit", actorUserId: actor.actorUserId },
          ]);
        }
        await recordAudit(tx, { ...actor, action: "product.bulk", entity: "product", entityId: row.id, before, after });
      }
      return rows.length;
    });
    await this.products.announce({ products: ids });
    return { updated };
  }

  /** Moves stock by `delta`, never below zero (409). */
  private async shift(tx: Tx, id: string, name: string, delta: number): Promise<number> {
    const [moved] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${delta}`, updatedAt: new Date() })
      .where(sql`${products.id} = ${id} and ${products.stock} + ${delta} >= 0`)
      .returning({ stock: products.stock });
    if (moved) return moved.stock;
    const [current] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, id));
    throw belowZero(name, current?.stock ?? 0);
  }
}

/** A set price changes the base price; a percentage scales it with every variant and pack price. */
function repriced(row: typeof products.$inferSelect, price: NonNullable<BulkProductRequest["price"]>) {
  if ("set" in price) return { sellingPricePaisa: rupeesToPaisa(price.set), variants: row.variants, bundles: row.bundles };
  const scale = (paisa: number) => Math.round((paisa * (100 + price.percent)) / 100);
  return {
    sellingPricePaisa: scale(row.sellingPricePaisa),
    variants: row.variants.map((v) => ({ ...v, pricePaisa: scale(v.pricePaisa) })),
    bundles: row.bundles.map((b) => ({ ...b, pricePaisa: scale(b.pricePaisa) })),
  };
}
