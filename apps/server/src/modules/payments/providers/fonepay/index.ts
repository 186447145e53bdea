import { createHmac, timingSafeEqual } from "node:crypto";
import type { Config } from "../../../../config.js";
import { callGatewayText, paisaFromRupees } from "../../gateway-http.js";
import {
  GatewayError,
  type AttemptRow,
  type GatewayVerdict,
  type PaymentProvider,
  type ProviderDefinition,
  type ReturnReading,
  type StartRequest,
  type StartedPayment,
} from "../../payment-provider.js";

type FonepayConfig = Pick<Config, "FONEPAY_MERCHANT_CODE" | "FONEPAY_SECRET" | "FONEPAY_URL" | "SHOP_NAME" | "PAYMENT_GATEWAY_TIMEOUT_MS">;

/** What each DV covers, in this order (Fonepay web payment, spec v2). */
export const REQUEST_FIELDS = ["PID", "MD", "PRN", "AMT", "CRN", "DT", "R1", "R2", "RU"] as const;
export const RETURN_FIELDS = ["PRN", "PID", "PS", "RC", "UID", "BC", "INI", "P_AMT", "R_AMT"] as const;
export const VERIFY_FIELDS = ["PID", "AMT", "PRN", "BID", "UID"] as const;

/** DV: HMAC-SHA512 in upper-case hex over the values joined by commas, in the order `names` gives. */
export function fonepayDv(fields: Record<string, string | undefined>, names: readonly string[], secret: string): string {
  return createHmac("sha512", secret)
    .update(names.map((name) => fields[name] ?? "").join(","))
    .digest("hex")
    .toUpperCase();
}

