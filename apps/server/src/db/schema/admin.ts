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
  (t) => [index("audit_log_entity_idx").on(t.entity, t.entityId, t.createdAt), index("audit_log_created_idx").on(t.createdAt)],
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
    role: text("role", { enum: ["owner", "staff", "support"] })
      .notNull()
      .default("staff"),
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

/**
 * Everything a tax invoice or credit note prints, copied when it is issued (decision 030), so a
 * later change of the shop's settings, the order or the product never changes it.
 */
export interface TaxDocumentSnapshot {
  kind: "invoice" | "credit-note";
  number: string;
  /** The credit note's invoice. */
  invoiceNumber?: string;
  reason?: string;
  /** Dates as printed, in Nepal: 2026-07-17 and "2083-04-01 (1 Shrawan 2083)". */
  adDate: string;
  bsDate: string;
  seller: {
    name: string;
    address: string;
    pan: string;
    registrationNo: string;
    ecommerceListingNo: string;
    phone: string;
    grievanceOfficer: string;
  };
  buyer: { name: string; address: string; phone: string; email: string; pan: string | null };
  orderNumber: string;
  paymentMethod: string;
  lines: { description: string; quantity: number; unitPricePaisa: number; amountPaisa: number }[];
  totalPaisa: number;
  taxablePaisa: number;
  vatPaisa: number;
  totalInWords: string;
}

/**
 * An issued tax invoice (decision 030): issued when the order is dispatched, and never changed.
 * `snapshot` holds everything printed (seller, buyer, lines, VAT, number, dates); the PDF is drawn
 * from it alone. The amounts and buyer are also columns, for the sales register.
 */
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
    buyerName: text("buyer_name").notNull(),
    buyerPan: text("buyer_pan"),
    totalPaisa: integer("total_paisa").notNull(),
    taxablePaisa: integer("taxable_paisa").notNull(),
    vatPaisa: integer("vat_paisa").notNull(),
    /**
     * What the PDF prints. Null only for an invoice numbered before decision 030 (they kept no
     * copy): its first download afterwards fills it from the order and the saved settings, once.
     */
    snapshot: jsonb("snapshot").$type<TaxDocumentSnapshot>(),
  },
  (t) => [
    primaryKey({ name: "invoices_pkey", columns: [t.orderId] }),
    uniqueIndex("invoices_fiscal_year_seq_key").on(t.fiscalYear, t.seq),
    uniqueIndex("invoices_number_key").on(t.number),
    index("invoices_issued_idx").on(t.issuedAt),
    check("invoices_seq_positive", sql`${t.seq} > 0`),
  ],
);

/** Credit note numbers (CN-2083/84-000001): their own series per fiscal year, counted like the invoices'. */
export const creditNoteCounters = pgTable("credit_note_counters", {
  fiscalYear: text("fiscal_year").primaryKey(),
  lastSeq: integer("last_seq").notNull(),
});

/**
 * A credit note against an issued invoice (decision 030): the order was cancelled, returned or
 * (partly) refunded. `amountPaisa` is what is credited, VAT included, positive; the register shows
 * it negative. Never changed once issued; the PDF is drawn from `snapshot`.
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => invoices.orderId, { onDelete: "restrict" }),
    fiscalYear: text("fiscal_year").notNull(),
    seq: integer("seq").notNull(),
    number: text("number").notNull(),
    invoiceNumber: text("invoice_number").notNull(),
    reason: text("reason").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    buyerName: text("buyer_name").notNull(),
    buyerPan: text("buyer_pan"),
    amountPaisa: integer("amount_paisa").notNull(),
    taxablePaisa: integer("taxable_paisa").notNull(),
    vatPaisa: integer("vat_paisa").notNull(),
    snapshot: jsonb("snapshot").$type<TaxDocumentSnapshot>().notNull(),
  },
  (t) => [
    uniqueIndex("credit_notes_fiscal_year_seq_key").on(t.fiscalYear, t.seq),
    index("credit_notes_order_idx").on(t.orderId),
    index("credit_notes_issued_idx").on(t.issuedAt),
    check("credit_notes_seq_positive", sql`${t.seq} > 0`),
    check("credit_notes_amount_positive", sql`${t.amountPaisa} > 0`),
  ],
);

/**
 * The shop's legal and contact facts, edited by the owner
 * (docs/requirements/back-office.md#shop-settings). One row (id = 1); until it exists, the SHOP_*
 * settings in config.ts are the answer.
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
