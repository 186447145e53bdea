import { paisaToRupees, type Order, type OrderShippingAddress } from "@pasal/shared";
import type { orderLines, orders } from "../../db/schema/index.js";
import type { ShippingAddress } from "../../db/schema/users.js";

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

/** The checkout form's address as kept on the order (the profile's field names). */
export function toStoredAddress(address: OrderShippingAddress): ShippingAddress {
  return {
    address: address.street,
    city: address.city,
    landmark: address.landMark,
    province: address.province,
    district: address.district,
    municipality: address.municipality,
    ...(address.location ? { location: address.location } : {}),
  };
}

/**
 * The one place order rows become the API's order (docs/requirements/orders.md#orders-page). Lines show what
 * was bought as it was then (their snapshot), whatever the product has become since.
 */
export function toOrder(row: OrderRow, lines: OrderLineRow[]): Order {
  const address = row.shippingAddress;
  return {
    _id: row.id,
    orderId: row.orderNumber,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    totalAmount: paisaToRupees(row.totalPaisa),
    products: [...lines].sort(byNameThenOptions).map((line) => ({
      productId: line.productId,
      modelName: line.snapshot.modelName,
      name: line.snapshot.name,
      image: line.snapshot.image,
      price: paisaToRupees(line.unitPricePaisa),
      quantity: line.quantity,
      color: line.color,
      variant: line.variant,
      model: line.model,
      bundle: line.bundle,
    })),
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    trackingNumber: row.trackingNumber,
    trackingUrl: row.trackingUrl,
    courierStatus: row.courierStatus,
    transactionId: row.transactionId,
    refundDue: row.refundDuePaisa === null ? null : paisaToRupees(row.refundDuePaisa),
    refunded: paisaToRupees(row.refundedPaisa),
    // recordRefund (modules/payments/refund-service.ts) sets "refunded" once all that was received is given back.
    refundStatus: row.paymentStatus === "refunded" ? "Refunded" : row.refundedPaisa > 0 ? "Partially refunded" : null,
    contact: row.contact,
    shippingAddress: {
      street: address.address ?? "",
      city: address.city ?? "",
      landMark: address.landmark ?? "",
      shortnote: row.shortNote,
      province: address.province ?? "",
      district: address.district ?? "",
      municipality: address.municipality ?? "",
      location: address.location ?? null,
    },
  };
}

/** Lines have no position of their own; a stable order keeps the same order looking the same. */
function byNameThenOptions(a: OrderLineRow, b: OrderLineRow): number {
  const key = (line: OrderLineRow) => [line.snapshot.name, line.color, line.variant, line.model, line.bundle].join("\u0000");
  return key(a).localeCompare(key(b));
}
