import { CalendarDays, MapPin, Wallet } from "lucide-react";
import { canPayNow, type Order } from "@pasal/shared";
import { digits, showPrice } from "@/lib/i18n/format";
import { paymentInWords, refundInWords } from "@/lib/payment-words";
import { m } from "@/paraglide/messages";
import { PaymentLogo } from "@/components/payment-logo";
import { ProductImage } from "@/components/product-image";
import { addressLine, expectedDelivery, lineOptions } from "../order-format";
import { PayNowButton } from "./pay-now-button";

/**
 * The steps after an order, in the words a shopper needs
 * (docs/requirements/orders.md#order-confirmation).
 */
function nextSteps(order: Order): string[] {
  if (order.status === "cancelled") return [m.order_next_cancelled()];
  const pay = order.paymentMethod === "cod" ? m.order_next_cod() : order.paymentStatus === "completed" ? m.order_next_paid() : m.order_next_pay_now();
  return [pay, m.order_next_pack(), m.order_next_ship()];
}

/**
 * One order, as the shopper sees it right after placing it
 * (docs/requirements/orders.md#order-confirmation).
 */
export function OrderConfirmation({ order, access }: { order: Order; access?: string }) {
  const address = addressLine(order.shippingAddress);
  const paid = order.paymentStatus === "completed";
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
      <section aria-label={m.order_details_label()} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <p className="text-sm text-slate-600">{m.order_number_hint()}</p>
        <p className="mt-1 font-mono text-2xl font-bold tracking-wide text-slate-900">{order.orderId}</p>
        <ul className="mt-5 divide-y divide-slate-100 border-t border-slate-100">
          {order.products.map((line, index) => (
            <li key={`${line.productId ?? line.name}-${index}`} className="flex items-center gap-3 py-3">
              <ProductImage src={line.image} sizes="56px" alt="" className="size-14 shrink-0 rounded-lg border border-slate-100 object-contain" />
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 text-sm font-medium text-slate-900">{line.name}</p>
                {lineOptions(line) && <p className="text-xs text-slate-500">{lineOptions(line)}</p>}
                <p className="text-xs text-slate-500">{m.order_qty({ count: digits(String(line.quantity)) })}</p>
              </div>
              <span className="text-sm font-semibold whitespace-nowrap text-slate-900">{showPrice(line.price * line.quantity)}</span>
            </li>
          ))}
        </ul>
        <div className="flex justify-between border-t border-slate-100 pt-4 text-base font-bold text-slate-900">
          <span>{m.order_total()}</span>
          <span>{showPrice(order.totalAmount)}</span>
        </div>
      </section>

      <aside className="space-y-4">
        <section aria-label={m.order_payment()} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-500">
            <Wallet aria-hidden className="size-4" /> {m.order_payment()}
          </h2>
          <div className="mt-2 flex items-center justify-between gap-3">
            <p data-payment-status={order.paymentStatus} className={`font-semibold ${paid ? "text-emerald-700" : "text-slate-900"}`}>
              {paymentInWords(order)}
            </p>
            <PaymentLogo method={order.paymentMethod} className="h-6 w-auto shrink-0" />
          </div>
          {order.refundDue != null && order.refundDue > 0 && (
            <p className="mt-2 text-sm text-slate-700">{m.order_refund_due_you({ amount: showPrice(order.refundDue) })}</p>
          )}
          {refundInWords(order, showPrice) && (
            <p data-refund-status={order.refundStatus} className="mt-2 text-sm text-slate-700">
              {refundInWords(order, showPrice)}
            </p>
          )}
          {canPayNow(order) && <PayNowButton order={order} access={access} className="mt-4 w-full" />}
        </section>
        <section aria-label={m.order_delivery_label()} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm text-sm">
          <h2 className="flex items-center gap-2 font-semibold text-slate-500">
            <MapPin aria-hidden className="size-4" /> {m.order_delivery_to()}
          </h2>
          <p className="mt-2 text-slate-800">
            {order.contact.firstName} {order.contact.lastName}
            {address && <span className="block text-slate-600">{address}</span>}
            {order.contact.phone && <span className="block text-slate-600">{digits(order.contact.phone)}</span>}
          </p>
          {order.status !== "cancelled" && (
            <p className="mt-3 flex items-center gap-2 text-slate-800">
              <CalendarDays aria-hidden className="size-4 text-slate-400" />
              <span>
                {m.order_expected_delivery()} <strong>{expectedDelivery(order.createdAt, order.shippingAddress)}</strong>
              </span>
            </p>
          )}
        </section>
      </aside>

      <section aria-labelledby="next-steps" className="rounded-2xl bg-slate-50 p-5 lg:col-span-2">
        <h2 id="next-steps" className="font-semibold text-slate-900">
          {m.order_what_next()}
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
