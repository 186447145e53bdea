import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { products } from "./catalog.js";
import { users, type ShippingAddress } from "./users.js";

export const carts = pgTable("carts", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id")
    .notNull()
    .unique("carts_user_key")
    .references(() => users.id, { onDelete: "cascade" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A line is one product in one colour, variant, model and screen-protector pack (spec part 2 §3).
 * The options are stored as '' when not chosen so that the unique index treats "not chosen" as
 * one value. `quantity` counts the line's unit: items, or packs for a pack line.
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
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    status: text("status", { enum: ["processing", "shipped", "delivered", "returned"] }).notNull().default("processing"),
    paymentMethod: text("payment_method", { enum: ["cod"] }).notNull().default("cod"),
    paymentStatus: text("payment_status", { enum: ["pending", "completed", "failed"] }).notNull().default("pending"),
    transactionId: text("transaction_id"),
    trackingNumber: text("tracking_number"),
    totalPaisa: integer("total_paisa").notNull(),
    contact: jsonb("contact").$type<OrderContact>().notNull(),
    shippingAddress: jsonb("shipping_address").$type<ShippingAddress>().notNull(),
    shortNote: text("short_note").notNull().default(""),
    idempotencyKey: text("idempotency_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_idempotency_key").on(t.userId, t.idempotencyKey),
    index("orders_user_created_idx").on(t.userId, t.createdAt),
    check("orders_status_valid", sql`${t.status} in ('processing', 'shipped', 'delivered', 'returned')`),
    check("orders_payment_status_valid", sql`${t.paymentStatus} in ('pending', 'completed', 'failed')`),
    check("orders_total_nonnegative", sql`${t.totalPaisa} >= 0`),
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
