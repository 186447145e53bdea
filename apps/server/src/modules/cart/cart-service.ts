import { CART_MESSAGES, MAX_LINE_QUANTITY, lineStock, type CartLine, type CartLineKey, type DroppedLine, type Product } from "@pasal/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { cartLines, carts } from "../../db/schema/index.js";
import { HttpError, notFound } from "../../lib/http-error.js";
import type { CatalogService } from "../catalog/catalog-service.js";
import type { JobQueue } from "../../jobs/job-queue.js";
import { toCartLine } from "./cart-mapper.js";
import { pricedFromSnapshot, resolveLine, withSoleOptions, withSpecPack } from "./line-options.js";

const LINE_IDENTITY = [cartLines.cartId, cartLines.productId, cartLines.color, cartLines.variant, cartLines.model, cartLines.bundle];
const LINE_NOT_FOUND = "Item not found in cart";

/** The most of one line a cart may hold: the stock in the line's unit, and never above the typo guard. */
const lineLimit = (product: Product, bundle: string) => Math.min(lineStock(product.stock, bundle), MAX_LINE_QUANTITY);

/** 409 for a line past its limit: OUT_OF_STOCK with the units left when the stock is the limit, else CONFLICT (the typo guard). */
function overLimit(product: Product, bundle: string, message: string): HttpError {
  const unitsLeft = lineStock(product.stock, bundle);
  return unitsLeft <= MAX_LINE_QUANTITY
    ? new HttpError(409, message, "OUT_OF_STOCK", { productId: product._id, name: product.name, unitsLeft })
    : new HttpError(409, message);
}

type LineInput = CartLineKey & { productId: string; quantity: number };

/**
 * A signed-in shopper's cart (docs/requirements/cart.md#cart-lines). Lines keep only the product and the
 * chosen options; everything shown comes from the catalogue snapshot when the cart is read.
 * Quantity limits are enforced by conditional SQL, so two tabs clicking "+" cannot pass the stock.
 */
export class CartService {
  constructor(
    private readonly db: Db,
    private readonly catalog: Pick<CatalogService, "current">,
    private readonly jobs: Pick<JobQueue, "enqueue">,
  ) {}

  async list(userId: string): Promise<CartLine[]> {
    const [snapshot, rows] = await Promise.all([
      this.catalog.current(),
      this.db
        .select({ line: cartLines })
        .from(cartLines)
        .innerJoin(carts, eq(carts.id, cartLines.cartId))
        .where(eq(carts.userId, userId))
        .orderBy(asc(cartLines.addedAt), asc(cartLines.id)),
    ]);
    return rows.flatMap(({ line }) => {
      const product = snapshot.find(line.productId);
      return product ? [toCartLine(line, product)] : [];
    });
  }

  /** Adds to a line, creating it if needed; answers whether it was new. */
  async add(userId: string, posted: LineInput): Promise<"added" | "updated"> {
    const product = await this.product(posted.productId);
    const priced = pricedFromSnapshot(product);
    const input = withSpecPack(priced, posted);
    const { key } = resolveLine(priced, input);
    const limit = lineLimit(product, key.bundle);
    if (limit === 0) throw overLimit(product, key.bundle, CART_MESSAGES.outOfStock);
    const cartId = await this.cartIdFor(userId);
    const [existing] = await this.db
      .select()
      .from(cartLines)
      .where(and(eq(cartLines.cartId, cartId), lineWhere(product._id, key)))
      .limit(1);
    if ((existing?.quantity ?? 0) + input.quantity > limit) throw overLimit(product, key.bundle, CART_MESSAGES.overStock(limit));
    const [row] = await this.db
      .insert(cartLines)
      .values({ cartId, productId: product._id, ...key, quantity: input.quantity })
      .onConflictDoUpdate({
        target: LINE_IDENTITY,
        set: { quantity: sql`${cartLines.quantity} + excluded.quantity` },
        // Checked again in the statement itself: another request may have added in between.
        setWhere: sql`${cartLines.quantity} + excluded.quantity <= ${limit}`,
      })
      .returning({ id: cartLines.id });
    if (!row) throw overLimit(product, key.bundle, CART_MESSAGES.overStock(limit));
    this.recordCart(userId, product._id);
    return existing ? "updated" : "added";
  }

  async increment(userId: string, productId: string, key: CartLineKey): Promise<void> {
    const product = await this.product(productId);
    const line = await this.line(userId, product, withSoleOptions(pricedFromSnapshot(product), key));
    const limit = lineLimit(product, line.bundle);
    const [updated] = await this.db
      .update(cartLines)
      .set({ quantity: sql`${cartLines.quantity} + 1` })
      .where(and(eq(cartLines.id, line.id), sql`${cartLines.quantity} + 1 <= ${limit}`))
      .returning({ id: cartLines.id });
    // The limit said is what this line may hold: the stock, or the per-line cap when lower.
    if (!updated) throw overLimit(product, line.bundle, CART_MESSAGES.onlyInStock(limit));
  }

