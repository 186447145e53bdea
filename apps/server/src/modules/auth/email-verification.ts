import { OTP_LENGTH } from "@pasal/shared";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { emailVerifications } from "../../db/schema/index.js";
import { hmac, randomDigits, randomToken, safeEqual, sha256 } from "../../lib/crypto.js";
import { HttpError } from "../../lib/http-error.js";
import { emailVerificationMail } from "../../mail/account-mails.js";
import type { Mailer } from "../../mail/mailer.js";
import type { UserService } from "../users/user-service.js";
import type { UserRow } from "./session-service.js";

const CODE_TTL_MS = 24 * 60 * 60 * 1000;
/** Wrong codes one mailed code survives; then a new code is needed (resend is limited too). */
export const MAX_WRONG_VERIFY_CODES = 5;
export const VERIFY_MESSAGES = {
  wrong: "The code is wrong or has expired",
  tooMany: "Too many wrong codes. Ask for a new code.",
  badLink: "This link is invalid or has expired. Ask for a new code.",
  otherAccount: "This link is for another account. Sign in with the address it was sent to.",
  sent: "We sent a code to your e-mail address.",
  alreadyVerified: "Your e-mail address is already confirmed.",
} as const;

/**
 * Proves that an account's address belongs to whoever holds the account (decision 028): a
 * random 6-digit code and a random link token, both mailed to the address, stored only as
 * hashes, valid 24 hours, the code dead after 5 wrong tries. Either one works only in that
 * account's own session: the address's owner clicking a link mailed because a stranger signed
 * up with their address must not make the stranger's account "proven".
 */
export class EmailVerificationService {
  constructor(
    private readonly db: Db,
    private readonly users: UserService,
    private readonly mailer: Mailer,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
    /**
     * The business name mails are signed with: the owner's shop settings
     * (docs/requirements/back-office.md#shop-settings), else SHOP_NAME.
     */
    private readonly shopName: () => Promise<string> = async () => config.SHOP_NAME,
  ) {}

  /** Stores a new code and link (replacing earlier ones) and mails them in the background. */
  async send(user: UserRow, origin: string): Promise<void> {
    if (user.emailVerifiedAt) return;
    const code = randomDigits(OTP_LENGTH);
    const token = randomToken();
    const email = user.email.toLowerCase();
    await this.db.transaction(async (tx) => {
      await tx.delete(emailVerifications).where(eq(emailVerifications.userId, user.id));
      await tx.insert(emailVerifications).values({
        userId: user.id,
        email,
        codeHash: this.hashCode(user.id, email, code),
        linkHash: sha256(token),
        expiresAt: new Date(Date.now() + CODE_TTL_MS),
      });
    });
    const link = `${origin}/verify-email?token=${encodeURIComponent(token)}`;
    this.mailer
      .send(this.shopName().then((shopName) => emailVerificationMail(user.email, code, link, shopName)))
      .catch((error: unknown) => this.log.error({ err: error }, "could not send the e-mail verification code"));
  }

  /** The code typed on /verify-email, by the signed-in account. */
  async verifyCode(user: UserRow, code: string): Promise<UserRow> {
    if (user.emailVerifiedAt) return user;
    const email = user.email.toLowerCase();
    const [entry] = await this.db
      .select()
      .from(emailVerifications)
      .where(and(eq(emailVerifications.userId, user.id), eq(emailVerifications.email, email), gt(emailVerifications.expiresAt, new Date())))
      .orderBy(desc(emailVerifications.createdAt))
      .limit(1);
    if (!entry) throw new HttpError(400, VERIFY_MESSAGES.wrong);
    // Count the try first, atomically: parallel guesses cannot all slip under the limit.
    const [counted] = await this.db
      .update(emailVerifications)
      .set({ attempts: sql`${emailVerifications.attempts} + 1` })
      .where(and(eq(emailVerifications.id, entry.id), sql`${emailVerifications.attempts} < ${MAX_WRONG_VERIFY_CODES}`))
      .returning({ attempts: emailVerifications.attempts });
    if (!counted) throw new HttpError(429, VERIFY_MESSAGES.tooMany);
    if (!safeEqual(entry.codeHash, this.hashCode(user.id, email, code.trim()))) throw new HttpError(400, VERIFY_MESSAGES.wrong);
    return this.proven(user, email);
  }

  /** The mailed link, opened (and sent on by /verify-email) in the signed-in account's browser. */
  async verifyLink(user: UserRow, token: string): Promise<UserRow> {
    const [entry] = await this.db
      .select()
      .from(emailVerifications)
      .where(and(eq(emailVerifications.linkHash, sha256(token)), gt(emailVerifications.expiresAt, new Date())))
      .limit(1);
    if (!entry) throw new HttpError(400, user.emailVerifiedAt ? VERIFY_MESSAGES.alreadyVerified : VERIFY_MESSAGES.badLink);
    if (entry.userId !== user.id) throw new HttpError(403, VERIFY_MESSAGES.otherAccount);
    if (entry.email !== user.email.toLowerCase()) throw new HttpError(400, VERIFY_MESSAGES.badLink);
    return this.proven(user, entry.email);
  }

  private async proven(user: UserRow, email: string): Promise<UserRow> {
    const updated = await this.users.markVerified(user.id, email);
    if (!updated) throw new HttpError(400, VERIFY_MESSAGES.badLink);
    await this.db.delete(emailVerifications).where(eq(emailVerifications.userId, user.id));
    return updated;
  }

  private hashCode(userId: string, email: string, code: string): string {
    return hmac(this.config.SESSION_SECRET, `verify-email:${userId}:${email}:${code}`);
  }
}
