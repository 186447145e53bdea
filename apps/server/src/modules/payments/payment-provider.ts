import type { OnlinePaymentMethod, PaymentRedirect } from "@pasal/shared";
import type { Config } from "../../config.js";
import type { paymentAttempts } from "../../db/schema/index.js";

export type AttemptRow = typeof paymentAttempts.$inferSelect;

/** What a gateway needs to start one attempt. Amounts are paisa; each provider converts at its edge. */
export interface StartRequest {
  /** Our reference for this attempt: eSewa's transaction_uuid, Khalti's purchase_order_id, Fonepay's PRN. */
  reference: string;
  amountPaisa: number;
  orderNumber: string;
  customer: { name: string; email: string; phone: string };
  /** The store's origin (PUBLIC_URL, else the shopper's request), for the gateway's return addresses. */
  origin: string;
}

export interface StartedPayment {
  redirect: PaymentRedirect["redirect"];
  /** Khalti's pidx; eSewa names its transaction only when it is paid. */
  providerReference: string | null;
  raw: unknown;
}

/**
 * What the gateway itself says about an attempt when asked (only this is trusted:
 * docs/requirements/payments.md#payment-verification). `open`: the gateway knows of no payment yet
 * (eSewa NOT_FOUND, Khalti Initiated); the shopper may still be on its page.
 */
export type GatewayState = "completed" | "pending" | "open" | "failed" | "cancelled" | "expired" | "refunded";

export interface GatewayVerdict {
  state: GatewayState;
  /** The amount the gateway reports, in paisa (null when it reports none). */
  amountPaisa: number | null;
  transactionId: string | null;
  raw: unknown;
}

/**
 * The browser's return, read without asking the gateway: which attempt it names, what it claims,
 * or why it cannot be genuine (a bad signature).
 */
export type ReturnReading =
  | {
      ok: true;
      find: { reference: string } | { providerReference: string };
      /** The gateway's own id of this payment, learnt from a genuine return (Fonepay's UID), kept on the attempt. */
      providerReference?: string;
      /** Claims to hold against the stored attempt; any difference means a forged return. */
      claims: { reference?: string; amountPaisa?: number };
      /** The return says the shopper paid (so a gateway that denies it means a forgery). */
      claimsPaid: boolean;
      /** The shopper left the gateway without paying (eSewa's failure_url, Khalti "User canceled"). */
      abandoned: boolean;
      raw: unknown;
    }
  | { ok: false; reason: string; raw: unknown };

/**
 * One gateway behind the same three steps (docs/requirements/payments.md#payment-verification), declared
 * by its folder in providers/ (decision 033).
 */
export interface PaymentProvider {
  readonly id: OnlinePaymentMethod;
  /** False when the shop has no keys for it: it is not offered. */
  readonly configured: boolean;
  start(request: StartRequest): Promise<StartedPayment>;
  /**
   * The browser's return to /api/payments/:id/return (query), or /api/payments/:id/return/:reference
   * for a gateway that appends its own query to the address it is given (eSewa's failure_url).
   */
  readReturn(query: Record<string, string | undefined>, pathReference?: string): ReturnReading;
  check(attempt: AttemptRow): Promise<GatewayVerdict>;
  /** The gateway's refund API; absent when the shop refunds by hand and records it (eSewa, Fonepay). */
  refund?(transactionId: string, amountPaisa: number | null): Promise<{ ok: boolean; summary: string }>;
  /** Older return addresses still answered, so a payment in flight when they changed still returns. */
  readonly legacyReturnPaths?: readonly { path: string; withReference: boolean }[];
  /** Origins the checkout posts a form to (the page's CSP form-action). */
  readonly formOrigins?: readonly string[];
}

/** One folder's registration: the id (held by the type checker to packages/shared's list) and how it is built. */
export interface ProviderDefinition<Id extends OnlinePaymentMethod = OnlinePaymentMethod> {
  readonly id: Id;
  create(config: Config): PaymentProvider & { readonly id: Id };
}

/** The gateway could not be asked (down, timed out, or answered something unreadable): nothing is decided. */
export class GatewayError extends Error {}
