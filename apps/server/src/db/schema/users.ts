import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export interface ShippingAddress {
  address?: string;
  city?: string;
  landmark?: string;
  province?: string;
  district?: string;
  municipality?: string;
  location?: { lat: number; lng: number } | null;
}

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phoneNumber: text("phone_number"),
    /** argon2id hash; null for accounts that only sign in through Google. */
    passwordHash: text("password_hash"),
    isGoogle: boolean("is_google").notNull().default(false),
    googleSubject: text("google_subject"),
    // owner, staff and support run the shop (packages/shared USER_ROLES); "admin" became "owner" in 0005.
    role: text("role", { enum: ["customer", "owner", "staff", "support"] })
      .notNull()
      .default("customer"),
    /** Set by the back office: the account cannot sign in and its sessions no longer resolve. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /**
     * When the owner of the address proved it (a mailed code or link, Google, an invitation link;
     * decision 028). Until then nothing is attached to the account by its e-mail.
     */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    shippingAddress: jsonb("shipping_address").$type<ShippingAddress>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(sql`lower(${t.email})`),
    uniqueIndex("users_google_subject_key").on(t.googleSubject),
    check("users_role_valid", sql`${t.role} in ('customer', 'owner', 'staff', 'support')`),
  ],
);

/** Only a hash of the session token is stored (docs/requirements/accounts.md#sessions). */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** false: the cookie ends with the browser session ("Remember me" unchecked). */
    persistent: boolean("persistent").notNull().default(true),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("sessions_token_hash_key").on(t.tokenHash), index("sessions_user_idx").on(t.userId)],
);

/** One-time codes for the forgot-password flow: hashed, expiring, with limited attempts. */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set by a successful /verify-code; /reset-password needs it, and the same browser. */
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    verifierHash: text("verifier_hash"),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("password_resets_email_idx").on(sql`lower(${t.email})`, t.createdAt)],
);

/**
 * The code and link mailed to prove an account's address (decision 028): only hashes are kept,
 * each row expires, counts its wrong codes, and names the address it went to (a row is spent
 * once the account's address changes). A new mail replaces the account's earlier rows.
 */
export const emailVerifications = pgTable(
  "email_verifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    linkHash: text("link_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("email_verifications_link_hash_key").on(t.linkHash), index("email_verifications_user_idx").on(t.userId)],
);
