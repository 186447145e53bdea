import { ONLINE_PAYMENT_METHODS, PAYMENT_METHODS, REFUND_METHODS } from "@pasal/shared";
import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { products } from "./catalog.js";
import { users, type ShippingAddress } from "./users.js";

/**
 * A check constraint's list of allowed words, from packages/shared's lists (the payment methods
 * derive from its payment-providers.ts, decision 033): a new gateway changes the constraint, and
 * `npm run db:generate` writes the migration for it.
 */
const oneOf = (words: readonly string[]) => sql.raw(words.map((word) => `'${word.replace(/'/g, "''")}'`).join(", "));

export const carts = pgTable("carts", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id")
    .notNull()
    .unique("carts_user_key")
    .references(() => users.id, { onDelete: "cascade" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A line is one product in one colour, variant, model and screen-protector pack
 * (docs/requirements/cart.md#cart-lines). The options are stored as '' when not chosen so that the
 * unique index treats "not chosen" as one value. `quantity` counts the line's unit: items, or packs for
 * a pack line.
 */
export const cartLines = pgTable(
  "cart_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    color: text("color").notNull().default(""),
    variant: text("variant").notNull().default(""),
    model: text("model").notNull().default(""),
    bundle: text("bundle").notNull().default(""),
    quantity: integer("quantity").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cart_lines_identity_key").on(t.cartId, t.productId, t.color, t.variant, t.model, t.bundle),
    check("cart_lines_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "wishlist_items_pkey", columns: [t.userId, t.productId] })],
);

export interface OrderContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The id a person reads and quotes, e.g. ORD-7K3M9Q. */
    orderNumber: text("order_number").notNull().unique("orders_order_number_key"),
    /** Null for a guest's order until the guest proves the e-mail of an account (decision 026). */
    userId: uuid("user_id").references(() => users.id, { onDelete: "restrict" }),
    /**
     * The e-mail a guest checked out with, lower-cased; set only for guest orders and kept after
     * they are claimed. Guest idempotency keys and claiming go by it (decision 026).
     */
    guestEmail: text("guest_email"),
    /** Moves only through modules/orders/order-state.ts (docs/requirements/orders.md#order-statuses). */
    status: text("status", { enum: ["processing", "shipped", "delivered", "cancelled", "returned"] })
      .notNull()
      .default("processing"),
    paymentMethod: text("payment_method", { enum: PAYMENT_METHODS }).notNull().default("cod"),
    paymentStatus: text("payment_status", { enum: ["pending", "completed", "failed", "refunded"] })
      .notNull()
      .default("pending"),
    transactionId: text("transaction_id"),
    trackingNumber: text("tracking_number"),
    carrier: text("carrier"),
    /** A courier of the registry that booked the parcel (`ncm`), else null (shipped by hand; decision 040). */
    courier: text("courier"),
    /** The courier's tracking page for this parcel. */
    trackingUrl: text("tracking_url"),
    /** The courier's own words for where the parcel is ("Sent for Delivery"), and when it said so. */
    courierStatus: text("courier_status"),
    courierStatusAt: timestamp("courier_status_at", { withTimezone: true }),
    totalPaisa: integer("total_paisa").notNull(),
    /**
     * Money received that the shop owes back and has not refunded yet: a paid order cancelled or
     * returned, a second payment of one order, a payment that arrived after the cancel (decision 029).
     */
    refundDuePaisa: integer("refund_due_paisa"),
    /** Sum of the order's succeeded refunds (the `refunds` rows), kept here for the order's screens. */
    refundedPaisa: integer("refunded_paisa").notNull().default(0),
    contact: jsonb("contact").$type<OrderContact>().notNull(),
    shippingAddress: jsonb("shipping_address").$type<ShippingAddress>().notNull(),
    shortNote: text("short_note").notNull().default(""),
    idempotencyKey: text("idempotency_key"),
    /** Bumped by every change, so a change made from a stale screen is refused (409). */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_idempotency_key").on(t.userId, t.idempotencyKey),
    // A guest has no user id (NULLs are all distinct): the key is unique per guest e-mail instead.
    uniqueIndex("orders_guest_idempotency_key")
      .on(t.guestEmail, t.idempotencyKey)
      .where(sql`${t.userId} is null`),
    index("orders_guest_email_idx")
      .on(t.guestEmail)
      .where(sql`${t.userId} is null`),
    index("orders_user_created_idx").on(t.userId, t.createdAt),
    // (status, sort key, id): a status tab sorted by date, amount or status walks one index in order (decision 019).
    index("orders_status_created_id_idx").on(t.status, t.createdAt, t.id),
    index("orders_status_total_id_idx").on(t.status, t.totalPaisa, t.id),
    // The back office's order table (docs/requirements/back-office.md#admin-orders): filters, sorts and
    // prefix search stay on indexes at 100,000 orders.
    index("orders_payment_status_created_idx").on(t.paymentStatus, t.createdAt),
    index("orders_payment_method_created_idx").on(t.paymentMethod, t.createdAt),
    uniqueIndex("orders_courier_tracking_key")
      .on(t.courier, t.trackingNumber)
      .where(sql`${t.courier} is not null`),
    index("orders_district_created_idx").on(sql`(${t.shippingAddress} ->> 'district')`, t.createdAt),
    // (sort column, id): the CSV export's keyset cursor and the table's tiebreak walk these in order.
    index("orders_created_id_idx").on(t.createdAt, t.id),
    index("orders_total_id_idx").on(t.totalPaisa, t.id),
    index("orders_number_prefix_idx").on(sql`${t.orderNumber} text_pattern_ops`),
    index("orders_phone_prefix_idx").on(sql`(${t.contact} ->> 'phone') text_pattern_ops`),
    index("orders_email_prefix_idx").on(sql`lower(${t.contact} ->> 'email') text_pattern_ops`),
    index("orders_name_prefix_idx").on(sql`lower((${t.contact} ->> 'firstName') || ' ' || (${t.contact} ->> 'lastName')) text_pattern_ops`),
    index("orders_last_name_prefix_idx").on(sql`lower(${t.contact} ->> 'lastName') text_pattern_ops`),
    check("orders_status_valid", sql`${t.status} in ('processing', 'shipped', 'delivered', 'cancelled', 'returned')`),
    check("orders_payment_method_valid", sql`${t.paymentMethod} in (${oneOf(PAYMENT_METHODS)})`),
    check("orders_payment_status_valid", sql`${t.paymentStatus} in ('pending', 'completed', 'failed', 'refunded')`),
    check("orders_total_nonnegative", sql`${t.totalPaisa} >= 0`),
    check("orders_buyer_known", sql`${t.userId} is not null or ${t.guestEmail} is not null`),
    check("orders_refund_due_nonnegative", sql`${t.refundDuePaisa} is null or ${t.refundDuePaisa} >= 0`),
    check("orders_refunded_nonnegative", sql`${t.refundedPaisa} >= 0`),
  ],
);

/** Every status change of an order: who (null: the system, e.g. an unpaid order expiring), when, and why. */
export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status").notNull(),
    toStatus: text("to_status").notNull(),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_status_history_order_idx").on(t.orderId, t.createdAt)],
);

export const STOCK_REASONS = ["received", "sale", "cancel", "return", "correction", "damaged"] as const;

/**
 * The stock ledger: every change of a product's stock is one row, written in the same
 * transaction as the change (docs/requirements/back-office.md#admin-catalogue-and-stock), so "who
 * changed this and why?" always has an answer.
 */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variant: text("variant").notNull().default(""),
    /** Items (not packs): negative leaves the stock, positive comes back. */
    delta: integer("delta").notNull(),
    reason: text("reason", { enum: STOCK_REASONS }).notNull(),
    /** An order number, or a note ("invoice 42 from the distributor"). */
    reference: text("reference").notNull().default(""),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("stock_movements_product_idx").on(t.productId, t.createdAt),
    check("stock_movements_delta_nonzero", sql`${t.delta} <> 0`),
    check("stock_movements_reason_valid", sql`${t.reason} in ('received', 'sale', 'cancel', 'return', 'correction', 'damaged')`),
  ],
);

