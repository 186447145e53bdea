import { isStaffRole, type StaffMember } from "@pasal/shared";
import { and, asc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import type { Db, Tx } from "../../db/client.js";
import { sessions, staffInvites, users } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { randomToken, sha256 } from "../../lib/crypto.js";
import { HttpError, badRequest, notFound } from "../../lib/http-error.js";
import type { Mailer } from "../../mail/mailer.js";
import type { UserRow } from "../auth/session-service.js";
import { hashPassword } from "../auth/password.js";
import { recordAudit } from "./audit-service.js";
import { staffInviteMail } from "./staff-invite-mail.js";

const INVITE_TTL_MS = 3 * 24 * 60 * 60 * 1000;
const LAST_OWNER = "The shop needs at least one owner: make someone else an owner first.";
const BAD_INVITE = "This invitation link is invalid, used or expired. Ask the shop owner for a new one.";
const INVITE_OTHER_ACCOUNT = "This invitation is for another e-mail address. Sign out, then open the link again.";
const INVITE_SIGN_IN = "This address already has an account. Sign in to it, then open the link again.";
const INVITE_PASSWORD = "Choose a password to finish setting up your account.";
type StaffRole = StaffMember["role"];

/**
 * The shop's people (docs/requirements/back-office.md#roles-and-permissions): owners invite, change
 * roles and remove; the last owner stays.
 */
export class StaffService {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
    /**
     * The business name mails are signed with: the owner's shop settings
     * (docs/requirements/back-office.md#shop-settings), else SHOP_NAME.
     */
    private readonly shopName: () => Promise<string> = async () => config.SHOP_NAME,
  ) {}

  /** Everyone on the staff, and whoever has an invitation still open (with the role it offers). */
  async list(): Promise<{ items: StaffMember[] }> {
    // "users"."id" spelled out: in a one-table select drizzle names columns unqualified, and a bare
    // "id" inside the subquery would be the invitation's own.
    const pendingRole = sql<StaffRole | null>`(select ${staffInvites.role} from ${staffInvites} where ${staffInvites.userId} = "users"."id" and ${staffInvites.acceptedAt} is null and ${staffInvites.expiresAt} > now() order by ${staffInvites.createdAt} desc limit 1)`;
    const rows = await this.db
      .select({ user: users, pendingRole })
      .from(users)
      .where(or(inArray(users.role, ["owner", "staff", "support"]), sql`${pendingRole} is not null`))
      .orderBy(asc(users.createdAt));
    return { items: rows.map(({ user, pendingRole: role }) => this.toMember(user, role !== null, role ?? undefined)) };
  }

  /**
   * An invitation by e-mail: a one-time link (only its hash is kept) mailed to the address. It
   * grants nothing yet (decision 028): an account that merely claims the address — anyone may
   * sign up with any address — gets the role only when the invitee opens the link (`accept`).
   * An unknown address gets an account without a password to hang the invitation on.
   * Someone already on the staff is a 409.
   */
  async invite(email: string, role: StaffRole, actor: Actor, origin: string): Promise<StaffMember> {
    const token = randomToken();
    const user = await this.db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email))
        .for("update");
      if (existing && isStaffRole(existing.role)) throw new HttpError(409, `${email} is already on the staff (${existing.role}); change their role instead.`);
      const [member] = existing
        ? [existing]
        : await tx
            .insert(users)
            .values({ email, fullName: email.split("@")[0]! })
            .returning();
      await tx.delete(staffInvites).where(and(eq(staffInvites.userId, member!.id), isNull(staffInvites.acceptedAt)));
      await tx
        .insert(staffInvites)
        .values({ userId: member!.id, tokenHash: sha256(token), role, invitedBy: actor.actorUserId, expiresAt: new Date(Date.now() + INVITE_TTL_MS) });
      await recordAudit(tx, {
        ...actor,
        action: "staff.invite",
        entity: "user",
        entityId: member!.id,
        before: existing ? { role: existing.role } : {},
        after: { email, role },
      });
      return member!;
    });
    const link = `${origin}/admin/invite?token=${encodeURIComponent(token)}`;
    // After the commit, in the background: the invitation stands even if the mail server is slow.
    this.mailer
      .send(this.shopName().then((shopName) => staffInviteMail({ to: email, role, link, shopName })))
      .catch((error: unknown) => this.log.error({ err: error }, "staff invitation not sent"));
    return this.toMember(user, true, role);
  }

  async changeRole(userId: string, role: StaffRole, actor: Actor): Promise<StaffMember> {
    const updated = await this.db.transaction(async (tx) => {
      const owners = await this.lockOwners(tx);
      const invited = await this.pendingInvite(tx, userId);
      if (invited) {
        await tx.update(staffInvites).set({ role }).where(eq(staffInvites.id, invited.invite.id));
        await recordAudit(tx, {
          ...actor,
          action: "staff.role",
          entity: "user",
          entityId: userId,
          before: { invitedAs: invited.invite.role },
          after: { invitedAs: role },
        });
        return this.toMember(invited.user, true, role);
      }
      const member = await this.lockStaff(tx, userId);
      if (member.role === role) return this.toMember(member, false);
      if (member.role === "owner" && owners <= 1) throw new HttpError(409, LAST_OWNER);
      const [row] = await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
      await recordAudit(tx, { ...actor, action: "staff.role", entity: "user", entityId: userId, before: { role: member.role }, after: { role } });
      return this.toMember(row!, false);
    });
    return updated;
  }

  /** Back to a customer: their sessions end at once, their unused invitation with them. */
  async remove(userId: string, actor: Actor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const owners = await this.lockOwners(tx);
      const invited = await this.pendingInvite(tx, userId);
      if (invited) {
        // Only invited: the account never had the role, so its sessions are left alone.
        await tx.delete(staffInvites).where(eq(staffInvites.userId, userId));
        await recordAudit(tx, {
          ...actor,
          action: "staff.remove",
          entity: "user",
          entityId: userId,
          before: { invitedAs: invited.invite.role },
          after: { role: invited.user.role },
        });
        return;
      }
      const member = await this.lockStaff(tx, userId);
      if (member.role === "owner" && owners <= 1) throw new HttpError(409, LAST_OWNER);
      await tx.update(users).set({ role: "customer", updatedAt: new Date() }).where(eq(users.id, userId));
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await tx.delete(staffInvites).where(eq(staffInvites.userId, userId));
      await recordAudit(tx, { ...actor, action: "staff.remove", entity: "user", entityId: userId, before: { role: member.role }, after: { role: "customer" } });
    });
  }

  /**
   * The mailed link (decision 028). Opening it proves the invited address, so the role goes to
   * the account with that address, and only through the link:
   * - signed in as that account: the role is granted (an account not yet proven is proven now,
   *   and the caller ends its other sessions: `wasProven`);
   * - signed in as anyone else: 403, nothing changes;
   * - not signed in, the account proven already (it has its owner): 401, sign in first;
   * - not signed in, the account not proven (a password-less placeholder from `invite`, or a
   *   sign-up by someone who never proved the address): the link's holder takes it over — the
   *   chosen password replaces any old one, every old session ends, as Google does.
   * Returns the account and whether the caller needs a new session.
   */
  async accept(
    token: string,
    caller: UserRow | null,
    input: { password?: string; fullName?: string },
  ): Promise<{ user: UserRow; newSession: boolean; wasProven: boolean }> {
    const passwordHash = input.password ? await hashPassword(input.password) : undefined;
    return this.db.transaction(async (tx) => {
      const [invite] = await tx
        .select()
        .from(staffInvites)
        .where(and(eq(staffInvites.tokenHash, sha256(token)), isNull(staffInvites.acceptedAt), gt(staffInvites.expiresAt, new Date())))
        .for("update");
      const [account] = invite ? await tx.select().from(users).where(eq(users.id, invite.userId)).for("update") : [];
      if (!invite || !account) throw badRequest(BAD_INVITE);
      if (caller && caller.id !== account.id) throw new HttpError(403, INVITE_OTHER_ACCOUNT);
      const proven = account.emailVerifiedAt !== null;
      if (!caller && proven) throw new HttpError(401, INVITE_SIGN_IN);
      if (!caller && !passwordHash) throw badRequest(INVITE_PASSWORD);
      const [user] = await tx
        .update(users)
        .set({
          role: invite.role,
          emailVerifiedAt: account.emailVerifiedAt ?? new Date(),
          ...(caller ? {} : { passwordHash }),
          ...(input.fullName ? { fullName: input.fullName } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, account.id))
        .returning();
      await tx.update(staffInvites).set({ acceptedAt: new Date() }).where(eq(staffInvites.id, invite.id));
      // Whoever held a session of the unproven account (and its old password) is out.
      if (!caller) await tx.delete(sessions).where(eq(sessions.userId, account.id));
      await recordAudit(tx, {
        actorUserId: account.id,
        action: "staff.accept",
        entity: "user",
        entityId: account.id,
        before: { role: account.role },
        after: { role: invite.role },
      });
      return { user: user!, newSession: !caller, wasProven: proven };
    });
  }

  /** An open invitation of an account not (yet) on the staff, locked with the account. */
  private async pendingInvite(tx: Tx, userId: string) {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!user || isStaffRole(user.role)) return undefined;
    const [invite] = await tx
      .select()
      .from(staffInvites)
      .where(and(eq(staffInvites.userId, userId), isNull(staffInvites.acceptedAt), gt(staffInvites.expiresAt, new Date())))
      .for("update");
    return invite ? { user, invite } : undefined;
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

  private toMember(user: UserRow, invitePending: boolean, invitedAs?: StaffRole): StaffMember {
    const role = isStaffRole(user.role) ? (user.role as StaffRole) : invitedAs!;
    return { id: user.id, fullName: user.fullName, email: user.email, role, invitePending, createdAt: user.createdAt.toISOString() };
  }
}
