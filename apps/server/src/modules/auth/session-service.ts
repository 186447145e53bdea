import { and, eq, gt, isNull, lt, ne } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { sessions, users } from "../../db/schema/index.js";
import { randomToken, sha256 } from "../../lib/crypto.js";
import { HttpError } from "../../lib/http-error.js";

export const ACCOUNT_DISABLED_MESSAGE = "This account has been disabled. Please contact the shop.";

export const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const SESSION_MS = SESSION_DAYS * DAY_MS;

export type UserRow = typeof users.$inferSelect;

export interface ResolvedSession {
  user: UserRow;
  persistent: boolean;
  /** Set when the expiry slid forward, so the cookie should be sent again. */
  renewed: boolean;
  expiresAt: Date;
}

/**
 * Sessions (docs/requirements/accounts.md#sessions): a random token lives only in the cookie; the
 * database keeps its SHA-256. They expire 30 days after last use (sliding, extended at most once a day).
 */
export class SessionService {
  constructor(private readonly db: Db) {}

  async create(userId: string, persistent: boolean): Promise<{ token: string; expiresAt: Date }> {
    // Every way in (password, Google, an invitation's link) ends here: a disabled account gets no session.
    const [user] = await this.db.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, userId)).limit(1);
    if (user?.disabledAt) throw new HttpError(403, ACCOUNT_DISABLED_MESSAGE);
    const token = randomToken();
    const expiresAt = new Date(Date.now() + SESSION_MS);
    await this.db.insert(sessions).values({ tokenHash: sha256(token), userId, persistent, expiresAt });
    // Expired sessions of anyone are cleaned up as a side effect of signing in.
    await this.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
    return { token, expiresAt };
  }

  async resolve(token: string): Promise<ResolvedSession | null> {
    const now = new Date();
    const [row] = await this.db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(sessions.userId, users.id))
      // A disabled account's sessions end at once, even one that survived the disabling's delete.
      .where(and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, now), isNull(users.disabledAt)))
      .limit(1);
    if (!row) return null;
    let { expiresAt } = row.session;
    const renewed = expiresAt.getTime() - now.getTime() < SESSION_MS - DAY_MS;
    if (renewed) {
      expiresAt = new Date(now.getTime() + SESSION_MS);
      await this.db.update(sessions).set({ expiresAt, lastSeenAt: now }).where(eq(sessions.id, row.session.id));
    }
    return { user: row.user, persistent: row.session.persistent, renewed, expiresAt };
  }

  async delete(token: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
  }

  async deleteAllFor(userId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
  }

  /** After a password change: whoever else held a session (perhaps with the old password) is out. */
  async deleteOthersFor(userId: string, keepToken: string): Promise<void> {
    await this.db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, sha256(keepToken))));
  }
}
