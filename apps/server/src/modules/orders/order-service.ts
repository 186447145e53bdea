import { paisaToRupees, type Order } from "@pasal/shared";
import { and, asc, desc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { creditNotes, invoices, orderLines, orders, users } from "../../db/schema/index.js";
import { HttpError, forbidden, notFound } from "../../lib/http-error.js";
import type { Mailer } from "../../mail/mailer.js";
import { guestAccessMatches, guestAccessToken } from "./guest-access.js";
import { orderConfirmationMail } from "./order-mail.js";
import { toOrder } from "./order-mapper.js";
import { orderByIdOrNumber } from "./order-where.js";

/**
 * Who places the order: a signed-in account, or a guest known only by the e-mail typed into the
 * form (decision 026), whose cart lives in the browser and is posted with the order.
 */
export type Buyer = { userId: string; guestEmail?: undefined } | { userId: null; guestEmail: string };

export const NOT_YOUR_ORDER = "You can only see your own orders";

/**
 * Reading orders and mailing their confirmations (docs/requirements/orders.md#orders-page,
 * docs/requirements/orders.md#order-mail).
 */
export class OrderService {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
    /**
     * The business name mails are signed with: the owner's shop settings
     * (docs/requirements/back-office.md#shop-settings), else SHOP_NAME.
     */
    private readonly shopName: () => Promise<string> = async () => config.SHOP_NAME,
  ) {}

  /** The shopper's orders, newest first. */
  async listFor(userId: string): Promise<Order[]> {
    return this.load(eq(orders.userId, userId));
  }

  async findById(orderId: string): Promise<Order | undefined> {
    return (await this.load(eq(orders.id, orderId), 1))[0];
  }

  /**
   * One of the caller's own orders, by its id or its readable number (the confirmation page,
   * "Pay now", cancel, the invoice). Someone else's order and no order at all are the same 403
   * (`NOT_YOUR_ORDER`), so trying order numbers tells a shopper nothing (decision 028).
   */
  async findOwn(userId: string, orderId: string): Promise<Order> {
    const [order] = await this.load(and(orderByIdOrNumber(orderId), eq(orders.userId, userId)), 1);
    if (!order) throw forbidden(NOT_YOUR_ORDER);
    return order;
  }

  /**
   * A guest's order by its id or number and the access token (decision 026). A wrong token, an
   * account's order or no such order are all the same 404, so a token tells nothing about others.
   */
  async findGuest(orderId: string, token: string): Promise<Order> {
    const [row] = await this.db.select({ id: orders.id, guestEmail: orders.guestEmail }).from(orders).where(orderByIdOrNumber(orderId));
    const order = row?.guestEmail && guestAccessMatches(this.config.SESSION_SECRET, row.id, token) ? await this.findById(row.id) : undefined;
    if (!order) throw notFound("Order not found");
    return order;
  }

  /** The token that opens a guest's order (checkout's answer, the confirmation mail). */
  guestAccess(orderId: string): string {
    return guestAccessToken(this.config.SESSION_SECRET, orderId);
  }

  /** The order an earlier attempt with this Idempotency-Key placed, if any (a guest's: same e-mail, still a guest order). */
  async findByKey(buyer: Buyer, idempotencyKey: string): Promise<Order | undefined> {
    const whose = buyer.userId === null ? and(isNull(orders.userId), eq(orders.guestEmail, buyer.guestEmail)) : eq(orders.userId, buyer.userId);
    return (await this.load(and(whose, eq(orders.idempotencyKey, idempotencyKey)), 1))[0];
  }

  /**
   * Sends the caller's own order confirmation (the one named, else their latest) to the caller's
   * own address: whatever else the spec's client puts in the body is ignored
   * (docs/requirements/orders.md#order-mail).
   */
  async resendConfirmation(user: { id: string; email: string }, orderId: string | undefined): Promise<void> {
    const which = orderId ? orderByIdOrNumber(orderId) : undefined;
    const [order] = await this.load(and(eq(orders.userId, user.id), which), 1);
    if (!order) throw notFound("Order not found");
    try {
      await this.mailer.send(orderConfirmationMail(order, user.email, await this.shopName(), this.confirmationUrl(order)));
    } catch (error) {
      this.log.error({ err: error, orderId: order.orderId }, "order confirmation not sent");
      throw new HttpError(503, "We couldn't send the e-mail right now. Please try again later.");
    }
  }

  /**
   * The confirmation of a placed order, run as a background job (jobs/): it goes to the buyer's
   * own account address, never the address typed into the form, which would let anyone mail anyone
   * (docs/requirements/orders.md#order-mail). A guest has no other address: theirs goes to the e-mail
   * they checked out with, with the link that opens the order (decision 026; guest checkout is limited
   * per IP). A failure throws so the job is retried; the order stands either way.
   */
  async mailConfirmation(orderId: string): Promise<void> {
    // Two reads, not findById's four: the mail shows no invoice or credit note (decision 036;
    // on the embedded database these jobs share the one connection with checkouts).
    const [found] = await this.db
      .select({ row: orders, accountEmail: users.email })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId));
    const guest = found?.row.userId === null;
    const to = guest ? found?.row.guestEmail : found?.accountEmail;
    if (!found || !to) return; // gone since: nothing to send
    const lines = await this.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    const order = toOrder(found.row, lines);
    await this.mailer.send(orderConfirmationMail(order, to, await this.shopName(), this.confirmationUrl(order, guest)));
  }

  /**
   * The order's confirmation page (docs/requirements/orders.md#order-confirmation); without PUBLIC_URL,
   * the address this server listens on.
   */
  private confirmationUrl(order: Order, guest = false): string {
    const origin = this.config.PUBLIC_URL ? new URL(this.config.PUBLIC_URL).origin : `http://localhost:${this.config.PORT}`;
    const access = guest ? `?access=${this.guestAccess(order._id)}` : "";
    return `${origin}/order/confirmation/${order._id}${access}`;
  }

  private async load(where: SQL | undefined, limit?: number): Promise<Order[]> {
    const query = this.db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.orderNumber));
    const rows = limit ? await query.limit(limit) : await query;
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [lines, numbers, credits] = await Promise.all([
      this.db.select().from(orderLines).where(inArray(orderLines.orderId, ids)),
      // Whether the order has a tax invoice yet (issued at dispatch, decision 030): the "Invoice" button shows only then.
      this.db.select({ orderId: invoices.orderId, number: invoices.number }).from(invoices).where(inArray(invoices.orderId, ids)),
      this.db.select().from(creditNotes).where(inArray(creditNotes.orderId, ids)).orderBy(asc(creditNotes.issuedAt), asc(creditNotes.seq)),
    ]);
    const byOrder = new Map<string, typeof lines>();
    for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
    const invoiceOf = new Map(numbers.map((row) => [row.orderId, row.number]));
    return rows.map((row) => ({
      ...toOrder(row, byOrder.get(row.id) ?? []),
      invoiceNumber: invoiceOf.get(row.id) ?? null,
      creditNotes: credits
        .filter((note) => note.orderId === row.id)
        .map((note) => ({
          id: note.id,
          number: note.number,
          amount: paisaToRupees(note.amountPaisa),
          reason: note.reason,
          issuedAt: note.issuedAt.toISOString(),
        })),
    }));
  }
}
