import { formatRs, paisaToRupees, type OrderStatus } from "@pasal/shared";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import { orders, users } from "../../db/schema/index.js";
import type { Mailer } from "../../mail/mailer.js";
import type { SmsSender } from "../../sms/sms-sender.js";
import type { OrderLive } from "./order-live.js";
import { readOrderEvent } from "./order-events.js";
import { orderStatusMail } from "./order-status-mail.js";

/**
 * What follows an order's change, for every path alike (decision 039): the `order.transitioned`
 * job runs this once per outbox row. The shopper's open order pages hear of it, the shopper gets a
 * mail (a guest at the address they checked out with) and, for the steps worth a text, an SMS to
 * the order's phone. A failed mail fails the job, which is tried again; a failed SMS is only logged
 * (sms-sender.ts), so a retried job never texts twice.
 */
export class OrderNotifier {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly sms: SmsSender,
    private readonly live: Pick<OrderLive, "orderChanged">,
    private readonly shopName: () => Promise<string>,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async transitioned(eventId: number): Promise<void> {
    const event = await readOrderEvent(this.db, eventId);
    if (!event) return;
    const [row] = await this.db
      .select({ order: orders, email: users.email })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, event.orderId));
    if (!row) return;
    const { order } = row;
    const status = event.toStatus as OrderStatus;
    if (order.userId) this.live.orderChanged(order.userId, { orderId: order.orderNumber, status, trackingNumber: order.trackingNumber });
    const shopName = await this.shopName();
    const to = row.email ?? order.guestEmail;
    const mail = to
      ? orderStatusMail({
          to,
          firstName: order.contact.firstName,
          orderNumber: order.orderNumber,
          status,
          trackingNumber: order.trackingNumber,
          carrier: order.carrier,
          shopName,
          byShopper: event.byShopper === 1,
        })
      : undefined;
    if (mail) await this.mailer.send(mail);
    const text = statusText(status, order.orderNumber, shopName, order.carrier, order.trackingNumber);
    if (text) await this.sms.send({ to: order.contact.phone, text });
  }

  /**
   * The receipt for money that arrived online (a first payment, or one after a retry): what was
   * received, for which order, and whether it paid the order or, the order no longer needing it
   * (paid already or cancelled), will be refunded.
   */
  async paid(eventId: number): Promise<void> {
    const event = await readOrderEvent(this.db, eventId);
    if (!event || event.amountPaisa === null) return;
    const [row] = await this.db
      .select({ order: orders, email: users.email })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, event.orderId));
    const to = row ? (row.email ?? row.order.guestEmail) : null;
    if (!row || !to) return;
    const { order } = row;
    const shopName = await this.shopName();
    const amount = formatRs(paisaToRupees(event.amountPaisa));
    const owed = event.kind === "paid-owed";
    const lines = owed
      ? [
          `We received ${amount} for your order ${order.orderNumber}, which ${order.status === "cancelled" ? "was cancelled" : "was already paid"}.`,
          "This money will be refunded to you; you do not need to do anything.",
        ]
      : [`We received your payment of ${amount} for order ${order.orderNumber}. Thank you!`, "We will let you know when it is on the way."];
    await this.mailer.send({
      to,
      subject: owed
        ? `${shopName}: ${amount} received for order ${order.orderNumber}, to be refunded`
        : `${shopName}: payment received for order ${order.orderNumber}`,
      text: [`Namaste ${order.contact.firstName},`, "", ...lines, "", "Questions? Just reply to this mail.", shopName].join("\n"),
    });
  }

  /** The order-placed SMS, after its confirmation mail went (the `order.confirmation` job). */
  async placed(orderId: string): Promise<void> {
    const [order] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) return;
    const shopName = await this.shopName();
    const total = formatRs(paisaToRupees(order.totalPaisa));
    const pay =
      order.paymentMethod === "cod"
        ? `Pay ${total} in cash when it arrives.`
        : order.paymentStatus === "completed"
          ? `Paid ${total} online.`
          : `Total ${total}: pay online from your order's page.`;
    await this.sms.send({ to: order.contact.phone, text: `${shopName}: we received your order ${order.orderNumber}. ${pay}` });
  }
}

/** The text for a status worth an SMS; undefined for the rest (they are mailed only). */
function statusText(status: OrderStatus, orderNumber: string, shopName: string, carrier: string | null, tracking: string | null): string | undefined {
  switch (status) {
    case "shipped":
      return `${shopName}: your order ${orderNumber} is on the way${carrier ? ` with ${carrier}` : ""}${tracking ? `, tracking ${tracking}` : ""}.`;
    case "delivered":
      return `${shopName}: your order ${orderNumber} was delivered. Thank you!`;
    case "cancelled":
      return `${shopName}: your order ${orderNumber} was cancelled.`;
    default:
      return undefined;
  }
}
