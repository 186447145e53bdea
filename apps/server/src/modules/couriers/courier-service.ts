import { and, eq, isNotNull, or, lt, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import { orders } from "../../db/schema/index.js";
import { HttpError, badRequest } from "../../lib/http-error.js";
import type { CatalogService } from "../catalog/catalog-service.js";
import type { OrderRow } from "../orders/order-mapper.js";
import type { OrderEventDispatcher } from "../orders/order-events.js";
import { TransitionConflictError, transitionOrder } from "../orders/order-state.js";
import { isPaid } from "../payments/order-money.js";
import { CourierRefusal, type Booking, type CourierUpdate } from "./courier.js";
import type { Couriers } from "./index.js";

/** Parcels asked about per poll, least recently heard of first. */
const POLL_BATCH = 50;

/**
 * Books parcels with a courier of the registry and follows them (decision 040): the courier's
 * status is kept on the order, and "delivered" or "returned to the shop" moves the order through
 * the state machine — from the webhook or the poll alike, idempotently and in any order of arrival
 * (an older status never overwrites a newer one; a move the order already made is not made twice).
 */
export class CourierService {
  constructor(
    private readonly db: Db,
    readonly couriers: Couriers,
    private readonly orderEvents: Pick<OrderEventDispatcher, "kick">,
    private readonly log?: FastifyBaseLogger,
    /** Told of a return: the stock it put back shows in the shop at once (decision 035). */
    private readonly catalog?: Pick<CatalogService, "ordersChanged">,
  ) {}

  /** Books the order's parcel; 400 with the courier's reason when it refuses, or when it is not set up. */
  async book(order: OrderRow, courierId: string): Promise<Booking & { courier: string; carrier: string }> {
    const courier = this.couriers.get(courierId);
    if (!courier) throw badRequest(`The courier "${courierId}" is not set up for this shop`);
    const a = order.shippingAddress;
    try {
      const booking = await courier.book({
        orderNumber: order.orderNumber,
        name: `${order.contact.firstName} ${order.contact.lastName}`.trim(),
        phone: order.contact.phone,
        address: [a.address, a.landmark && `near ${a.landmark}`, a.municipality, a.district].filter(Boolean).join(", "),
        district: a.district ?? a.city ?? "",
        // Paid online: nothing to collect. Cash on delivery: the whole total.
        codPaisa: order.paymentMethod === "cod" && !isPaid(order) ? order.totalPaisa : 0,
        instruction: order.shortNote,
      });
      return { ...booking, courier: courier.id, carrier: courier.name };
    } catch (error) {
      if (error instanceof CourierRefusal) throw badRequest(error.message);
      this.log?.error({ err: error, courier: courierId }, "courier booking failed");
      throw new HttpError(502, `${courier.name} could not be reached; try again in a moment`);
    }
  }

  /** A status from the courier, for its parcel: kept if newer than the one kept, and acted on. Returns whether the order moved. */
  async apply(courierId: string, trackingNumber: string, update: CourierUpdate): Promise<boolean> {
    const moved = await this.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.courier, courierId), eq(orders.trackingNumber, trackingNumber)))
        .for("update");
      if (!order) return null;
      if (!order.courierStatusAt || order.courierStatusAt <= update.at) {
        await tx.update(orders).set({ courierStatus: update.status, courierStatusAt: update.at }).where(eq(orders.id, order.id));
      }
      const to = update.orderStatus;
      if (!to || order.status === to) return null;
      // Delivered after the parcel came back, or a step the machine does not allow: the status is kept, the order stays.
      if (to === "delivered" && order.status !== "shipped") return null;
      if (to === "returned" && order.status !== "shipped" && order.status !== "delivered") return null;
      try {
        await transitionOrder(tx, { orderId: order.id, to, actorUserId: null, note: `${update.status} (courier)` });
        return { orderId: order.id, to };
      } catch (error) {
        if (error instanceof TransitionConflictError) return null;
        throw error;
      }
    });
    if (!moved) return false;
    this.orderEvents.kick();
    if (moved.to === "returned") this.catalog?.ordersChanged([moved.orderId]);
    return true;
  }

  /** Asks the courier about parcels still out (shipped, or delivered and possibly coming back is not asked). */
  async poll(now = new Date()): Promise<{ asked: number; moved: number }> {
    const quiet = new Date(now.getTime() - 5 * 60_000);
    const out = await this.db
      .select({ courier: orders.courier, trackingNumber: orders.trackingNumber })
      .from(orders)
      .where(and(eq(orders.status, "shipped"), isNotNull(orders.courier), or(isNull(orders.courierStatusAt), lt(orders.courierStatusAt, quiet))))
      .orderBy(orders.courierStatusAt)
      .limit(POLL_BATCH);
    let moved = 0;
    for (const parcel of out) {
      const courier = this.couriers.get(parcel.courier!);
      if (!courier || !parcel.trackingNumber) continue;
      try {
        const update = await courier.latest(parcel.trackingNumber);
        if (update && (await this.apply(courier.id, parcel.trackingNumber, update))) moved++;
      } catch (error) {
        this.log?.warn({ err: error, courier: courier.id }, "courier status not read; asking again next run");
      }
    }
    return { asked: out.length, moved };
  }

  /** Every `everyMs` (main.ts: ten minutes) until stopped. */
  start(everyMs = 10 * 60_000): () => void {
    if (this.couriers.size === 0) return () => {};
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      this.poll()
        .catch((error: unknown) => this.log?.error({ err: error }, "courier poll failed"))
        .finally(() => (running = false));
    }, everyMs);
    timer.unref();
    return () => clearInterval(timer);
  }
}
