import { CHECKOUT_MESSAGES, belowMinimum, packSize, sameLine, type CartLineKey, type checkoutRequestSchema, type Order } from "@pasal/shared";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Tx } from "../../db/client.js";
import { brands, cartLines, carts, categories, orderLines, orders, products, users } from "../../db/schema/index.js";
import { HttpError, badRequest, notFound } from "../../lib/http-error.js";
import type { ShippingAddress } from "../../db/schema/users.js";
import type { UserRow } from "../auth/session-service.js";
import { pricedFromRow, pricedFromSnapshot, resolveLine, withSpecPack } from "../cart/line-options.js";
import type { CatalogService } from "../catalog/catalog-service.js";
import type { JobQueue } from "../../jobs/job-queue.js";
import { newOrderNumber } from "./order-number.js";
import { toOrder, toStoredAddress, type OrderRow } from "./order-mapper.js";
import type { Buyer, OrderService } from "./order-service.js";
import { checkStock, recordStockMovements, stockNeeds, takeStock } from "./stock.js";

export type CheckoutInput = z.output<typeof checkoutRequestSchema>;
interface WantedLine extends CartLineKey {
  productId: string;
  quantity: number;
}
type Placed = { order: Order } | { earlierOrderId: string };
type Posted = { lines: WantedLine[]; fromCart: boolean };
type CartLineRow = typeof cartLines.$inferSelect;
const ORDER_NUMBER_ATTEMPTS = 5;
/** The total column is a 32-bit integer of paisa (about Rs. 2 crore). */
const MAX_TOTAL_PAISA = 2_147_483_647;

/**
 * Places an order (docs/requirements/orders.md#placing-an-order) in one transaction (decisions 007, 036):
 * the products are locked and read, prices recomputed from those rows and stock checked, the
 * idempotency key claimed with the order row before any stock is taken, stock taken in one
 * conditional update (stock.ts), then the lines written, the cart emptied and the address kept.
 * Any refusal rolls all of it back.
 */
export class CheckoutService {
  constructor(
    private readonly db: Db,
    private readonly catalog: Pick<CatalogService, "current" | "ordersChanged">,
    private readonly jobs: Pick<JobQueue, "enqueue">,
    private readonly orders: OrderService,
  ) {}

  async checkout(buyer: UserRow | Buyer, input: CheckoutInput, idempotencyKey?: string): Promise<{ order: Order; replayed: boolean }> {
    const who: Buyer = "userId" in buyer ? buyer : { userId: buyer.id };
    // The profile's address as the session just read it: a complete one needs no statement (keepAddress).
    const profileAddress = "userId" in buyer ? undefined : buyer.shippingAddress;
    let placed: Placed;
    try {
      // A guest has no server cart: the browser's cart comes as `products`.
      if (who.userId === null && input.products.length === 0) throw badRequest(CHECKOUT_MESSAGES.emptyCart);
      const posted = input.products.length > 0 ? await this.postedLines(input) : undefined;
      placed = await this.db.transaction((tx) => this.place(tx, who, input, posted, profileAddress, idempotencyKey));
    } catch (error) {
      // A retried submit gets its order back, whatever a new attempt would now be told (the last
      // unit sold, the cart emptied by that very order). Looked up only after a refusal, so a new
      // order costs no extra statement. A racing twin waited on the same product or cart rows
      // until the first attempt committed, so its order is visible here.
      if (idempotencyKey && error instanceof HttpError && error.statusCode < 500) {
        const earlier = await this.orders.findByKey(who, idempotencyKey);
        if (earlier) return { order: earlier, replayed: true };
      }
      throw error;
    }
    if ("earlierOrderId" in placed) {
      const earlier = await this.orders.findById(placed.earlierOrderId);
      if (!earlier) throw new Error("the order that holds this idempotency key vanished");
      return { order: earlier, replayed: true };
    }
    this.afterCommit(who.userId, placed.order);
    return { order: placed.order, replayed: false };
  }

  /**
   * The lines a client posted (the buy-now line, else the cart:
   * docs/requirements/orders.md#placing-an-order). Only catalogue ids reach SQL: a model name is
   * resolved, anything else is unknown. A spec client's pack (quantity = pack size, no pack field)
   * becomes one of that pack (withSpecPack). Quantities, options and prices are checked against the
   * product rows inside the transaction, like the cart's.
   */
  private async postedLines(input: CheckoutInput): Promise<Posted> {
    if (input.buyNow && input.products.length !== 1) throw badRequest("Buy now takes exactly one product");
    const snapshot = await this.catalog.current();
    const lines = input.products.map(({ productId, color, variant, model, bundle, quantity }) => {
      const product = snapshot.find(productId);
      if (!product) throw notFound("Product not found");
      return withSpecPack(pricedFromSnapshot(product), { productId: product._id, color, variant, model, bundle, quantity });
    });
    // Pasal's own Buy now (the `buyNow` flag) leaves the cart alone; a posted cart empties what it ordered.
    return { lines, fromCart: !input.buyNow };
  }