/**
 * One try to pay an order online (docs/requirements/payments.md#payment-attempts): our reference
 * (eSewa's transaction_uuid, Khalti's purchase_order_id), the gateway's (pidx / transaction code), the
 * amount asked, its state and the gateway's raw answers. An order is marked paid only from here, once.
 */
export const paymentAttempts = pgTable(
  "payment_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: ONLINE_PAYMENT_METHODS }).notNull(),
    reference: text("reference").notNull().unique("payment_attempts_reference_key"),
    providerReference: text("provider_reference"),
    amountPaisa: integer("amount_paisa").notNull(),
    status: text("status", { enum: ["started", "pending", "completed", "failed", "cancelled", "expired"] })
      .notNull()
      .default("started"),
    /** The gateway's id of the money movement (Khalti transaction_id, eSewa ref_id), set when paid: refunds name it. */
    transactionId: text("transaction_id"),
    /** The last gateway answers and returns, at most ten, each cut to a bounded size (decision 029). */
    raw: jsonb("raw").$type<unknown[]>().notNull().default([]),
    /** How many browser returns named this attempt (the returns themselves are not all kept). */
    returnCount: integer("return_count").notNull().default(0),
    /** When the gateway was last asked: the reconciler asks the longest-unasked first (decision 029). */
    lastCheckedAt: timestamp("last_checked_at", { withTimezone: true }),
    /** When the attempt was closed without money: the gateway is still asked for 24 hours after. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payment_attempts_order_idx").on(t.orderId),
    index("payment_attempts_open_idx").on(t.status, t.createdAt),
    index("payment_attempts_closed_idx")
      .on(t.closedAt)
      .where(sql`${t.closedAt} is not null`),
    uniqueIndex("payment_attempts_provider_reference_key").on(t.provider, t.providerReference),
    check("payment_attempts_amount_positive", sql`${t.amountPaisa} > 0`),
    check("payment_attempts_provider_valid", sql`${t.provider} in (${oneOf(ONLINE_PAYMENT_METHODS)})`),
    check("payment_attempts_status_valid", sql`${t.status} in ('started', 'pending', 'completed', 'failed', 'cancelled', 'expired')`),
  ],
);

/**
 * Money given back to a shopper (decision 029): through Khalti's refund API, or by hand (eSewa,
 * cash, bank transfer) with the reference the shop gives. A `pending` row holds its amount while
 * the gateway is asked, so two refunds at once cannot exceed what was received. `fromOwedPaisa`
 * is the part that settled money owed (`orders.refund_due_paisa`); the rest was a refund of an
 * order that still stands, and lowers what the shop keeps.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The gateway payment refunded (Khalti); null for a refund made by hand. */
    attemptId: uuid("attempt_id").references(() => paymentAttempts.id, { onDelete: "set null" }),
    method: text("method", { enum: REFUND_METHODS }).notNull(),
    amountPaisa: integer("amount_paisa").notNull(),
    fromOwedPaisa: integer("from_owed_paisa").notNull().default(0),
    /** The shop's reference for a refund by hand (eSewa id, bank slip); the gateway's for Khalti. */
    reference: text("reference").notNull().default(""),
    reason: text("reason").notNull(),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: ["pending", "succeeded", "failed"] })
      .notNull()
      .default("pending"),
    /** What the gateway answered, in short (never the whole body). */
    gatewaySummary: text("gateway_summary").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("refunds_order_idx").on(t.orderId, t.createdAt),
    check("refunds_amount_positive", sql`${t.amountPaisa} > 0`),
    check("refunds_from_owed_valid", sql`${t.fromOwedPaisa} >= 0 and ${t.fromOwedPaisa} <= ${t.amountPaisa}`),
    check("refunds_method_valid", sql`${t.method} in (${oneOf(REFUND_METHODS)})`),
    check("refunds_status_valid", sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);

