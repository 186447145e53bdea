import { CalendarDays, MapPin, Wallet } from "lucide-react";
import { canPayNow, deliveryRange, paymentInWords, type Order } from "@pasal/shared";
import { showPrice } from "@/lib/i18n/format";
import { PaymentLogo } from "@/components/payment-logo";
import { ProductImage } from "@/components/product-image";
import { addressLine, lineOptions } from "../order-format";
import { PayNowButton } from "./pay-now-button";

/** The steps after an order, in the words a shopper needs (issue 12 "what happens next"). */
function nextSteps(order: Order): string[] {
  if (order.status === "cancelled") return ["This order was cancelled; nothing more will happen with it."];
  const pay = order.paymentMethod === "cod"
    ? "Keep the total ready in cash: you pay the rider when the parcel is in your hands."
    : order.paymentStatus === "completed"
      ? "Your payment is received; nothing more to pay."
      : "Pay now to confirm the order: unpaid online orders are cancelled after an hour.";
  return [
    pay,
    "We check and pack your items, then hand them to the courier.",
    "We e-mail you the tracking number when it ships, and the rider calls before coming.",
  ];
}

/** One order, as the shopper sees it right after placing it (issue 12). */
export function OrderConfirmation({ order, access }: { order: Order; access?: string }) {
  const address = addressLine(order.shippingAddress);
  const paid = order.paymentStatus === "completed";
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
      <section aria-label="Order details" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <p className="text-sm text-slate-600">Your order number (quote it when you call us)</p>
        <p className="mt-1 font-mono text-2xl font-bold tracking-wide text-slate-900">{order.orderId}</p>
        <ul className="mt-5 divide-y divide-slate-100 border-t border-slate-100">
          {order.products.map((line, index) => (
            <li key={`${line.productId ?? line.name}-${index}`} className="flex items-center gap-3 py-3">
              <ProductImage src={line.image} sizes="56px" alt="" className="size-14 shrink-0 rounded-lg border border-slate-100 object-contain" />
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 text-sm font-medium text-slate-900">{line.name}</p>
                {lineOptions(line) && <p className="text-xs text-slate-500">{lineOptions(line)}</p>}
                <p className="text-xs text-slate-500">Qty {line.quantity}</p>
              </div>
              <span className="text-sm font-semibold whitespace-nowrap text-slate-900">{showPrice(line.price * line.quantity)}</span>
            </li>
          ))}
        </ul>
        <div className="flex justify-between border-t border-slate-100 pt-4 text-base font-bold text-slate-900">
          <span>Total</span>
          <span>{showPrice(order.totalAmount)}</span>
        </div>
      </section>

      <aside className="space-y-4">
        <section aria-label="Payment" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-500">
            <Wallet aria-hidden className="size-4" /> Payment
          </h2>
          <div className="mt-2 flex items-center justify-between gap-3">
            <p data-payment-status={order.paymentStatus} className={`font-semibold ${paid ? "text-emerald-700" : "text-slate-900"}`}>
              {paymentInWords(order)}
            </p>
            <PaymentLogo method={order.paymentMethod} className="h-6 w-auto shrink-0" />
          </div>
          {order.refundDue != null && order.refundDue > 0 && (
            <p className="mt-2 text-sm text-slate-700">Refund due to you: {showPrice(order.refundDue)}</p>
          )}
          {canPayNow(order) && <PayNowButton order={order} access={access} className="mt-4 w-full" />}
        </section>
        <section aria-label="Delivery" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm text-sm">
          <h2 className="flex items-center gap-2 font-semibold text-slate-500">
            <MapPin aria-hidden className="size-4" /> Delivery to
          </h2>
          <p className="mt-2 text-slate-800">
            {order.contact.firstName} {order.contact.lastName}
            {address && <span className="block text-slate-600">{address}</span>}
            {order.contact.phone && <span className="block text-slate-600">{order.contact.phone}</span>}
          </p>
          {order.status !== "cancelled" && (
            <p className="mt-3 flex items-center gap-2 text-slate-800">
              <CalendarDays aria-hidden className="size-4 text-slate-400" />
              <span>
                Expected delivery: <strong>{deliveryRange(order.createdAt, order.shippingAddress)}</strong>
              </span>
            </p>
          )}
        </section>
      </aside>

      <section aria-labelledby="next-steps" className="rounded-2xl bg-slate-50 p-5 lg:col-span-2">
        <h2 id="next-steps" className="font-semibold text-slate-900">
          What happens next
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
          {nextSteps(order).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
