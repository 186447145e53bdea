import { CreditCard } from "lucide-react";
import type { Order } from "@pasal/shared";
import { paymentMethodName } from "@/lib/payment-words";
import { m } from "@/paraglide/messages";
import { usePayNow } from "../api/pay-order";

/**
 * "Pay now" for an unpaid online order: a fresh attempt with the order's gateway
 * (docs/requirements/payments.md#payment-attempts).
 */
export function PayNowButton({ order, access, className = "" }: { order: Pick<Order, "_id" | "paymentMethod">; access?: string; className?: string }) {
  const payNow = usePayNow();
  const label = order.paymentMethod === "cod" ? m.order_pay_now() : m.order_pay_now_with({ method: paymentMethodName(order.paymentMethod) });
  return (
    <button
      type="button"
      onClick={() => payNow.mutate({ orderId: order._id, access })}
      disabled={payNow.isPending || payNow.isSuccess}
      className={`inline-flex h-10 items-center justify-center gap-2 rounded-full bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60 ${className}`}
    >
      <CreditCard aria-hidden className="size-4" />
      {payNow.isPending || payNow.isSuccess ? m.order_opening_payment() : label}
    </button>
  );
}