  /**
   * The transaction, in the fewest statements (decision 036): lock the cart lines (a cart order),
   * lock and read the products in id order, price and check stock in memory, claim the key with
   * the order row (total included), take all stock in one UPDATE, write the lines and the ledger.
   */
  private async place(
    tx: Tx,
    buyer: Buyer,
    input: CheckoutInput,
    posted: Posted | undefined,
    profileAddress: ShippingAddress | undefined,
    key?: string,
  ): Promise<Placed> {
    const { userId } = buyer;
    const cart = userId === null || (posted && !posted.fromCart) ? undefined : await this.lockCart(tx, userId);
    const wanted = posted?.lines ?? cart?.lines ?? [];
    if (wanted.length === 0) throw badRequest(CHECKOUT_MESSAGES.emptyCart);
    const rows = await tx
      .select({ product: products, category: categories.name, brand: brands.name })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(brands, eq(brands.id, products.brandId))
      // A draft or archived product cannot be bought, even from a cart that still holds it.
      .where(and(inArray(products.id, [...new Set(wanted.map((line) => line.productId))]), eq(products.published, true), isNull(products.archivedAt)))
      // Locked in id order: two orders that share products queue, never deadlock. The rows read
      // are the latest committed ones, so prices and stock below are those this order pays and takes.
      .orderBy(asc(products.id))
      .for("update", { of: products });
    const byId = new Map(rows.map((row) => [row.product.id, row]));
    const lines = wanted.map((line) => {
      const row = byId.get(line.productId);
      if (!row) throw notFound("Product not found");
      const { key: options, unitPricePaisa, image } = resolveLine(pricedFromRow(row.product), line);
      const { name, modelName } = row.product;
      return {
        values: {
          productId: row.product.id,
          unitPricePaisa,
          quantity: line.quantity,
          ...options,
          snapshot: { name, modelName, image, category: row.category, brand: row.brand },
        },
        stock: { productId: row.product.id, name, units: line.quantity * packSize(options.bundle), bundle: options.bundle },
      };
    });
    const totalPaisa = lines.reduce((sum, line) => sum + line.values.unitPricePaisa * line.values.quantity, 0);
    if (totalPaisa > MAX_TOTAL_PAISA) throw badRequest("This order is too large to place online. Please contact us.");
    // A gateway's smallest payment (packages/shared payment-providers.ts), known once the total is.
    const belowGatewayMinimum = input.paymentMethod === "cod" ? null : belowMinimum(input.paymentMethod, totalPaisa);
    if (belowGatewayMinimum) throw badRequest(belowGatewayMinimum);
    const needs = stockNeeds(lines.map((line) => line.stock));
    const stockNow = new Map(rows.map((row) => [row.product.id, row.product.stock]));
    // Refused before anything is written: in a sold-out rush a refusal costs one locked read.
    checkStock(needs, stockNow);

    const claimed = await this.claimOrder(tx, buyer, input, totalPaisa, key);
    if ("earlierOrderId" in claimed) return claimed;
    await takeStock(tx, needs);
    await recordStockMovements(
      tx,
      lines.map((line) => ({
        productId: line.stock.productId,
        variant: line.values.variant,
        delta: -line.stock.units,
        reason: "sale" as const,
        reference: claimed.orderNumber,
        actorUserId: userId,
      })),
    );
    const written = await tx
      .insert(orderLines)
      .values(lines.map((line) => ({ orderId: claimed.id, ...line.values })))
      .returning();
    if (cart) await this.takeFromCart(tx, cart.rows, posted ? written : undefined);
    if (userId !== null) await this.keepAddress(tx, userId, input.shippingAddress, profileAddress);
    // A new order has no tax invoice (issued at dispatch, decision 030): the same answer a later read gives.
    return { order: { ...toOrder(claimed, written), invoiceNumber: null, creditNotes: [] } };
  }

