import { hasPermission, paisaToRupees, type AdminOrderDetail, type OrderStatus } from "@pasal/shared";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { creditNotes, invoices, orderLines, orderNotes, orderStatusHistory, orders, refunds, users } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { forbidden, notFound } from "../../lib/http-error.js";
import { toOrder, type OrderRow } from "../orders/order-mapper.js";
import type { OrderEventDispatcher } from "../orders/order-events.js";
import { TransitionConflictError, canTransition, transitionOrder } from "../orders/order-state.js";
import { orderByIdOrNumber } from "../orders/order-where.js";
import type { CourierService } from "../couriers/courier-service.js";
import type { CatalogService } from "../catalog/catalog-service.js";
import { receivedPaisa } from "../payments/order-money.js";
import { recordAudit } from "./audit-service.js";

export interface TransitionRequest {
  to: OrderStatus;
  version: number;
  trackingNumber?: string;
  carrier?: string;
  note?: string;
}

/** The checks `transitionOrder` makes, before a courier is asked to book (it makes them again, locked). */
function checkMove(order: OrderRow, input: TransitionRequest): OrderRow {
  if (input.version !== undefined && input.version !== order.version) {
    throw new TransitionConflictError(
      `This order was changed by someone else since you opened it (it is now ${order.status}). Reload it and try again.`,
      order.status,
    );
  }
  if (!canTransition(order.status, input.to)) throw new TransitionConflictError(`An order that is ${order.status} cannot become ${input.to}.`, order.status);
  return order;
}

/** The fields of an order a status change touches, as the audit log shows them. */
const auditedFields = (row: OrderRow) => ({
  status: row.status,
  version: row.version,
  trackingNumber: row.trackingNumber,
  carrier: row.carrier,
  paymentStatus: row.paymentStatus,
  refundDuePaisa: row.refundDuePaisa,
});

/**
 * The back office's order detail, status changes and notes
 * (docs/requirements/back-office.md#admin-orders).
 */
export class AdminOrderService {
  constructor(
    private readonly db: Db,
    /** Told after each commit: mail, SMS and the live page follow from the order's outbox (decision 039). */
    private readonly orderEvents: Pick<OrderEventDispatcher, "kick">,
    /** Books parcels when staff ship with a courier of the registry (decision 040). */
    private readonly couriers: Pick<CourierService, "book" | "couriers">,
    /** Told of a cancel or return: the stock it put back shows in the shop at once (decision 035). */
    private readonly catalog?: Pick<CatalogService, "ordersChanged">,
  ) {}

  /** An order by its readable number (ORD-…) or internal id. */
  async row(orderId: string): Promise<OrderRow> {
    const [row] = await this.db.select().from(orders).where(orderByIdOrNumber(orderId)).limit(1);
    if (!row) throw notFound("Order not found");
    return row;
  }

