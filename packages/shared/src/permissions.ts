import { z } from "zod";
import { authUserSchema, type UserRole } from "./auth.js";

/**
 * Permissions as data (decision 015, docs/requirements/back-office.md#roles-and-permissions): every
 * admin call names one of these, a role is a set of them, and the back office hides what the signed-in
 * role lacks. Adding a permission here and to the roles that should have it is the whole change; the
 * server's guard reads this table.
 */
export const PERMISSIONS = [
  "dashboard:read",
  "orders:read",
  /** Add a note to an order. */
  "orders:note",
  /** processing → shipped → delivered. */
  "orders:ship",
  /** Cancel and return (stock comes back, money may be owed). */
  "orders:write",
  /** Give money back (Khalti's refund API, or record a refund made by hand): the owner only. */
  "payments:refund",
  "catalog:read",
  "catalog:write",
  "prices:write",
  "stock:write",
  "customers:read",
  /** Disable an account, edit a customer. */
  "customers:write",
  "moderation:write",
  "inbox:read",
  "inbox:write",
  "staff:manage",
  "settings:write",
  "audit:read",
  /** The sales register of invoices and credit notes for the VAT return (owner). */
  "reports:read",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const SUPPORT: readonly Permission[] = [
  "dashboard:read",
  "orders:read",
  "orders:note",
  "orders:ship",
  "catalog:read",
  "customers:read",
  "moderation:write",
  "inbox:read",
  "inbox:write",
];

const STAFF: readonly Permission[] = [...SUPPORT, "orders:write", "catalog:write", "prices:write", "stock:write"];

/** owner: everything; staff: catalogue, stock, orders, moderation, inbox; support: reads, notes, shipping, moderation, inbox. */
export const ROLE_PERMISSIONS: Readonly<Record<UserRole, readonly Permission[]>> = {
  customer: [],
  support: SUPPORT,
  staff: STAFF,
  owner: PERMISSIONS,
};

export const hasPermission = (role: UserRole, permission: Permission): boolean => ROLE_PERMISSIONS[role].includes(permission);

/** GET /api/admin/me: who is signed in to the back office and what they may do. */
export const adminMeSchema = z.object({
  user: authUserSchema,
  role: authUserSchema.shape.role,
  permissions: z.array(z.enum(PERMISSIONS)),
});
export type AdminMe = z.infer<typeof adminMeSchema>;
