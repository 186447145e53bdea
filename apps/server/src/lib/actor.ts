import type { UserRole } from "@pasal/shared";

/**
 * A member of staff doing something in the back office, and from where: what the audit log records
 * (decision 015). The role is there for services that check a right field by field (prices, stock).
 * `actorOf` in modules/admin/permissions.ts makes one from a request.
 */
export interface Actor {
  actorUserId: string;
  ip: string;
  role: UserRole;
}
