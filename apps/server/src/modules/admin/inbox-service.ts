import path from "node:path";
import { count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { contactMessages, jobApplications, jobPositions } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { notFound } from "../../lib/http-error.js";
import type { FileStore, StoredFile } from "../../storage/file-store.js";
import { recordAudit } from "./audit-service.js";

type InboxStatus = "new" | "replied" | "archived";
type Page = { status?: InboxStatus; page: number; limit: number };
type PositionFields = { title: string; location: string; type: string; department: string; description: string; isOpen: boolean };

/** The names upload-store.ts gives a résumé; anything else in a row is not looked up. */
const RESUME_NAME = /^[a-f0-9]{32}\.(pdf|docx|rtf)$/;

/**
 * The shop's inbox (docs/requirements/back-office.md#customers-and-moderation): contact messages and job
 * applications with a status, résumés read back through the file store for staff only, and the job
 * positions the careers page lists.
 */
export class InboxService {
  constructor(
    private readonly db: Db,
    private readonly store: FileStore,
  ) {}

  async messages(query: Page) {
    const where = query.status ? eq(contactMessages.status, query.status) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(contactMessages)
        .where(where)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      this.db.select({ n: count() }).from(contactMessages).where(where),
    ]);
    return {
      items: rows.map(({ id, name, email, message, status, createdAt }) => ({ id, name, email, message, status, createdAt: createdAt.toISOString() })),
      total: total?.n ?? 0,
    };
  }

  async applications(query: Page, only?: SQL) {
    const where = only ?? (query.status ? eq(jobApplications.status, query.status) : undefined);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(jobApplications)
        .where(where)
        .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      this.db.select({ n: count() }).from(jobApplications).where(where),
    ]);
    return {
      items: rows.map(({ resumePath: _path, createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() })),
      total: total?.n ?? 0,
    };
  }

  async setMessageStatus(id: string, status: InboxStatus, actor: Actor) {
    await this.db.transaction(async (tx) => {
      const [row] = await tx.select({ status: contactMessages.status }).from(contactMessages).where(eq(contactMessages.id, id)).for("update");
      if (!row) throw notFound("Message not found");
      await tx.update(contactMessages).set({ status }).where(eq(contactMessages.id, id));
      await recordAudit(tx, { ...actor, action: "message.status", entity: "contact_message", entityId: id, before: row, after: { status } });
    });
    const [row] = await this.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    return { id: row!.id, name: row!.name, email: row!.email, message: row!.message, status: row!.status, createdAt: row!.createdAt.toISOString() };
  }

  async setApplicationStatus(id: string, status: InboxStatus, actor: Actor) {
    await this.db.transaction(async (tx) => {
      const [row] = await tx.select({ status: jobApplications.status }).from(jobApplications).where(eq(jobApplications.id, id)).for("update");
      if (!row) throw notFound("Application not found");
      await tx.update(jobApplications).set({ status }).where(eq(jobApplications.id, id));
      await recordAudit(tx, { ...actor, action: "application.status", entity: "job_application", entityId: id, before: row, after: { status } });
    });
    return (await this.applications({ page: 1, limit: 1 }, eq(jobApplications.id, id))).items[0]!;
  }

  /** The résumé file of an application (never served publicly), with the applicant's file name. */
  async resume(id: string): Promise<{ file: StoredFile; name: string }> {
    const [row] = await this.db
      .select({ path: jobApplications.resumePath, name: jobApplications.resumeName })
      .from(jobApplications)
      .where(eq(jobApplications.id, id));
    if (!row) throw notFound("Application not found");
    // The row keeps where the file was put (a path on disk, or s3://bucket/key); the store's key is resumes/<stored name>.
    const stored = path.posix.basename(row.path.replace(/\\/g, "/"));
    const file = RESUME_NAME.test(stored) ? await this.store.get(`resumes/${stored}`) : undefined;
    if (!file) throw notFound("The résumé file is missing");
    return { file, name: row.name };
  }

  async positions() {
    // Written out with table names: drizzle leaves columns unqualified in a one-table select.
    const applications = sql<number>`(select count(*)::int from "job_applications" a where a."position_id" = "job_positions"."id")`;
    const rows = await this.db
      .select({ position: jobPositions, applications })
      .from(jobPositions)
      .orderBy(desc(jobPositions.isOpen), desc(jobPositions.createdAt));
    return { items: rows.map(({ position, applications: n }) => toPosition(position, Number(n))) };
  }

  async createPosition(fields: PositionFields, actor: Actor) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(jobPositions).values(fields).returning();
      await recordAudit(tx, { ...actor, action: "position.create", entity: "job_position", entityId: row!.id, after: fields });
      return toPosition(row!, 0);
    });
  }

  /** Edits a position; isOpen false closes it (the careers page stops listing it), true opens it again. */
  async updatePosition(id: string, fields: Partial<PositionFields>, actor: Actor) {
    await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(jobPositions).where(eq(jobPositions.id, id)).for("update");
      if (!row) throw notFound("Position not found");
      await tx.update(jobPositions).set(fields).where(eq(jobPositions.id, id));
      await recordAudit(tx, { ...actor, action: "position.update", entity: "job_position", entityId: id, before: row, after: { ...row, ...fields } });
    });
    return (await this.positions()).items.find((p) => p.id === id)!;
  }
}

function toPosition(row: typeof jobPositions.$inferSelect, applications: number) {
  const { id, title, location, type, department, description, isOpen, createdAt } = row;
  return { id, title, location, type, department, description, isOpen, applications, createdAt: createdAt.toISOString() };
}
