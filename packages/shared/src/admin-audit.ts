import { z } from "zod";

/** Page and size of a back-office list (?page=&limit=). */
export const adminPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** GET /api/admin/audit?entity=&entityId=&page=&limit= (owner only). */
export const auditQuerySchema = adminPageQuerySchema.extend({
  entity: z.string().trim().min(1).max(50).optional(),
  entityId: z.string().trim().min(1).max(100).optional(),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  actor: z.object({ id: z.string(), fullName: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  /** Only the changed fields, as they were and as they became. */
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = z.object({ items: z.array(auditEntrySchema), total: z.number() });
