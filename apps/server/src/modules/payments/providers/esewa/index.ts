import { createHmac, timingSafeEqual } from "node:crypto";
import type { Config } from "../../../../config.js";
import { callGateway, paisaFromRupees, rupeeString } from "../../gateway-http.js";
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

type EsewaConfig = Pick<Config, "ESEWA_PRODUCT_CODE" | "ESEWA_SECRET_KEY" | "ESEWA_FORM_URL" | "ESEWA_STATUS_URL" | "PAYMENT_GATEWAY_TIMEOUT_MS">;

/** The form's signature covers these, in this order (eSewa ePay v2). */
const SIGNED_FIELDS = "total_amount,transaction_uuid,product_code";

/** HMAC-SHA256 in base64 over `name=value` pairs joined by commas, in the order `names` gives. */
export function esewaSignature(fields: Record<string, unknown>, names: string, secret: string): string {
  const message = names
    .split(",")
    .map((name) => `${name}=${String(fields[name] ?? "")}`)
    .join(",");
  return createHmac("sha256", secret).update(message).digest("base64");
}

function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const STATES: Record<string, GatewayState> = {
  COMPLETE: "completed",
  PENDING: "pending",
  AMBIGUOUS: "pending",
  NOT_FOUND: "open",
  CANCELED: "cancelled",
  FULL_REFUND: "refunded",
  PARTIAL_REFUND: "refunded",
};

/**
 * eSewa ePay v2 (docs/requirements/payments.md#payment-verification): the browser posts signed form
 * fields to eSewa; eSewa sends it back to success_url with `?data=` (base64 JSON, signed over its own
 * signed_field_names) or to failure_url. The return only names the attempt; the status check decides.
 */
export class EsewaProvider implements PaymentProvider {
  readonly id = "esewa" as const;
  readonly configured = true;
  /** The return addresses before the one return route (decision 033). */
  readonly legacyReturnPaths = [
    { path: "/payments/esewa/success", withReference: false },
    { path: "/payments/esewa/failure/:reference", withReference: true },
  ];

  get formOrigins(): string[] {
    return [new URL(this.config.ESEWA_FORM_URL).origin];
  }

  constructor(private readonly config: EsewaConfig) {}

  async start({ reference, amountPaisa, origin }: StartRequest): Promise<StartedPayment> {
    const fields: Record<string, string> = {
      amount: rupeeString(amountPaisa),
      tax_amount: "0",
      total_amount: rupeeString(amountPaisa),
      transaction_uuid: reference,
      product_code: this.config.ESEWA_PRODUCT_CODE,
      product_service_charge: "0",
      product_delivery_charge: "0",
      success_url: `${origin}/api/payments/esewa/return`,
      // eSewa appends its own query to these addresses, so our reference travels in the path.
      failure_url: `${origin}/api/payments/esewa/return/${encodeURIComponent(reference)}`,
      signed_field_names: SIGNED_FIELDS,
    };
    fields.signature = esewaSignature(fields, SIGNED_FIELDS, this.config.ESEWA_SECRET_KEY);
    return {
      redirect: { method: "POST", url: this.config.ESEWA_FORM_URL, fields },
      providerReference: null,
      raw: { form: { ...fields, signature: undefined } },
    };
  }

  readReturn(query: Record<string, string | undefined>, pathReference?: string): ReturnReading {
    if (pathReference !== undefined) {
      // failure_url: eSewa says only that the shopper did not pay; the status check confirms it.
      return { ok: true, find: { reference: pathReference }, claims: {}, claimsPaid: false, abandoned: true, raw: { failure: { reference: pathReference } } };
    }
    let data: Record<string, unknown>;
    try {
      data = JSON.parse(Buffer.from(query.data ?? "", "base64").toString("utf8")) as Record<string, unknown>;
      if (!data || typeof data !== "object") throw new Error("not an object");
    } catch {
      return { ok: false, reason: "data is not base64 JSON", raw: { data: query.data?.slice(0, 500) } };
    }
    const names = typeof data.signed_field_names === "string" ? data.signed_field_names : "";
    const signed = names.split(",");
    const complete = ["transaction_uuid", "product_code", "total_amount", "status"].every((name) => signed.includes(name));
    if (!complete || typeof data.signature !== "string" || !sameSignature(data.signature, esewaSignature(data, names, this.config.ESEWA_SECRET_KEY))) {
      return { ok: false, reason: "bad signature", raw: data };
    }
    if (data.product_code !== this.config.ESEWA_PRODUCT_CODE) return { ok: false, reason: "another merchant's product code", raw: data };
    const amountPaisa = paisaFromRupees(data.total_amount);
    if (typeof data.transaction_uuid !== "string" || amountPaisa === null) return { ok: false, reason: "unreadable fields", raw: data };
    return {
      ok: true,
      find: { reference: data.transaction_uuid },
      claims: { reference: data.transaction_uuid, amountPaisa },
      claimsPaid: data.status === "COMPLETE",
      abandoned: false,
      raw: data,
    };
  }

  async check(attempt: AttemptRow): Promise<GatewayVerdict> {
    const url = new URL(this.config.ESEWA_STATUS_URL);
    url.searchParams.set("product_code", this.config.ESEWA_PRODUCT_CODE);
    url.searchParams.set("total_amount", rupeeString(attempt.amountPaisa));
    url.searchParams.set("transaction_uuid", attempt.reference);
    const { status, body } = await callGateway(url.toString(), { headers: { accept: "application/json" } }, this.config.PAYMENT_GATEWAY_TIMEOUT_MS);
    const answer = (body ?? {}) as Record<string, unknown>;
    const state = typeof answer.status === "string" ? STATES[answer.status] : undefined;
    if (status !== 200 || !state) throw new GatewayError(`eSewa status check answered ${status}: ${JSON.stringify(body).slice(0, 200)}`);
    if (answer.transaction_uuid !== undefined && answer.transaction_uuid !== attempt.reference) {
      throw new GatewayError("eSewa status check answered about another transaction");
    }
    return {
      state,
      amountPaisa: paisaFromRupees(answer.total_amount),
      transactionId: typeof answer.ref_id === "string" && answer.ref_id ? answer.ref_id : null,
      raw: answer,
    };
  }
}

export const esewa: ProviderDefinition<"esewa"> = { id: "esewa", create: (config) => new EsewaProvider(config) };
