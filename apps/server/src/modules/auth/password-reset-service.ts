import { OTP_LENGTH } from "@pasal/shared";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { passwordResets } from "../../db/schema/index.js";
import { hmac, randomDigits, randomToken, safeEqual, sha256 } from "../../lib/crypto.js";
import { HttpError } from "../../lib/http-error.js";
import type { Mailer } from "../../mail/mailer.js";
import { passwordChangedMail } from "../../mail/account-mails.js";
import type { SmsSender } from "../../sms/sms-sender.js";
import { passwordResetMail } from "../../mail/password-reset-mail.js";
import type { FailureCounter } from "./failure-counter.js";
import type { SessionService } from "./session-service.js";
import type { UserService } from "../users/user-service.js";

const CODE_TTL_MS = 10 * 60 * 1000;
const VERIFIED_TTL_MS = 15 * 60 * 1000;
/** Wrong tries at one code from one source; that source then waits (`wrongCodes` counter). */
export const MAX_WRONG_CODES_PER_SOURCE = 5;
/** Wrong tries at one code from everywhere together; then the code is dead and a new one is needed. */
export const MAX_WRONG_CODES = 10;
const WRONG_CODE = "The code is wrong or has expired";
const TOO_MANY = "Too many wrong codes. Ask for a new code.";

/**
 * Forgot password (docs/requirements/accounts.md#password-reset) made safe: a random 6-digit code,
 * stored as a keyed hash, valid 10 minutes; a correct code gives this browser a verifier (cookie) that
 * allows one reset within 15 minutes. Wrong codes count per source, so guesses from elsewhere do not use
 * up the shopper's tries, and in total per code, so a distributed guesser only kills the code (decision
 * 011). Unknown e-mails go through the same steps, so no answer or timing tells whether an address has
 * an account.
 */
export class PasswordResetService {
  constructor(
    private readonly db: Db,
    private readonly users: UserService,
    private readonly sessions: SessionService,
    private readonly mailer: Mailer,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
    private readonly wrongCodes: FailureCounter,
    /**
     * The business name mails are signed with: the owner's shop settings
     * (docs/requirements/back-office.md#shop-settings), else SHOP_NAME.
     */
    private readonly shopName: () => Promise<string> = async () => config.SHOP_NAME,
    /** The code also goes by SMS to the account's phone, where it has one (decision 039). */
    private readonly sms?: SmsSender,
  ) {}

  async requestCode(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    // An unknown address gets a code row too (never mailed, so never guessable in practice):
    // the same database work, and verify-code then behaves the same for it.
    const code = randomDigits(OTP_LENGTH);
    await this.db.transaction(async (tx) => {
      // A new code replaces any earlier one.
      await tx
        .update(passwordResets)
        .set({ consumedAt: new Date() })
        .where(and(eq(sql`lower(${passwordResets.email})`, email), isNull(passwordResets.consumedAt)));
      await tx.insert(passwordResets).values({
        email,
        codeHash: this.hashCode(email, code),
        expiresAt: new Date(Date.now() + CODE_TTL_MS),
      });
    });
    if (!user) return;
    if (!this.mailer.delivers && this.config.NODE_ENV === "development") {
      this.log.info(`Password reset code for ${email}: ${code} (no SMTP_URL: shown here for local use)`);
    }
    // Sent in the background: waiting for the mail server would make a known address answer
    // measurably slower than an unknown one.
    this.mailer
      .send(this.shopName().then((shopName) => passwordResetMail(user.email, code, shopName)))
      .catch((error: unknown) => this.log.error({ err: error }, "could not send the password reset mail"));
    if (this.sms && user.phoneNumber) {
      const sms = this.sms;
      const phone = user.phoneNumber;
      // In the background for the same reason; the sender never throws and logs no number or code.
      void this.shopName().then((shopName) =>
        sms.send({ to: phone, text: `${shopName}: your password reset code is ${code}. It works for 10 minutes. Never share it.` }),
      );
    }
  }

  /** Returns the verifier token that the reset must present (kept in an httpOnly cookie). */
  async verifyCode(email: string, code: string, source: string): Promise<string> {
    const entry = await this.openEntry(email);
    if (!entry || entry.expiresAt.getTime() < Date.now()) throw new HttpError(400, WRONG_CODE);
    const sourceKey = `${entry.id}|${source}`;
    if (entry.attempts >= MAX_WRONG_CODES || (await this.wrongCodes.waitSeconds(sourceKey)) > 0) {
      throw new HttpError(429, TOO_MANY);
    }
    if (!safeEqual(entry.codeHash, this.hashCode(email, code))) {
      await this.db
        .update(passwordResets)
        .set({ attempts: sql`${passwordResets.attempts} + 1` })
        .where(eq(passwordResets.id, entry.id));
      await this.wrongCodes.fail(sourceKey);
      throw new HttpError(400, WRONG_CODE);
    }
    const verifier = randomToken();
    await this.db
      .update(passwordResets)
      .set({ verifiedAt: new Date(), verifierHash: sha256(verifier) })
      .where(eq(passwordResets.id, entry.id));
    return verifier;
  }

  async resetPassword(email: string, newPassword: string, verifier: string | undefined): Promise<void> {
    const entry = verifier ? await this.openEntry(email) : undefined;
    const valid =
      entry?.verifiedAt && entry.verifierHash && safeEqual(entry.verifierHash, sha256(verifier!)) && Date.now() - entry.verifiedAt.getTime() < VERIFIED_TTL_MS;
    const user = valid ? await this.users.findByEmail(email) : undefined;
    if (!entry || !valid || !user) {
      throw new HttpError(403, "Verify the code we e-mailed you before choosing a new password");
    }
    await this.users.setPassword(user.id, newPassword);
    // The code came to the address, so it is proven (decision 028).
    await this.users.markVerified(user.id, user.email);
    await this.db.update(passwordResets).set({ consumedAt: new Date() }).where(eq(passwordResets.id, entry.id));
    // Whoever knew the old password is signed out everywhere.
    await this.sessions.deleteAllFor(user.id);
    this.mailer.send(this.shopName().then((shopName) => passwordChangedMail(user.email, "reset", shopName))).catch((error: unknown) => {
      this.log.error({ err: error }, "password-changed mail not sent");
    });
  }

  private async openEntry(email: string) {
    const [entry] = await this.db
      .select()
      .from(passwordResets)
      .where(
        and(
          eq(sql`lower(${passwordResets.email})`, email),
          isNull(passwordResets.consumedAt),
          gt(passwordResets.createdAt, new Date(Date.now() - CODE_TTL_MS - VERIFIED_TTL_MS)),
        ),
      )
      .orderBy(desc(passwordResets.createdAt))
      .limit(1);
    return entry;
  }

  private hashCode(email: string, code: string): string {
    return hmac(this.config.SESSION_SECRET, `${email}:${code}`);
  }
}
