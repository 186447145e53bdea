import { paymentProvider, type Order, type PaymentMethod } from "@pasal/shared";
import { getLocale } from "@/lib/i18n/locale";
import { m } from "@/paraglide/messages";

/** "Cash on delivery" in the shopper's language; a gateway by its name in the registry (payment-providers.ts). */
export const paymentMethodName = (method: PaymentMethod): string => (method === "cod" ? m.checkout_method_cod() : paymentProvider(method).names[getLocale()]);

/**
 * How a shopper reads an order's payment (the confirmation page, /order): the shared
 * `paymentInWords` (whose English the mail also uses), in the shopper's language.
 */
export function paymentInWords(order: Pick<Order, "paymentMethod" | "paymentStatus" | "status">): string {
  const method = paymentMethodName(order.paymentMethod);
  if (order.paymentStatus === "completed") return m.order_paid_with({ method });
  if (order.paymentStatus === "refunded") return m.order_refunded();
  if (order.paymentMethod === "cod") return order.status === "cancelled" ? m.order_not_charged() : m.order_pay_on_delivery();
  if (order.paymentStatus === "failed" || order.status === "cancelled") return m.order_not_paid();
  return m.order_waiting_payment({ method });
}

/** "Refunded: Rs. 2,700" or "Partially refunded: Rs. 500" (decision 029), or null before any refund. */
export function refundInWords(order: Pick<Order, "refundStatus" | "refunded">, price: (rupees: number) => string): string | null {
  if (!order.refundStatus || !order.refunded) return null;
  const amount = price(order.refunded);
  return order.refundStatus === "Refunded" ? m.order_refunded_amount({ amount }) : m.order_partly_refunded_amount({ amount });
}