/** What was bought, as it was at the time: the product may change or disappear later. */
export interface OrderLineSnapshot {
  name: string;
  modelName: string;
  image: string;
  category: string;
  brand: string;
}

export const orderLines = pgTable(
  "order_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    unitPricePaisa: integer("unit_price_paisa").notNull(),
    quantity: integer("quantity").notNull(),
    color: text("color").notNull().default(""),
    variant: text("variant").notNull().default(""),
    model: text("model").notNull().default(""),
    /** Screen-protector pack ("3x"); the price is per pack and `quantity` counts packs. */
    bundle: text("bundle").notNull().default(""),
    snapshot: jsonb("snapshot").$type<OrderLineSnapshot>().notNull(),
  },
  (t) => [
    index("order_lines_order_idx").on(t.orderId),
    // Co-purchase recommendations read lines by product.
    index("order_lines_product_idx").on(t.productId),
    check("order_lines_quantity_positive", sql`${t.quantity} > 0`),
    check("order_lines_price_nonnegative", sql`${t.unitPricePaisa} >= 0`),
  ],
);

/** What a shopper did with a product, for recommendations. */
export const interactions = pgTable(
  "interactions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["view", "cart", "wishlist", "purchase"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("interactions_user_created_idx").on(t.userId, t.createdAt),
    index("interactions_product_idx").on(t.productId),
    check("interactions_kind_valid", sql`${t.kind} in ('view', 'cart', 'wishlist', 'purchase')`),
  ],
);

/**
 * The order's outbox (decision 039): one row per status change, written by `transitionOrder` in the
 * change's own transaction, so a committed change always has its row and a rolled-back one never
 * does. The dispatcher turns each row into one `order.transitioned` job (mail, SMS, the live page)
 * and stamps `dispatched_at`; rows still unstamped are picked up again after a crash.
 */
export const orderEvents = pgTable(
  "order_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /**
     * `transition`: the status moved from `from_status` to `to_status`. `paid`: an online payment
     * completed the order's payment; `paid-owed`: money arrived that the order no longer needed
     * (paid already, or cancelled), now owed back. Payments leave the status as it was (from = to).
     */
    kind: text("kind", { enum: ["transition", "paid", "paid-owed"] })
      .notNull()
      .default("transition"),
    fromStatus: text("from_status").notNull(),
    toStatus: text("to_status").notNull(),
    /** Paisa, for the payment kinds: what arrived. */
    amountPaisa: integer("amount_paisa"),
    /** Null for the system (an unpaid order expiring); the shopper's or a staff member's id otherwise. */
    actorUserId: uuid("actor_user_id"),
    /** Whether the shopper themself made the change (their own cancel), for the wording of what they are told. */
    byShopper: integer("by_shopper").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    dispatchedAt: timestamp("dispatched_at", { withTimezone: true }),
  },
  (t) => [
    index("order_events_waiting_idx")
      .on(t.id)
      .where(sql`${t.dispatchedAt} is null`),
    check("order_events_kind_valid", sql`${t.kind} in ('transition', 'paid', 'paid-owed')`),
  ],
);
