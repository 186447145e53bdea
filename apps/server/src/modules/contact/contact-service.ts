import type { ContactRequest } from "@pasal/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { contactMessages } from "../../db/schema/index.js";
import { HttpError } from "../../lib/http-error.js";
import type { Mailer } from "../../mail/mailer.js";
import { contactMail } from "./contact-mail.js";

/**
 * Messages from the contact page (docs/requirements/content-pages.md#contact): kept, then mailed to the
 * shop's address.
 */
export class ContactService {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
  ) {}

  async submit(input: ContactRequest): Promise<void> {
    // Stored first, so a message survives a mail outage.
    const [row] = await this.db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
    try {
      await this.mailer.send(contactMail(this.config.SHOP_EMAIL, input, this.config.SHOP_NAME));
    } catch (error) {
      this.log.error({ err: error, contactMessageId: row?.id }, "contact message stored but not mailed");
      // The shopper is told to try again (docs/requirements/content-pages.md#contact) rather than wait
      // for a reply that may not come.
      throw new HttpError(503, "We couldn't send your message right now. Please try again later.");
    }
  }
}