  async decrement(userId: string, productId: string, key: CartLineKey): Promise<void> {
    const product = await this.product(productId);
    const line = await this.line(userId, product, withSoleOptions(pricedFromSnapshot(product), key));
    const [updated] = await this.db
      .update(cartLines)
      .set({ quantity: sql`${cartLines.quantity} - 1` })
      .where(and(eq(cartLines.id, line.id), sql`${cartLines.quantity} > 1`))
      .returning({ id: cartLines.id });
    if (!updated) throw new HttpError(400, CART_MESSAGES.belowOne);
  }

  async remove(userId: string, productId: string, key: CartLineKey): Promise<void> {
    const product = await this.product(productId);
    const line = await this.line(userId, product, withSoleOptions(pricedFromSnapshot(product), key));
    await this.db.delete(cartLines).where(eq(cartLines.id, line.id));
  }

  /**
   * Merges a guest cart at sign-in: quantities add to existing lines, capped at the stock (and
   * the typo guard). Unknown products, invalid options and sold-out lines are skipped, not refused
   * (a stale local cart must not block signing in), and each skipped line is answered in
   * `dropped` with its code and reason, so the client can tell the shopper.
   */
  async sync(userId: string, items: LineInput[]): Promise<{ products: CartLine[]; dropped: DroppedLine[] }> {
    const snapshot = await this.catalog.current();
    const cartId = await this.cartIdFor(userId);
    const dropped: DroppedLine[] = [];
    for (const posted of items) {
      const product = snapshot.find(posted.productId);
      if (!product) {
        dropped.push({ productId: posted.productId, code: "NOT_FOUND", reason: "Product not found" });
        continue;
      }
      const priced = pricedFromSnapshot(product);
      const item = withSpecPack(priced, posted);
      let key: CartLineKey;
      try {
        key = resolveLine(priced, item).key;
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        dropped.push({ productId: product._id, code: error.code, reason: error.message });
        continue;
      }
      const limit = lineLimit(product, key.bundle);
      if (limit === 0) {
        dropped.push({ productId: product._id, code: "OUT_OF_STOCK", reason: `${product.name} is out of stock` });
        continue;
      }
      await this.db
        .insert(cartLines)
        .values({ cartId, productId: product._id, ...key, quantity: Math.min(item.quantity, limit) })
        .onConflictDoUpdate({
          target: LINE_IDENTITY,
          set: { quantity: sql`least(${cartLines.quantity} + excluded.quantity, ${limit})` },
        });
      this.recordCart(userId, product._id);
    }
    return { products: await this.list(userId), dropped };
  }

  private async product(productId: string): Promise<Product> {
    const product = (await this.catalog.current()).find(productId);
    if (!product) throw notFound("Product not found");
    return product;
  }

  /**
   * The cart line these options name. The spec's +, − and remove send colour, variant and model
   * but no pack (docs/requirements/cart.md#cart-calls): without a pack, the one line of the product with
   * those options is meant, whatever its pack; with lines of two packs the client must say which.
   */
  private async line(userId: string, product: Product, key: CartLineKey) {
    const productId = product._id;
    const anyPack = key.bundle === "";
    const rows = await this.db
      .select({ line: cartLines })
      .from(cartLines)
      .innerJoin(carts, eq(carts.id, cartLines.cartId))
      .where(and(eq(carts.userId, userId), anyPack ? lineWhereAnyPack(productId, key) : lineWhere(productId, key)))
      .limit(2);
    if (rows.length === 0) throw notFound(LINE_NOT_FOUND);
    if (rows.length > 1) throw new HttpError(400, `Please say which quantity pack of ${product.name}`, "VALIDATION", { fields: ["bundle"] });
    return rows[0]!.line;
  }

  /** The shopper's cart row, created on first use (one per user, unique index). */
  private async cartIdFor(userId: string): Promise<string> {
    const [cart] = await this.db
      .insert(carts)
      .values({ userId })
      .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: new Date() } })
      .returning({ id: carts.id });
    return cart!.id;
  }

  /** The taste signal is written by a background job, off this request's connection. */
  private recordCart(userId: string, productId: string): void {
    this.jobs.enqueue("reco.record", { userId, productId, kind: "cart" });
  }
}

/** The line of one product with exactly these options. */
function lineWhere(productId: string, key: CartLineKey) {
  return and(lineWhereAnyPack(productId, key), eq(cartLines.bundle, key.bundle));
}

/** The lines of one product with these colour, variant and model, of any pack. */
function lineWhereAnyPack(productId: string, key: CartLineKey) {
  return and(eq(cartLines.productId, productId), eq(cartLines.color, key.color), eq(cartLines.variant, key.variant), eq(cartLines.model, key.model));
}