  /**
   * Writes the order row, total included, before any stock is taken, so that a second attempt with
   * the same key waits on this one's unique index entry and then finds this order. Any unique
   * clash does nothing: a clash on the key means an earlier order; otherwise the random order
   * number collided and another is drawn.
   */
  private async claimOrder(tx: Tx, buyer: Buyer, input: CheckoutInput, totalPaisa: number, key?: string): Promise<OrderRow | { earlierOrderId: string }> {
    const { userId } = buyer;
    const guestEmail = buyer.userId === null ? buyer.guestEmail : null;
    const space = input.username.indexOf(" ");
    const contact = {
      firstName: space < 0 ? input.username : input.username.slice(0, space),
      lastName: space < 0 ? "" : input.username.slice(space + 1).trim(),
      email: input.mail,
      phone: input.phoneNumber,
    };
    for (let attempt = 0; attempt < ORDER_NUMBER_ATTEMPTS; attempt++) {
      const [row] = await tx
        .insert(orders)
        .values({
          orderNumber: newOrderNumber(),
          userId,
          guestEmail,
          totalPaisa,
          contact,
          shippingAddress: toStoredAddress(input.shippingAddress),
          shortNote: input.shippingAddress.shortnote,
          idempotencyKey: key ?? null,
          paymentMethod: input.paymentMethod,
        })
        .onConflictDoNothing()
        .returning();
      if (row) return row;
      if (key) {
        const [earlier] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(
            and(userId === null ? and(isNull(orders.userId), eq(orders.guestEmail, guestEmail!)) : eq(orders.userId, userId), eq(orders.idempotencyKey, key)),
          );
        if (earlier) return { earlierOrderId: earlier.id };
      }
    }
    throw new Error("no free order number after several attempts");
  }

  /** The cart's lines, locked so that a concurrent change (or a racing twin of this order) waits until this order is decided. */
  private async lockCart(tx: Tx, userId: string): Promise<{ lines: WantedLine[]; rows: CartLineRow[] }> {
    const rows = await tx
      .select({ line: cartLines })
      .from(cartLines)
      .innerJoin(carts, eq(carts.id, cartLines.cartId))
      .where(eq(carts.userId, userId))
      .for("update", { of: cartLines });
    const lines = rows.map((row) => row.line);
    return { lines, rows: lines };
  }

  /**
   * The cart loses what was ordered: every line when the cart itself was ordered; else, for the
   * lines a client posted, the ordered quantity of the same line (same product and options), so a
   * Buy now from a spec client never empties the rest of the cart
   * (docs/requirements/orders.md#placing-an-order).
   */
  private async takeFromCart(tx: Tx, rows: CartLineRow[], ordered: (typeof orderLines.$inferSelect)[] | undefined): Promise<void> {
    if (!ordered) {
      if (rows.length > 0)
        await tx.delete(cartLines).where(
          inArray(
            cartLines.id,
            rows.map((row) => row.id),
          ),
        );
      return;
    }
    for (const row of rows) {
      const units = ordered
        .filter((line) => line.productId !== null && sameLine({ ...line, productId: line.productId }, row))
        .reduce((sum, line) => sum + line.quantity, 0);
      if (units === 0) continue;
      if (units >= row.quantity) await tx.delete(cartLines).where(eq(cartLines.id, row.id));
      else
        await tx
          .update(cartLines)
          .set({ quantity: row.quantity - units })
          .where(eq(cartLines.id, row.id));
    }
  }

  /**
   * The order's address becomes the profile's when the profile lacked province, district or
   * municipality. The session's read of the profile decides whether to write at all (a returning
   * shopper's is complete: no statement); the UPDATE checks again and merges into the stored value.
   */
  private async keepAddress(tx: Tx, userId: string, posted: CheckoutInput["shippingAddress"], profile: ShippingAddress | undefined): Promise<void> {
    if (profile?.province && profile.district && profile.municipality) return;
    const given = Object.entries(toStoredAddress(posted)).filter(([, value]) => value !== "" && value != null);
    if (given.length === 0) return;
    const filled = (field: string) => sql`coalesce(${users.shippingAddress} ->> ${field}, '') <> ''`;
    await tx
      .update(users)
      .set({ shippingAddress: sql`${users.shippingAddress} || ${JSON.stringify(Object.fromEntries(given))}::jsonb`, updatedAt: new Date() })
      .where(and(eq(users.id, userId), sql`not (${filled("province")} and ${filled("district")} and ${filled("municipality")})`));
  }

  /**
   * After the commit, off the request's path: the confirmation mail and the purchase signals are
   * queued (jobs/, their own connections), and fresh stock reaches everyone shortly.
   */
  private afterCommit(userId: string | null, order: Order): void {
    this.jobs.enqueue("order.confirmation", { orderId: order._id });
    this.catalog.ordersChanged([order._id]);
    if (userId === null) return; // a guest has no recommendations to feed
    for (const productId of new Set(order.products.flatMap((line) => line.productId ?? []))) {
      this.jobs.enqueue("reco.record", { userId, productId, kind: "purchase" });
    }
  }
}
