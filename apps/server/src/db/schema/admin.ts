import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { orders } from "./shopping.js";
import { users } from "./users.js";

/**
 * Every admin write (decision 015): who, what, on which record, the changed fields before and
 * after, from where and when. Written in the same transaction as the change it describes.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    /** e.g. order.transition, staff.invite, product.update */
    action: text("action").notNull(),
    /** e.g. order, user, product */
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    /** Only the fields that changed, as they were and as they became. */
    before: jsonb("before").$type<Record<string, unknown>>().notNull().default({}),
    after: jsonb("after").$type<Record<string, unknown>>().notNull().default({}),
    ip: text("ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_entity_idx").on(t.entity, t.entityId, t.createdAt),
    index("audit_log_created_idx").on(t.createdAt),
  ],
);

/** An owner's invitation to run the shop: a one-time link (only its hash kept) that sets a password. */
export const staffInvites = pgTable(
  "staff_invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    /** The role the account gets when the invitee opens the link (decision 028); never before. */
    role: text("role", { enum: ["owner", "staff", "support"] }).notNull().default("staff"),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("staff_invites_token_hash_key").on(t.tokenHash), index("staff_invites_user_idx").on(t.userId)],
);

/** Staff notes on an order, shown beside its history. */
export const orderNotes = pgTable(
  "order_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    authorUserId: uuid("author_user_id").references(() => users.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_notes_order_idx").on(t.orderId, t.createdAt)],
);

/**
 * Tax invoice numbers: one per order, assigned once, sequential within a Nepali fiscal year
 * (from 1 Shrawan; "2083/84"). The counter row is locked by its increment, so numbers have no
 * gaps and no repeats among committed invoices.
 */
export const invoiceCounters = pgTable("invoice_counters", {
  fiscalYear: text("fiscal_year").primaryKey(),
  lastSeq: integer("last_seq").notNull(),
});

export const invoices = pgTable(
  "invoices",
  {
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    fiscalYear: text("fiscal_year").notNull(),
    seq: integer("seq").notNull(),
    /** As printed: 2083/84-000123 */
    number: text("number").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "invoices_pkey", columns: [t.orderId] }),
    uniqueIndex("invoices_fiscal_year_seq_key").on(t.fiscalYear, t.seq),
    check("invoices_seq_positive", sql`${t.seq} > 0`),
  ],
);

/**
 * The shop's legal and contact facts, edited by the owner (issue 11). One row (id = 1); until it
 * exists, the SHOP_* settings in config.ts are the answer.
 */
export const shopSettings = pgTable(
  "shop_settings",
  {
    id: integer("id").primaryKey(),
    businessName: text("business_name").notNull(),
    address: text("address").notNull(),
    pan: text("pan").notNull(),
    companyRegistrationNo: text("company_registration_no").notNull(),
    ecommerceListingNo: text("ecommerce_listing_no").notNull(),
    grievanceOfficer: jsonb("grievance_officer").$type<{ name: string; phone: string; email: string }>().notNull(),
    supportHours: text("support_hours").notNull(),
    supportPhone: text("support_phone").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("shop_settings_single_row", sql`${t.id} = 1`)],
);
