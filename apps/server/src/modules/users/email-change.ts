import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import { hmac, safeEqual } from "../../lib/crypto.js";
import { HttpError } from "../../lib/http-error.js";
import { emailChangeMail } from "../../mail/email-change-mail.js";
import type { Mailer } from "../../mail/mailer.js";
import type { UserRow } from "../auth/session-service.js";
import type { UserService } from "./user-service.js";

const LINK_TTL_MS = 24 * 60 * 60 * 1000;
const BAD_LINK = "This link is invalid or has expired. Change your e-mail again from your profile.";

interface Change {
  userId: string;
  from: string;
  to: string;
  expires: number;
}

/**
 * A new sign-in address takes effect only from a link mailed to it (decision 011). The profile
 * save then answers the same whether or not the address already has an account, so it cannot
 * be used to find out who shops here; and nobody can move an account to an address they do not
 * read. The link is signed (SESSION_SECRET) and names the address it replaces, so it is
 * spent once the e-mail has changed.
 */
export class EmailChangeService {
  constructor(
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

  /** Mails a confirmation link to `to` unless another account uses it; the caller cannot tell which. */
  async request(user: UserRow, to: string, origin: string): Promise<void> {
    const owner = await this.users.findByEmail(to);
    const token = this.sign({ userId: user.id, from: user.email.toLowerCase(), to, expires: Date.now() + LINK_TTL_MS });
    if (owner) return;
    const link = `${origin}/api/auth/confirm-email?token=${encodeURIComponent(token)}`;
    // In the background, like the reset code, so a free address answers no slower than a taken one.
    this.mailer
      .send(this.shopName().then((shopName) => emailChangeMail(to, link, shopName)))
      .catch((error: unknown) => this.log.error({ err: error }, "could not send the e-mail change link"));
  }

  /**
   * The link moves the account to the new address. It proves that address only when opened in
   * the account's own session (decision 028): a mailbox's owner clicking a change someone else
   * asked for must not hand that someone a "proven" account with their address.
   */
  async confirm(token: string, caller: { id: string } | null = null): Promise<UserRow> {
    const change = this.verify(token);
    const user = change && (await this.users.findById(change.userId));
    if (!change || !user || user.email.toLowerCase() !== change.from) throw new HttpError(400, BAD_LINK);
    return this.users.setEmail(user.id, change.to, caller?.id === user.id);
  }

  private sign(change: Change): string {
    const payload = Buffer.from(JSON.stringify(change)).toString("base64url");
    return `${payload}.${hmac(this.config.SESSION_SECRET, `email-change:${payload}`)}`;
  }

  private verify(token: string): Change | undefined {
    const [payload, signature] = token.split(".");
    if (!payload || !signature || !safeEqual(signature, hmac(this.config.SESSION_SECRET, `email-change:${payload}`))) return undefined;
    const change = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Change;
    return change.expires > Date.now() ? change : undefined;
  }
}
