import type { ShippingAddressInput } from "@pasal/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { sessions, users } from "../../db/schema/index.js";
import { randomToken } from "../../lib/crypto.js";
import { HttpError } from "../../lib/http-error.js";
import { hashPassword, verifyPassword } from "../auth/password.js";
import type { UserRow } from "../auth/session-service.js";

const EMAIL_TAKEN = "Email already exists";

/** Accounts: who exists, their profile and address. Sessions live in SessionService. */
export class UserService {
  constructor(private readonly db: Db) {}

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [user] = await this.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .limit(1);
    return user;
  }

  /**
   * A new, unverified account, or `created: false` when the address already has one: the caller
   * answers the same either way (decision 028), so the password is hashed either way too.
   */
  async signup(input: { fullName: string; email: string; phoneNumber: string; password: string }): Promise<{ user: UserRow; created: boolean }> {
    const passwordHash = await hashPassword(input.password);
    const existing = await this.findByEmail(input.email);
    if (existing) return { user: existing, created: false };
    try {
      const [user] = await this.db
        .insert(users)
        .values({ fullName: input.fullName, email: input.email, phoneNumber: input.phoneNumber, passwordHash })
        .returning();
      return { user: user!, created: true };
    } catch (error) {
      // Two signups racing for one address: the unique index decides.
      if (isUniqueViolation(error)) {
        const winner = await this.findByEmail(input.email);
        if (winner) return { user: winner, created: false };
      }
      throw error;
    }
  }

  /** The owner of the address proved it (decision 028); only while the account still has that address. */
  async markVerified(userId: string, email: string): Promise<UserRow | undefined> {
    const [user] = await this.db
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(sql`lower(${users.email})`, email.toLowerCase())))
      .returning();
    return user;
  }

  /** The same answer for an unknown e-mail and a wrong password, so nobody learns which. */
  async login(email: string, password: string): Promise<UserRow> {
    const user = await this.findByEmail(email);
    const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
    if (!user || !ok) throw new HttpError(401, "Invalid credentials");
    return user;
  }

  async findById(userId: string): Promise<UserRow | undefined> {
    const [user] = await this.db.select().from(users).where(eq(users.id, userId)).limit(1);
    return user;
  }

  /** Name, phone and address; the e-mail changes only through EmailChangeService's mailed link. */
  async updateProfile(userId: string, data: { fullName: string; phoneNumber: string; shippingAddress?: ShippingAddressInput }): Promise<UserRow> {
    const [user] = await this.db
      .update(users)
      .set({
        fullName: data.fullName,
        phoneNumber: data.phoneNumber,
        ...(data.shippingAddress ? { shippingAddress: data.shippingAddress } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
    return user!;
  }

  /**
   * The new address from an e-mail change's link; `proven` when the link was opened in the
   * account's own session (decision 028), else the new address waits for a code like a sign-up's.
   */
  async setEmail(userId: string, email: string, proven = false): Promise<UserRow> {
    try {
      const [user] = await this.db
        .update(users)
        .set({ email, emailVerifiedAt: proven ? new Date() : null, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      return user!;
    } catch (error) {
      // Someone signed up with the address after the link was sent: the unique index decides.
      if (isUniqueViolation(error)) throw new HttpError(409, EMAIL_TAKEN);
      throw error;
    }
  }

  async saveShippingAddress(userId: string, address: ShippingAddressInput): Promise<void> {
    await this.db.update(users).set({ shippingAddress: address, updatedAt: new Date() }).where(eq(users.id, userId));
  }

  async changePassword(user: UserRow, currentPassword: string, newPassword: string): Promise<void> {
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      throw new HttpError(400, "Incorrect current password");
    }
    await this.setPassword(user.id, newPassword);
  }

  async setPassword(userId: string, password: string): Promise<void> {
    await this.db
      .update(users)
      .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
      .where(eq(users.id, userId));
  }

  /**
   * A verified Google identity: the account already linked to it, else the account with the
   * same e-mail (linked now), else a new Google account without a password. An account whose
   * address was never proven is not trusted (decision 028): Google proved the address, so the
   * account becomes the Google user's, its password is removed and every session of it ends
   * (`tookOver`, so the caller can tell the address by mail).
   */
  async findOrCreateGoogleUser(identity: {
    subject: string;
    email: string;
    emailVerified: boolean;
    name: string;
  }): Promise<{ user: UserRow; tookOver: boolean }> {
    const [linked] = await this.db.select().from(users).where(eq(users.googleSubject, identity.subject)).limit(1);
    if (linked) return { user: linked, tookOver: false };
    if (!identity.emailVerified) throw new HttpError(403, "Google did not confirm this e-mail address");
    const existing = await this.findByEmail(identity.email);
    if (existing) {
      const tookOver = !existing.emailVerifiedAt;
      const user = await this.db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({
            googleSubject: identity.subject,
            emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
            ...(tookOver ? { passwordHash: null, isGoogle: true } : {}),
            updatedAt: new Date(),
          })
          .where(eq(users.id, existing.id))
          .returning();
        if (tookOver) await tx.delete(sessions).where(eq(sessions.userId, existing.id));
        return row!;
      });
      return { user, tookOver };
    }
    const [user] = await this.db
      .insert(users)
      .values({
        fullName: identity.name || identity.email,
        email: identity.email,
        isGoogle: true,
        googleSubject: identity.subject,
        emailVerifiedAt: new Date(),
      })
      .returning();
    return { user: user!, tookOver: false };
  }

  async createAdmin(input: { email: string; fullName: string; password: string }): Promise<UserRow> {
    const [user] = await this.db
      .insert(users)
      // Whoever runs the CLI runs the shop: the owner's address counts as proven.
      .values({ email: input.email, fullName: input.fullName, passwordHash: await hashPassword(input.password), role: "owner", emailVerifiedAt: new Date() })
      .returning();
    return user!;
  }

  async makeAdmin(email: string): Promise<UserRow | undefined> {
    const user = await this.findByEmail(email);
    if (!user) return undefined;
    const [updated] = await this.db
      .update(users)
      .set({ role: "owner", emailVerifiedAt: user.emailVerifiedAt ?? new Date(), updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    return updated;
  }
}

// Verifying against a throwaway hash when the user is unknown keeps both answers equally slow.
const dummyHash = hashPassword(randomToken());

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === "23505";
}
