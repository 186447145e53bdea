import { eq, sql } from "drizzle-orm";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { invoiceCounters, invoices, orderLines, orders } from "../../db/schema/index.js";
import { HttpError, forbidden, notFound } from "../../lib/http-error.js";
import type { OrderLineRow, OrderRow } from "../orders/order-mapper.js";
import type { Tx } from "../orders/stock.js";
import { fiscalYearOf } from "./nepali-calendar.js";
import { renderInvoicePdf } from "./invoice-pdf.js";
import type { ShopSettingsService } from "../shop/shop-settings-service.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * Tax invoices (issue 11, decision 015): a number is assigned once per order, the first time its
 * invoice is asked for, and runs in sequence within the Nepali fiscal year of that day.
 */
export class InvoiceService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    /** The owner's shop settings (back office), printed over the SHOP_* defaults. */
    private readonly settings?: Pick<ShopSettingsService, "get">,
  ) {}

  /** The order's invoice number, assigning the next of the fiscal year if it has none yet. */
  async assign(orderId: string, now = new Date()): Promise<InvoiceRow> {
    return this.db.transaction(async (tx) => {
      // The order row's lock makes two first downloads of one order wait for each other.
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
      if (!order) throw notFound("Order not found");
      const [existing] = await tx.select().from(invoices).where(eq(invoices.orderId, orderId));
      if (existing) return existing;
      if (order.status === "cancelled") throw new HttpError(409, "A cancelled order has no tax invoice.");
      return this.next(tx, orderId, now);
    });
  }

  private async next(tx: Tx, orderId: string, now: Date): Promise<InvoiceRow> {
    const fiscalYear = fiscalYearOf(now);
    // One counter row per fiscal year, locked by its own increment until the commit: no gaps, no repeats.
    const [counter] = await tx
      .insert(invoiceCounters)
      .values({ fiscalYear, lastSeq: 1 })
      .onConflictDoUpdate({ target: invoiceCounters.fiscalYear, set: { lastSeq: sql`${invoiceCounters.lastSeq} + 1` } })
      .returning();
    const seq = counter!.lastSeq;
    const [row] = await tx
      .insert(invoices)
      .values({ orderId, fiscalYear, seq, number: `${fiscalYear}-${String(seq).padStart(6, "0")}`, issuedAt: now })
      .returning();
    return row!;
  }

  /** The PDF of an order named by number or id; `ownerId` restricts it to that shopper's own orders. */
  async pdf(orderIdOrNumber: string, ownerId?: string): Promise<{ pdf: Buffer; number: string }> {
    const where = UUID.test(orderIdOrNumber) ? eq(orders.id, orderIdOrNumber) : eq(orders.orderNumber, orderIdOrNumber.toUpperCase());
    const [order] = await this.db.select().from(orders).where(where);
    if (!order) throw notFound("Order not found");
    if (ownerId !== undefined && order.userId !== ownerId) throw forbidden("This is not your order");
    const invoice = await this.assign(order.id);
    const lines: OrderLineRow[] = await this.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    return { pdf: await renderInvoicePdf({ order: order as OrderRow, lines, invoice, config: await this.printedConfig() }), number: invoice.number };
  }

  private async printedConfig(): Promise<Config> {
    const shop = await this.settings?.get();
    if (!shop) return this.config;
    const officer = shop.grievanceOfficer;
    return {
      ...this.config,
      SHOP_NAME: shop.businessName,
      SHOP_ADDRESS: shop.address,
      SHOP_PAN: shop.pan,
      SHOP_REGISTRATION_NO: shop.companyRegistrationNo,
      SHOP_ECOMMERCE_LISTING_NO: shop.ecommerceListingNo,
      SHOP_GRIEVANCE_OFFICER: `${officer.name}, ${officer.email}, ${officer.phone}`,
      SHOP_PHONES: [...new Set([shop.supportPhone, ...this.config.SHOP_PHONES])],
    };
  }
}
