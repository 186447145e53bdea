import { z } from "zod";
import { adminPageQuerySchema } from "./admin-audit.js";
import { PAYMENT_METHODS, REFUND_METHODS } from "./payment-providers.js";
import { ORDER_STATUSES, PAYMENT_STATUSES, creditNoteSummarySchema, orderSchema, type OrderStatus } from "./order.js";
import type { Permission } from "./permissions.js";

/**
 * The one order state machine (docs/requirements/orders.md#order-statuses,
 * docs/requirements/back-office.md#admin-orders): which status may follow which. The server enforces it;
 * the back office reads it to offer only the buttons that can work.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  processing: ["shipped", "cancelled"],
  shipped: ["delivered", "returned"],
  delivered: ["returned"],
  cancelled: [],
  returned: [],
};

/** Shipping and delivering is orders:ship; cancelling and returning (stock and money move) orders:write. */
export const transitionPermission = (to: OrderStatus): Permission => (to === "cancelled" || to === "returned" ? "orders:write" : "orders:ship");

/** The order table's sort keys; a leading "-" sorts descending. */
export const ADMIN_ORDER_SORTS = ["createdAt", "-createdAt", "totalAmount", "-totalAmount", "status", "-status"] as const;

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2025-01-31");

/** GET /api/admin/orders and /orders.csv: filters, search (order id, phone, e-mail or name, from its start) and sort. */
export const adminOrderFilterSchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  district: z.string().trim().min(1).max(100).optional(),
  /** Nepal dates (Asia/Kathmandu), both inclusive. */
  from: day.optional(),
  to: day.optional(),
  q: z.string().trim().min(1).max(100).optional(),
  sort: z.enum(ADMIN_ORDER_SORTS).default("-createdAt"),
});
export type AdminOrderFilter = z.infer<typeof adminOrderFilterSchema>;

export const adminOrderListQuerySchema = adminOrderFilterSchema.extend(adminPageQuerySchema.shape);
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

export const adminOrderRowSchema = z.object({
  orderId: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** Rupees, as everywhere in the API. */
  totalAmount: z.number(),
  createdAt: z.string(),
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  district: z.string(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

/**
 * `total` is exact up to a thousand matches (or when the page reaches the end); above that it is
 * the database's estimate and `totalIsEstimate` is true (decision 019).
 */
export const adminOrderListSchema = z.object({ items: z.array(adminOrderRowSchema), total: z.number(), totalIsEstimate: z.boolean() });

const personSchema = z.object({ id: z.string(), fullName: z.string(), email: z.string() }).nullable();

/** POST /api/admin/orders/:orderId/refunds: rupees; a method other than Khalti needs the reference of the refund made by hand. */
export const refundRequestSchema = z.object({
  amount: z.number().positive("The amount must be more than zero").max(10_000_000).multipleOf(0.01, "Give the amount in rupees with at most two decimals"),
  reason: z.string().trim().min(1, "Say why the money is refunded").max(500),
  method: z.enum(REFUND_METHODS).optional(),
  reference: z.string().trim().max(200).optional(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

export const adminRefundSchema = z.object({
  id: z.string(),
  amount: z.number(),
  method: z.enum(REFUND_METHODS),
  reference: z.string(),
  reason: z.string(),
  status: z.enum(["pending", "succeeded", "failed"]),
  by: personSchema,
  at: z.string(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

/** GET /api/admin/orders/:orderId: the order as the shopper sees it, plus what the shop needs. */
export const adminOrderDetailSchema = orderSchema.extend({
  /** Rupees received for the order (every completed payment, cash once delivered), and what may still be refunded. */
  receivedAmount: z.number(),
  refundableAmount: z.number(),
  refunds: z.array(adminRefundSchema),
  version: z.number(),
  carrier: z.string().nullable(),
  /** Couriers the shop can book a parcel with from the ship step (id to send as `carrier`, and name). */
  couriers: z.array(z.object({ id: z.string(), name: z.string() })),
  refundDueAmount: z.number().nullable(),
  updatedAt: z.string(),
  /** A guest's order (decision 026) has no account: `id` is null and the rest is the order's contact. */
  customer: z.object({ id: z.string().nullable(), fullName: z.string(), email: z.string(), phoneNumber: z.string(), guest: z.boolean() }),
  invoiceNumber: z.string().nullable(),
  creditNotes: z.array(creditNoteSummarySchema),
  history: z.array(z.object({ from: z.string(), to: z.string(), by: personSchema, note: z.string(), at: z.string() })),
  notes: z.array(z.object({ id: z.string(), text: z.string(), by: personSchema, at: z.string() })),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** :orderId is the readable number (ORD-…) or the internal id. */
export const adminOrderParamsSchema = z.object({ orderId: z.string().trim().min(1).max(64) });

export const orderTransitionRequestSchema = z.object({
  to: z.enum(ORDER_STATUSES),
  trackingNumber: z.string().trim().max(100).optional(),
  carrier: z.string().trim().max(100).optional(),
  note: z.string().trim().max(1000).optional(),
  /** The version the screen showed: a different current one means someone else changed the order (409). */
  version: z.number().int().min(1),
});

export const orderNoteRequestSchema = z.object({ text: z.string().trim().min(1, "Write a note").max(2000) });

/** The shopper's live order updates (socket.io): subscribe with the session cookie, then hear `order:updated`. */
export const ORDER_EVENTS = { subscribe: "orders:subscribe", updated: "order:updated" } as const;
export const orderUpdatedEventSchema = z.object({ orderId: z.string(), status: z.enum(ORDER_STATUSES), trackingNumber: z.string().nullable() });
export type OrderUpdatedEvent = z.infer<typeof orderUpdatedEventSchema>;
