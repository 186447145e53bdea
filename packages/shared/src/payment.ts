import { z } from "zod";
import { formatRs } from "./money.js";
import { orderSchema, paymentRedirectSchema, type Order } from "./order.js";
import { ONLINE_PAYMENT_METHODS, PAYMENT_METHOD_NAMES, PAYMENT_METHODS, paymentProvider, type OnlinePaymentMethod } from "./payment-providers.js";

/**
 * Online payment through the gateways of payment-providers.ts next to cash on delivery
 * (docs/requirements/payments.md#payment-methods, decision 033).
 */

export const PAYMENT_MESSAGES = {
  /** A gateway's minimum (payment-providers.ts): "Khalti takes payments of Rs. 10 or more. …" */
  minimum: (name: string, paisa: number) =>
    `${name} takes payments of ${formatRs(paisa / 100).replace(/\.00$/, "")} or more. Please choose another way to pay.`,
  unavailable: (name: string) => `${name} is not available right now. Please choose another way to pay.`,
  gatewayDown: "We saved your order, but the payment service could not be reached. Please try Pay now in a moment.",
  tooManyAttempts: "This order has been tried too many times online. Please contact us to pay it.",
} as const;

/** The gateway's minimum refuses this amount: the message to answer with, else null. */
export function belowMinimum(method: OnlinePaymentMethod, totalPaisa: number): string | null {
  const { minimumPaisa, names } = paymentProvider(method);
  return totalPaisa < minimumPaisa ? PAYMENT_MESSAGES.minimum(names.en, minimumPaisa) : null;
}

/** GET /api/payments/methods: which ways to pay this shop offers now (a gateway without keys is not offered). */
export const paymentMethodsResponseSchema = z.object({
  methods: z.array(
    z.object({
      id: z.enum(PAYMENT_METHODS),
      name: z.string(),
      available: z.boolean(),
      /** The gateway's smallest payment in rupees (0: none); absent for cash on delivery. */
      minimum: z.number().optional(),
    }),
  ),
});
export type PaymentMethods = z.infer<typeof paymentMethodsResponseSchema>;

/** POST /api/orders/:orderId/pay: a new attempt for an unpaid online order, optionally with the other gateway. */
export const payAgainRequestSchema = z.object({ paymentMethod: z.enum(ONLINE_PAYMENT_METHODS).optional() }).nullish();
export const payAgainResponseSchema = z.object({ order: orderSchema, payment: paymentRedirectSchema.nullable() });
export type PayAgainResponse = z.infer<typeof payAgainResponseSchema>;

/** What the gateway return told the shopper, carried to the confirmation page as ?payment=. */
export const PAYMENT_RETURN_OUTCOMES = ["paid", "pending", "failed", "cancelled", "expired", "forged"] as const;
export type PaymentReturnOutcome = (typeof PAYMENT_RETURN_OUTCOMES)[number];

/** How a shopper reads an order's payment (the confirmation page, /order, the mail). */
export function paymentInWords(order: Pick<Order, "paymentMethod" | "paymentStatus" | "status">): string {
  if (order.paymentStatus === "completed") return `Paid with ${PAYMENT_METHOD_NAMES[order.paymentMethod]}`;
  if (order.paymentStatus === "refunded") return "Refunded";
  if (order.paymentMethod === "cod") return order.status === "cancelled" ? "Not charged" : "Pay on delivery";
  if (order.paymentStatus === "failed" || order.status === "cancelled") return "Not paid";
  return `Waiting for payment (${PAYMENT_METHOD_NAMES[order.paymentMethod]})`;
}

/** An online order that can still be paid: "Pay now" is offered. */
export const canPayNow = (order: Pick<Order, "paymentMethod" | "paymentStatus" | "status">) =>
  order.paymentMethod !== "cod" && order.paymentStatus === "pending" && order.status === "processing";
