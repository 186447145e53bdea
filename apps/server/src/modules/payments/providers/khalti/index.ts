import type { Config } from "../../../../config.js";
import { callGateway } from "../../gateway-http.js";
import {
  GatewayError,
  type AttemptRow,
  type GatewayState,
  type GatewayVerdict,
  type PaymentProvider,
  type ProviderDefinition,
  type ReturnReading,
  type StartRequest,
  type StartedPayment,
} from "../../payment-provider.js";

type KhaltiConfig = Pick<Config, "KHALTI_SECRET_KEY" | "KHALTI_API_URL" | "SHOP_NAME" | "PAYMENT_GATEWAY_TIMEOUT_MS">;

const STATES: Record<string, GatewayState> = {
  Completed: "completed",
  Pending: "pending",
  Initiated: "open",
  Expired: "expired",
  "User canceled": "cancelled",
  Refunded: "refunded",
  "Partially Refunded": "refunded",
};

/**
 * Khalti KPG-2 (docs/requirements/payments.md#payment-verification): the server initiates with its
 * secret key and gets a pidx and a payment page; Khalti sends the shopper back to return_url with
 * parameters that are never trusted: the lookup of the pidx decides.
 */
export class KhaltiProvider implements PaymentProvider {
  readonly id = "khalti" as const;

  constructor(private readonly config: KhaltiConfig) {}

  get configured(): boolean {
    return Boolean(this.config.KHALTI_SECRET_KEY);
  }

  async start({ reference, amountPaisa, orderNumber, customer, origin }: StartRequest): Promise<StartedPayment> {
    const request = {
      return_url: `${origin}/api/payments/khalti/return`,
      website_url: origin,
      amount: amountPaisa,
      purchase_order_id: reference,
      purchase_order_name: `${this.config.SHOP_NAME} order ${orderNumber}`,
      customer_info: customer,
    };
    const { status, body } = await this.post("/epayment/initiate/", request);
    const answer = (body ?? {}) as Record<string, unknown>;
    if (status !== 200 || typeof answer.pidx !== "string" || typeof answer.payment_url !== "string") {
      throw new GatewayError(`Khalti initiate answered ${status}: ${JSON.stringify(body).slice(0, 300)}`);
    }
    return { redirect: { method: "GET", url: answer.payment_url }, providerReference: answer.pidx, raw: { initiate: answer } };
  }

  readReturn(query: Record<string, string | undefined>): ReturnReading {
    const pidx = query.pidx?.trim();
    if (!pidx) return { ok: false, reason: "no pidx", raw: query };
    return {
      ok: true,
      find: { providerReference: pidx },
      // Khalti names our reference; a different one means the address was edited.
      claims: query.purchase_order_id ? { reference: query.purchase_order_id } : {},
      claimsPaid: query.status === "Completed",
      abandoned: query.status === "User canceled",
      // Only what the attempt needs: a return carries whatever query the browser brought (decision 029).
      raw: { return: pickReturn(query) },
    };
  }

  async check(attempt: AttemptRow): Promise<GatewayVerdict> {
    if (!attempt.providerReference) return { state: "failed", amountPaisa: null, transactionId: null, raw: { note: "never initiated" } };
    const { status, body } = await this.post("/epayment/lookup/", { pidx: attempt.providerReference });
    const answer = (body ?? {}) as Record<string, unknown>;
    const state = typeof answer.status === "string" ? STATES[answer.status] : undefined;
    // Khalti answers some final states (Expired, User canceled) with 400 and the same body.
    if ((status !== 200 && status !== 400) || !state) throw new GatewayError(`Khalti lookup answered ${status}: ${JSON.stringify(body).slice(0, 200)}`);
    if (answer.pidx !== undefined && answer.pidx !== attempt.providerReference) throw new GatewayError("Khalti lookup answered about another payment");
    return {
      state,
      amountPaisa: typeof answer.total_amount === "number" ? answer.total_amount : null,
      transactionId: typeof answer.transaction_id === "string" && answer.transaction_id ? answer.transaction_id : null,
      raw: answer,
    };
  }

  /**
   * Khalti's refund API (decision 029): `POST /api/merchant-transaction/{transaction_id}/refund/`
   * on the API's host, with the secret key; no body refunds all that is left of the payment,
   * `{ amount }` in paisa a part. Answers whether Khalti refunded, and its words in short.
   */
  async refund(transactionId: string, amountPaisa: number | null): Promise<{ ok: boolean; summary: string }> {
    const url = new URL(`/api/merchant-transaction/${encodeURIComponent(transactionId)}/refund/`, this.config.KHALTI_API_URL).toString();
    const { status, body } = await this.post(url, amountPaisa === null ? undefined : { amount: amountPaisa });
    const summary = `${status} ${JSON.stringify(body)}`.slice(0, 300);
    if (status === 200) return { ok: true, summary };
    if (status >= 400 && status < 500) return { ok: false, summary };
    throw new GatewayError(`Khalti refund answered ${summary}`);
  }

  private post(pathOrUrl: string, payload: unknown) {
    if (!this.config.KHALTI_SECRET_KEY) throw new GatewayError("KHALTI_SECRET_KEY is not set");
    const base = this.config.KHALTI_API_URL.replace(/\/+$/, "");
    return callGateway(
      pathOrUrl.startsWith("http") ? pathOrUrl : `${base}${pathOrUrl}`,
      {
        method: "POST",
        headers: { authorization: `Key ${this.config.KHALTI_SECRET_KEY}`, "content-type": "application/json", accept: "application/json" },
        ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
      },
      this.config.PAYMENT_GATEWAY_TIMEOUT_MS,
    );
  }
}

/** The return's fields worth keeping, each cut short. */
function pickReturn(query: Record<string, string | undefined>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of ["pidx", "status", "transaction_id", "amount", "total_amount", "purchase_order_id"]) {
    const value = query[name];
    if (typeof value === "string") kept[name] = value.slice(0, 100);
  }
  return kept;
}

export const khalti: ProviderDefinition<"khalti"> = { id: "khalti", create: (config) => new KhaltiProvider(config) };
