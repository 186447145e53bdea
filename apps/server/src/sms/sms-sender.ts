import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.js";
import { SmsError, type SmsMessage, type SmsProvider } from "./sms-provider.js";
import { SparrowSms } from "./sparrow-sms.js";

/**
 * A Nepali mobile number as the gateways want it: ten digits starting 9, with any +977/977 prefix,
 * spaces and dashes removed; null for anything else (a landline, a foreign number), which gets no SMS.
 */
export function nepaliMobile(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const digits = raw.replace(/[\s()-]/g, "").replace(/^\+?977/, "");
  return /^9[78]\d{8}$/.test(digits) ? digits : null;
}

export interface SmsSender {
  /**
   * Sends, or writes to DATA_DIR/outbox without a gateway. Never throws: a message the gateway
   * refuses is logged with its code; one it could not take (down, busy) is tried again a few times.
   * Resolves to whether the message was taken.
   */
  send(message: SmsMessage): Promise<boolean>;
}

const RETRY_DELAYS_MS = [500, 2000];

export function createSmsSender(config: Config, log: FastifyBaseLogger, provider?: SmsProvider): SmsSender {
  const gateway = provider ?? providerFromConfig(config);
  if (!gateway) {
    const outbox = path.join(config.DATA_DIR, "outbox");
    return {
      async send(message) {
        const to = nepaliMobile(message.to);
        if (!to) return false;
        mkdirSync(outbox, { recursive: true });
        writeFileSync(path.join(outbox, `${Date.now()}-${to}.sms.txt`), `To: ${to}\n\n${message.text}\n`);
        log.info("SMS written to DATA_DIR/outbox (no SMS_PROVIDER)");
        return true;
      },
    };
  }
  return {
    async send(message) {
      const to = nepaliMobile(message.to);
      if (!to) return false;
      for (let attempt = 0; ; attempt++) {
        try {
          await gateway.deliver({ to, text: message.text });
          return true;
        } catch (error) {
          const code = error instanceof SmsError ? error.code : "network";
          const retryable = !(error instanceof SmsError) || error.retryable;
          if (retryable && attempt < RETRY_DELAYS_MS.length) {
            await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt]));
            continue;
          }
          // The code says why (a bad token, no credit, a bad number); the number and text stay out of the log.
          log.error({ provider: gateway.id, code, attempts: attempt + 1 }, "SMS not sent");
          return false;
        }
      }
    },
  };
}

function providerFromConfig(config: Config): SmsProvider | undefined {
  if (config.SMS_PROVIDER !== "sparrow") return undefined;
  return new SparrowSms({ url: config.SPARROW_SMS_URL, token: config.SPARROW_SMS_TOKEN!, from: config.SPARROW_SMS_FROM! });
}
