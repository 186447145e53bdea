import type { LucideIcon } from "lucide-react";
import { Boxes, ClipboardList, Cog, FileSpreadsheet, Gauge, Inbox, MessageSquareWarning, Package, ScrollText, UserCog, Users } from "lucide-react";
import type { Permission } from "@pasal/shared";

export type AdminNavItem = { to: string; label: string; icon: LucideIcon; permission: Permission };

/** The sidebar, in the order a shop's day goes; each entry shows only to roles that hold its permission. */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: "/admin", label: "Dashboard", icon: Gauge, permission: "dashboard:read" },
  { to: "/admin/orders", label: "Orders", icon: ClipboardList, permission: "orders:read" },
  { to: "/admin/products", label: "Products", icon: Package, permission: "catalog:read" },
  { to: "/admin/stock", label: "Stock", icon: Boxes, permission: "stock:write" },
  { to: "/admin/customers", label: "Customers", icon: Users, permission: "customers:read" },
  { to: "/admin/moderation", label: "Moderation", icon: MessageSquareWarning, permission: "moderation:write" },
  { to: "/admin/inbox", label: "Inbox", icon: Inbox, permission: "inbox:read" },
  { to: "/admin/staff", label: "Staff", icon: UserCog, permission: "staff:manage" },
  { to: "/admin/settings", label: "Settings", icon: Cog, permission: "settings:write" },
  { to: "/admin/audit", label: "Audit", icon: ScrollText, permission: "audit:read" },
  { to: "/admin/reports", label: "Sales register", icon: FileSpreadsheet, permission: "reports:read" },
];
