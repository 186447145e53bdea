import { isDeepStrictEqual } from "node:util";
import type { UserRole } from "@pasal/shared";
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { auditLog, users } from "../../db/schema/index.js";

/** A staff member acting in the back office: whom the audit log names, and from where. */
export interface Actor {
  actorUserId: string;
  ip: string;
  role: UserRole;
}

export interface AuditEntry {
  actorUserId: string | null;
  ip?: string | null;
  /** What was done, e.g. "order.transition", "staff.invite". */
  action: string;
  entity: string;
  entityId: string;
  /** The record before (omit for a creation) and after (omit for a deletion); only changed fields are kept. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

type Plain = Record<string, unknown>;

/** Dates become ISO strings, so what is compared is what is stored as JSON. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}

/** The fields that differ, each side keeping only those (a creation has an empty before, a deletion an empty after). */
export function changedFields(before: Plain | null | undefined, after: Plain | null | undefined): { before: Plain; after: Plain } {
  const from = plain(before ?? {}) as Plain;
  const to = plain(after ?? {}) as Plain;
  const changed = { before: {} as Plain, after: {} as Plain };
  for (const key of new Set([...Object.keys(from), ...Object.keys(to)])) {
    if (isDeepStrictEqual(from[key], to[key])) continue;
    if (key in from && from[key] !== undefined) changed.before[key] = from[key];
    if (key in to && to[key] !== undefined) changed.after[key] = to[key];
  }
  return changed;
}

/**
 * Writes one audit row inside the caller's transaction (decision 015): if the change rolls back,
 * so does its audit row, and a change cannot commit without one.
 */
export async function recordAudit(tx: Tx | Db, entry: AuditEntry): Promise<void> {
  const { before, after } = changedFields(entry.before, entry.after);
  await tx.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    ip: entry.ip ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before,
    after,
  });
}

export interface AuditQuery {
  entity?: string;
  entityId?: string;
  page: number;
  limit: number;
}

/** Browsing the log (owner only), newest first. */
export class AuditService {
  constructor(private readonly db: Db) {}

  async list(query: AuditQuery) {
    const where: SQL | undefined = and(
      query.entity ? eq(auditLog.entity, query.entity) : undefined,
      query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ row: auditLog, actorName: users.fullName, actorEmail: users.email })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorUserId))
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      this.db.select({ n: count() }).from(auditLog).where(where),
    ]);
    return {
      items: rows.map(({ row, actorName, actorEmail }) => ({
        id: row.id,
        actor: row.actorUserId ? { id: row.actorUserId, fullName: actorName ?? "", email: actorEmail ?? "" } : null,
        action: row.action,
        entity: row.entity,
        entityId: row.entityId,
        before: row.before,
        after: row.after,
        ip: row.ip,
        createdAt: row.createdAt.toISOString(),
      })),
      total: total?.n ?? 0,
    };
  }
}