  async detail(orderId: string): Promise<AdminOrderDetail> {
    const row = await this.row(orderId);
    const [lines, [customer], history, notes, [invoice], refundRows, received, credits] = await Promise.all([
      this.db.select().from(orderLines).where(eq(orderLines.orderId, row.id)),
      row.userId ? this.db.select().from(users).where(eq(users.id, row.userId)) : Promise.resolve([]),
      this.db
        .select({ h: orderStatusHistory, id: users.id, fullName: users.fullName, email: users.email })
        .from(orderStatusHistory)
        .leftJoin(users, eq(users.id, orderStatusHistory.actorUserId))
        .where(eq(orderStatusHistory.orderId, row.id))
        .orderBy(asc(orderStatusHistory.createdAt)),
      this.db
        .select({ n: orderNotes, id: users.id, fullName: users.fullName, email: users.email })
        .from(orderNotes)
        .leftJoin(users, eq(users.id, orderNotes.authorUserId))
        .where(eq(orderNotes.orderId, row.id))
        .orderBy(asc(orderNotes.createdAt)),
      this.db.select({ number: invoices.number }).from(invoices).where(eq(invoices.orderId, row.id)),
      this.db
        .select({ r: refunds, id: users.id, fullName: users.fullName, email: users.email })
        .from(refunds)
        .leftJoin(users, eq(users.id, refunds.actorUserId))
        .where(eq(refunds.orderId, row.id))
        .orderBy(asc(refunds.createdAt)),
      receivedPaisa(this.db, row),
      this.db.select().from(creditNotes).where(eq(creditNotes.orderId, row.id)).orderBy(asc(creditNotes.issuedAt), asc(creditNotes.seq)),
    ]);
    const held = refundRows.filter(({ r }) => r.status !== "failed").reduce((sum, { r }) => sum + r.amountPaisa, 0);
    const person = (p: { id: string | null; fullName: string | null; email: string | null }) =>
      p.id ? { id: p.id, fullName: p.fullName ?? "", email: p.email ?? "" } : null;
    return {
      ...toOrder(row, lines),
      version: row.version,
      carrier: row.carrier,
      couriers: [...this.couriers.couriers.values()].map((courier) => ({ id: courier.id, name: courier.name })),
      refundDueAmount: row.refundDuePaisa === null ? null : paisaToRupees(row.refundDuePaisa),
      updatedAt: row.updatedAt.toISOString(),
      // A guest's order (decision 026) has no account: the contact typed at checkout is the customer.
      customer: customer
        ? { id: customer.id, fullName: customer.fullName, email: customer.email, phoneNumber: customer.phoneNumber ?? "", guest: false }
        : {
            id: null,
            fullName: `${row.contact.firstName} ${row.contact.lastName}`.trim(),
            email: row.contact.email,
            phoneNumber: row.contact.phone,
            guest: true,
          },
      invoiceNumber: invoice?.number ?? null,
      receivedAmount: paisaToRupees(received),
      refundableAmount: paisaToRupees(Math.max(0, received - held)),
      refunds: refundRows.map(({ r, ...by }) => ({
        id: r.id,
        amount: paisaToRupees(r.amountPaisa),
        method: r.method,
        reference: r.reference,
        reason: r.reason,
        status: r.status,
        by: person(by),
        at: r.createdAt.toISOString(),
      })),
      creditNotes: credits.map((note) => ({
        id: note.id,
        number: note.number,
        amount: paisaToRupees(note.amountPaisa),
        reason: note.reason,
        issuedAt: note.issuedAt.toISOString(),
      })),
      history: history.map((h) => ({ from: h.h.fromStatus, to: h.h.toStatus, by: person(h), note: h.h.note, at: h.h.createdAt.toISOString() })),
      notes: notes.map((n) => ({ id: n.n.id, text: n.n.text, by: person(n), at: n.n.createdAt.toISOString() })),
    };
  }

  /**
   * Moves the order through the one state machine, with its audit row in the same transaction;
   * after the commit the shopper is mailed and their open /order pages hear of it.
   * Shipping and delivering is orders:ship; cancelling and returning (stock and money move) orders:write.
   */
  async transition(orderId: string, input: TransitionRequest, actor: Actor): Promise<AdminOrderDetail> {
    if ((input.to === "cancelled" || input.to === "returned") && !hasPermission(actor.role, "orders:write")) {
      throw forbidden("Your role in the shop cannot cancel or return orders");
    }
    const before = await this.row(orderId);
    // Shipping with a courier of the registry ("ncm") books the parcel first: its id is the
    // tracking number. The move is checked before booking, so a parcel is not booked for a
    // change that would be refused (decision 040).
    const booked =
      input.to === "shipped" && input.carrier && this.couriers.couriers.has(input.carrier)
        ? await this.couriers.book(checkMove(before, input), input.carrier)
        : undefined;
    const { order } = await this.db.transaction(async (tx) => {
      const moved = await transitionOrder(tx, {
        orderId: before.id,
        to: input.to,
        actorUserId: actor.actorUserId,
        note: input.note,
        trackingNumber: booked?.trackingNumber ?? input.trackingNumber,
        carrier: booked?.carrier ?? input.carrier,
        courier: booked?.courier,
        trackingUrl: booked?.trackingUrl,
        expectedVersion: input.version,
      });
      await recordAudit(tx, {
        actorUserId: actor.actorUserId,
        ip: actor.ip,
        action: "order.transition",
        entity: "order",
        entityId: moved.order.orderNumber,
        // The locked row as it was (`from`), not the earlier unlocked read.
        before: { ...auditedFields(before), status: moved.from, version: moved.order.version - 1 },
        after: auditedFields(moved.order),
      });
      return moved;
    });
    this.orderEvents.kick();
    if (order.status === "cancelled" || order.status === "returned") this.catalog?.ordersChanged([order.id]);
    return this.detail(order.id);
  }

  async addNote(orderId: string, text: string, actor: Actor): Promise<AdminOrderDetail> {
    const order = await this.row(orderId);
    await this.db.transaction(async (tx) => {
      const [note] = await tx.insert(orderNotes).values({ orderId: order.id, authorUserId: actor.actorUserId, text }).returning();
      await recordAudit(tx, {
        actorUserId: actor.actorUserId,
        ip: actor.ip,
        action: "order.note",
        entity: "order",
        entityId: order.orderNumber,
        after: { note: note!.text },
      });
    });
    return this.detail(order.id);
  }
}