function sameDv(given: string, expected: string): boolean {
  const a = Buffer.from(given.toUpperCase());
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Rupees with two decimals, as Fonepay takes them: 150050 → "1500.50". */
const amount = (paisa: number) => (paisa / 100).toFixed(2);

/** Today in Nepal as MM/DD/YYYY (Fonepay's DT). */
function fonepayDate(now: Date): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: "Asia/Kathmandu", year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part("month")}/${part("day")}/${part("year")}`;
}

/** One element of Fonepay's flat XML answer (`<success>true</success>`), or undefined. */
function xmlValue(xml: string, tag: string): string | undefined {
  const match = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml);
  return match?.[1]?.trim();
}

/**
 * Fonepay web payment, spec v2 (decision 033). The browser is sent to {FONEPAY_URL}/api/merchantRequest
 * with the signed request in the query; Fonepay sends it back to RU with PRN, PID, PS, RC, UID,
 * BC, INI, P_AMT, R_AMT and a DV over them. A return whose DV, merchant or amount is wrong is
 * refused; a genuine one is still only a claim: the verification call decides. Fonepay has no
 * refund API, so its refunds are made by hand and recorded (refund-service.ts).
 */
export class FonepayProvider implements PaymentProvider {
  readonly id = "fonepay" as const;

  constructor(
    private readonly config: FonepayConfig,
    private readonly now: () => Date = () => new Date(),
  ) {}

  get configured(): boolean {
    return Boolean(this.config.FONEPAY_MERCHANT_CODE && this.config.FONEPAY_SECRET);
  }

  private get secret(): string {
    if (!this.config.FONEPAY_SECRET || !this.config.FONEPAY_MERCHANT_CODE) throw new GatewayError("FONEPAY_MERCHANT_CODE and FONEPAY_SECRET are not set");
    return this.config.FONEPAY_SECRET;
  }

  private url(path: string): URL {
    return new URL(`${this.config.FONEPAY_URL.replace(/\/+$/, "")}${path}`);
  }

  async start({ reference, amountPaisa, orderNumber, origin }: StartRequest): Promise<StartedPayment> {
    const fields: Record<string, string> = {
      PID: this.config.FONEPAY_MERCHANT_CODE ?? "",
      MD: "P",
      PRN: reference,
      AMT: amount(amountPaisa),
      CRN: "NPR",
      DT: fonepayDate(this.now()),
      R1: orderNumber,
      R2: this.config.SHOP_NAME.slice(0, 50),
      RU: `${origin}/api/payments/fonepay/return`,
    };
    fields.DV = fonepayDv(fields, REQUEST_FIELDS, this.secret);
    const url = this.url("/api/merchantRequest");
    for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value);
    // Nothing is sent to Fonepay until the browser arrives: there is no gateway reference yet.
    return { redirect: { method: "GET", url: url.toString() }, providerReference: null, raw: { request: { ...fields, DV: undefined } } };
  }

  readReturn(query: Record<string, string | undefined>): ReturnReading {
    const fields = Object.fromEntries(RETURN_FIELDS.map((name) => [name, (query[name] ?? "").slice(0, 200)]));
    if (!query.DV || !this.configured || !sameDv(query.DV, fonepayDv(fields, RETURN_FIELDS, this.secret))) {
      return { ok: false, reason: "bad DV", raw: { return: fields } };
    }
    if (fields.PID !== this.config.FONEPAY_MERCHANT_CODE) return { ok: false, reason: "another merchant's PID", raw: { return: fields } };
    const amountPaisa = paisaFromRupees(fields.P_AMT);
    if (!fields.PRN || amountPaisa === null) return { ok: false, reason: "unreadable fields", raw: { return: fields } };
    const paid = fields.PS === "true";
    return {
      ok: true,
      find: { reference: fields.PRN },
      ...(paid && fields.UID ? { providerReference: fields.UID } : {}),
      claims: { reference: fields.PRN, amountPaisa },
      claimsPaid: paid,
      abandoned: !paid,
      raw: { return: fields },
    };
  }

  /**
   * Fonepay's verification (GET …/api/merchantRequest/verificationMerchant with PRN, PID, BID,
   * AMT, UID and a DV over PID,AMT,PRN,BID,UID), answered in XML. UID and BID come from the
   * genuine return; for a return that never came (the reconciler), they are sent empty and
   * Fonepay is asked by PRN alone. `success` false means no payment known (yet): left open,
   * as eSewa's NOT_FOUND.
   */
  async check(attempt: AttemptRow): Promise<GatewayVerdict> {
    const lastReturn = [...(attempt.raw ?? [])]
      .reverse()
      .map((entry) => (entry as { return?: Record<string, string> }).return)
      .find((r) => r?.PS === "true" && r.PRN === attempt.reference);
    const fields: Record<string, string> = {
      PRN: attempt.reference,
      PID: this.config.FONEPAY_MERCHANT_CODE ?? "",
      BID: lastReturn?.BC ?? "",
      AMT: amount(attempt.amountPaisa),
      UID: attempt.providerReference ?? lastReturn?.UID ?? "",
    };
    fields.DV = fonepayDv(fields, VERIFY_FIELDS, this.secret);
    const url = this.url("/api/merchantRequest/verificationMerchant");
    for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value);
    const { status, text } = await callGatewayText(url.toString(), { headers: { accept: "application/xml" } }, this.config.PAYMENT_GATEWAY_TIMEOUT_MS);
    const success = xmlValue(text, "success");
    if (status !== 200 || (success !== "true" && success !== "false")) throw new GatewayError(`Fonepay verification answered ${status}: ${text.slice(0, 200)}`);
    const answer = {
      success,
      message: xmlValue(text, "message") ?? null,
      responseCode: xmlValue(text, "response_code") ?? null,
      amount: xmlValue(text, "txnAmount") ?? xmlValue(text, "amount") ?? null,
      uniqueId: xmlValue(text, "uniqueId") ?? null,
    };
    if (success === "false") return { state: "open", amountPaisa: null, transactionId: null, raw: { verification: answer } };
    return {
      state: "completed",
      amountPaisa: paisaFromRupees(answer.amount),
      transactionId: answer.uniqueId || fields.UID || null,
      raw: { verification: answer },
    };
  }
}

export const fonepay: ProviderDefinition<"fonepay"> = { id: "fonepay", create: (config) => new FonepayProvider(config) };
