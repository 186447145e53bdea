/**
 * The payment gateways the shop knows, as the browser and the database may see them (decision
 * 033): one entry per gateway, whose server half is the folder
 * apps/server/src/modules/payments/providers/<id>/ (listed in providers/index.ts, which the type
 * checker holds to this list). Every list of ways to pay derives from here: the method enums, the
 * database's check constraints, GET /api/payments/methods, the checkout's choice, the refund
 * methods. Cash on delivery is a way to pay without a gateway and is not listed.
 */
export const PAYMENT_PROVIDERS = [
  {
    id: "esewa",
    /** Brand names, written the same in Nepali (decision 024: names stay as they are). */
    names: { en: "eSewa", ne: "eSewa" },
    /** Bundled with the storefront (apps/web/public), never loaded from the gateway's site. */
    logo: "/payment-logos/esewa.svg",
    minimumPaisa: 0,
    /** "api": the gateway gives money back when asked; "by-hand": the shop refunds and records it. */
    refunds: "by-hand",
  },
  { id: "khalti", names: { en: "Khalti", ne: "Khalti" }, logo: "/payment-logos/khalti.svg", minimumPaisa: 1000, refunds: "api" },
  { id: "fonepay", names: { en: "Fonepay", ne: "Fonepay" }, logo: "/payment-logos/fonepay.svg", minimumPaisa: 0, refunds: "by-hand" },
] as const satisfies readonly PaymentProviderFacts[];

export interface PaymentProviderFacts {
  id: string;
  names: { en: string; ne: string };
  logo: string;
  /** Payments below this many paisa are refused by the gateway (Khalti: Rs. 10); 0 for none. */
  minimumPaisa: number;
  refunds: "api" | "by-hand";
}

type Ids<T extends readonly { id: string }[]> = { -readonly [K in keyof T]: T[K]["id"] };

/** The gateways' ids, in the registry's order (a tuple, so zod and drizzle can take it as an enum). */
export const ONLINE_PAYMENT_METHODS = PAYMENT_PROVIDERS.map((p) => p.id) as Ids<typeof PAYMENT_PROVIDERS>;
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number];

/** Every way to pay: cash on delivery, then the gateways. */
export const PAYMENT_METHODS = ["cod", ...ONLINE_PAYMENT_METHODS] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const paymentProvider = (id: OnlinePaymentMethod): (typeof PAYMENT_PROVIDERS)[number] => PAYMENT_PROVIDERS.find((p) => p.id === id)!;

export const isOnlinePaymentMethod = (method: string): method is OnlinePaymentMethod => (ONLINE_PAYMENT_METHODS as readonly string[]).includes(method);

/** The way to pay in English (the API's messages, the mail, the invoice). */
export const PAYMENT_METHOD_NAMES = Object.fromEntries([["cod", "Cash on delivery"], ...PAYMENT_PROVIDERS.map((p) => [p.id, p.names.en])]) as Record<
  PaymentMethod,
  string
>;

/** Gateways whose money goes back through their refund API; the others' refunds are recorded by hand. */
export const API_REFUND_METHODS = PAYMENT_PROVIDERS.filter((p) => p.refunds === "api").map((p) => p.id) as OnlinePaymentMethod[];

/** How money goes back (decision 029): the gateways, then cash and bank transfers (by hand). */
export const REFUND_METHODS = [...ONLINE_PAYMENT_METHODS, "cod", "bank_transfer"] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export const REFUND_METHOD_NAMES = Object.fromEntries([
  ...PAYMENT_PROVIDERS.map((p) => [p.id, p.names.en]),
  ["cod", "Cash"],
  ["bank_transfer", "Bank transfer"],
]) as Record<RefundMethod, string>;

export const refundsThroughApi = (method: RefundMethod): boolean => (API_REFUND_METHODS as string[]).includes(method);
