import { isStaffRole, type StaffMember } from "@pasal/shared";
import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { sessions, staffInvites, users } from "../../db/schema/index.js";
import { randomToken, sha256 } from "../../lib/crypto.js";
import { HttpError, badRequest, notFound } from "../../lib/http-error.js";
import type { Mailer } from "../../mail/mailer.js";
import type { UserRow } from "../auth/session-service.js";
import { hashPassword } from "../auth/password.js";
import type { Tx } from "../orders/stock.js";
import { recordAudit } from "./audit-service.js";
import { staffInviteMail } from "./staff-invite-mail.js";

const INVITE_TTL_MS = 3 * 24 * 60 * 60 * 1000;
const LAST_OWNER = "The shop needs at least one owner: make someone else an owner first.";
const BAD_INVITE = "This invitation link is invalid, used or expired. Ask the shop owner for a new one.";
type StaffRole = StaffMember["role"];

export interface StaffActor {
  actorUserId: string;
  ip: string;
}

/** The shop's people (issue 11): owners invite, change roles and remove; the last owner stays. */
export class StaffService {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
    /** The business name mails are signed with: the owner's shop settings (issue 11), else SHOP_NAME. */
    private readonly shopName: () => Promise<string> = async () => config.SHOP_NAME,
  ) {}

  async list(): Promise<{ items: StaffMember[] }> {
    const rows = await this.db
      .select({ user: users, pending: sql<boolean>`exists (select 1 from ${staffInvites} where ${staffInvites.userId} = ${users.id} and ${staffInvites.acceptedAt} is null and ${staffInvites.expiresAt} > now())` })
      .from(users)
      .where(inArray(users.role, ["owner", "staff", "support"]))
      .orderBy(asc(users.createdAt));
    return { items: rows.map(({ user, pending }) => this.toMember(user, Boolean(pending))) };
  }

  /**
   * A new account for an unknown address, the role for a customer's account; either way a mailed
   * one-time link (only its hash is kept) sets the password. Someone already on the staff is a 409.
   */
  async invite(email: string, role: StaffRole, actor: StaffActor, origin: string): Promise<StaffMember> {
    const token = randomToken();
    const user = await this.db.transaction(async (tx) => {
      const [existing] = await tx.select().from(users).where(eq(sql`lower(${users.email})`, email)).for("update");
      if (existing && isStaffRole(existing.role)) throw new HttpError(409, `${email} is already on the staff (${existing.role}); change their role instead.`);
      const [member] = existing
        ? await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, existing.id)).returning()
        : await tx.insert(users).values({ email, fullName: email.split("@")[0]!, role }).returning();
      await tx.delete(staffInvites).where(and(eq(staffInvites.userId, member!.id), isNull(staffInvites.acceptedAt)));
      await tx.insert(staffInvites).values({ userId: member!.id, tokenHash: sha256(token), invitedBy: actor.actorUserId, expiresAt: new Date(Date.now() + INVITE_TTL_MS) });
      await recordAudit(tx, { ...actor, action: "staff.invite", entity: "user", entityId: member!.id, before: existing ? { role: existing.role } : {}, after: { email, role } });
      return member!;
    });
    const link = `${origin}/admin/invite?token=${encodeURIComponent(token)}`;
    // After the commit, in the background: the invitation stands even if the mail server is slow.
    this.shopName()
      .then((shopName) => this.mailer.send(staffInviteMail({ to: email, role, link, shopName })))
      .catch((error: unknown) => this.log.error({ err: error }, "staff invitation not sent"));
    return this.toMember(user, true);
  }

  async changeRole(userId: string, role: StaffRole, actor: StaffActor): Promise<StaffMember> {
    const updated = await this.db.transaction(async (tx) => {
      const owners = await this.lockOwners(tx);
      const member = await this.lockStaff(tx, userId);
      if (member.role === role) return member;
      if (member.role === "owner" && owners <= 1) throw new HttpError(409, LAST_OWNER);
      const [row] = await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
      await recordAudit(tx, { ...actor, action: "staff.role", entity: "user", entityId: userId, before: { role: member.role }, after: { role } });
      return row!;
    });
    return this.toMember(updated, false);
  }

  /** Back to a customer: their sessions end at once, their unused invitation with them. */
  async remove(userId: string, actor: StaffActor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const owners = await this.lockOwners(tx);
      const member = await this.lockStaff(tx, userId);
      if (member.role === "owner" && owners <= 1) throw new HttpError(409, LAST_OWNER);
      await tx.update(users).set({ role: "customer", updatedAt: new Date() }).where(eq(users.id, userId));
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await tx.delete(staffInvites).where(eq(staffInvites.userId, userId));
      await recordAudit(tx, { ...actor, action: "staff.remove", entity: "user", entityId: userId, before: { role: member.role }, after: { role: "customer" } });
    });
  }

  /** The mailed link: sets the password once; the caller then starts a session for the returned user. */
  async accept(token: string, password: string, fullName: string | undefined): Promise<UserRow> {
    const passwordHash = await hashPassword(password);
    return this.db.transaction(async (tx) => {
      const [invite] = await tx
        .select()
        .from(staffInvites)
        .where(and(eq(staffInvites.tokenHash, sha256(token)), isNull(staffInvites.acceptedAt), gt(staffInvites.expiresAt, new Date())))
        .for("update");
      if (!invite) throw badRequest(BAD_INVITE);
      const [user] = await tx
        .update(users)
        .set({ passwordHash, ...(fullName ? { fullName } : {}), updatedAt: new Date() })
        .where(eq(users.id, invite.userId))
        .returning();
      if (!user || !isStaffRole(user.role)) throw badRequest(BAD_INVITE);
      await tx.update(staffInvites).set({ acceptedAt: new Date() }).where(eq(staffInvites.id, invite.id));
      // Whoever held a session with the old password (a customer's account) is out.
      await tx.delete(sessions).where(eq(sessions.userId, user.id));
      await recordAudit(tx, { actorUserId: user.id, action: "staff.accept", entity: "user", entityId: user.id, after: { invite: "accepted" } });
      return user;
    });
  }

  private async lockStaff(tx: Tx, userId: string): Promise<UserRow> {
    const [member] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!member || !isStaffRole(member.role)) throw notFound("No such staff member");
    return member;
  }

  /**
   * Locks every owner row (in id order, before the member's, so two such changes cannot deadlock)
   * and counts them: two owners demoting each other at once cannot both succeed.
   */
  private async lockOwners(tx: Tx): Promise<number> {
    const owners = await tx.select({ id: users.id }).from(users).where(eq(users.role, "owner")).orderBy(asc(users.id)).for("update");
    return owners.length;
  }

  private toMember(user: UserRow, invitePending: boolean): StaffMember {
    return { id: user.id, fullName: user.fullName, email: user.email, role: user.role as StaffRole, invitePending, createdAt: user.createdAt.toISOString() };
  }
}
