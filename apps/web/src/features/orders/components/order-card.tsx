import { ChevronDown, MapPin } from "lucide-react";
import { Link } from "react-router";
import { canPayNow, productPath, type Order } from "@pasal/shared";
import { digits, showPrice } from "@/lib/i18n/format";
import { paymentInWords, paymentMethodName, refundInWords } from "@/lib/payment-words";
import { m } from "@/paraglide/messages";
import { ProductImage } from "@/components/product-image";
import { addressLine, lineOptions, orderDate } from "../order-format";
import { OrderStatusBadge, PaymentStatusBadge } from "./order-status-badge";
import { OrderTracker } from "./order-tracker";
import { PayNowButton } from "./pay-now-button";

type OrderCardProps = {
  order: Order;
  open: boolean;
  highlighted: boolean;
  onToggle: () => void;
};

/**
 * One order, collapsible: the summary row always shows, the details when opened
 * (docs/requirements/orders.md#orders-page).
 */
export function OrderCard({ order, open, highlighted, onToggle }: OrderCardProps) {
  const panelId = `order-${order.orderId}-details`;
  const address = addressLine(order.shippingAddress);
  return (
    <article
      id={`order-${order.orderId}`}
      aria-label={m.order_label({ id: order.orderId })}
      data-highlighted={highlighted || undefined}
      className={`scroll-mt-28 overflow-hidden rounded-2xl border bg-white shadow-sm transition-shadow duration-500 ${
        highlighted ? "border-brand-400 ring-4 ring-brand-200" : "border-slate-200"
      }`}
    >
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={open}
        aria-controls={panelId}
        className="flex w-full items-center gap-3 px-4 py-4 text-left hover:bg-slate-50 sm:px-6"
      >
        {/* A phone stacks id/date over status/total; wider screens keep one row. */}
        <span className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
          <span className="min-w-0 flex-1">
            <span className="block font-mono text-sm font-semibold whitespace-nowrap text-slate-900">{order.orderId}</span>
            <span className="block text-xs text-slate-500">{m.order_placed_on({ date: orderDate(order.createdAt) })}</span>
          </span>
          <span className="flex items-center justify-between gap-4">
            <OrderStatusBadge status={order.status} />
            <span className="text-sm font-bold whitespace-nowrap text-slate-900">{showPrice(order.totalAmount)}</span>
          </span>
        </span>
        <ChevronDown aria-hidden className={`size-5 text-slate-400 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      {open && (
        <div id={panelId} className="space-y-6 border-t border-slate-100 px-4 py-5 sm:px-6">
          <OrderTracker status={order.status} />
          <ul className="divide-y divide-slate-100">
            {order.products.map((line, index) => (
              <li key={`${line.productId ?? line.name}-${index}`} className="flex items-center gap-3 py-3">
                <ProductImage src={line.image} sizes="56px" alt="" className="size-14 shrink-0 rounded-lg border border-slate-100 object-contain" />
                <div className="min-w-0 flex-1">
                  {line.modelName ? (
                    <Link to={productPath(line.modelName)} className="line-clamp-2 text-sm font-medium text-slate-900 hover:text-brand-700">
                      {line.name}
                    </Link>
                  ) : (
                    <p className="line-clamp-2 text-sm font-medium text-slate-900">{line.name}</p>
                  )}
                  {lineOptions(line) && <p className="text-xs text-slate-500">{lineOptions(line)}</p>}
                  <p className="text-xs text-slate-500">
                    {m.order_qty({ count: digits(String(line.quantity)) })}
                    {line.quantity > 1 && <span className="whitespace-nowrap"> × {showPrice(line.price)}</span>}
                  </p>
                  {/* On a phone the line total sits under the details, leaving the name room. */}
                  <p className="mt-0.5 text-sm font-semibold text-slate-900 sm:hidden">{showPrice(line.price * line.quantity)}</p>
                </div>
                <span className="hidden text-sm font-semibold whitespace-nowrap text-slate-900 sm:block">{showPrice(line.price * line.quantity)}</span>
              </li>
            ))}
          </ul>
          <dl className="grid gap-4 text-sm sm:grid-cols-2">
            <div>
              <dt className="font-medium text-slate-500">{m.order_deliver_to()}</dt>
              <dd className="mt-1 flex gap-1.5 text-slate-800">
                <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-400" />
                <span>
                  {order.contact.firstName} {order.contact.lastName}
                  {address && <span className="block text-slate-600">{address}</span>}
                  {order.contact.phone && <span className="block text-slate-600">{digits(order.contact.phone)}</span>}
                </span>
              </dd>
            </div>
            <div>
              <dt className="font-medium text-slate-500">{m.order_payment()}</dt>
              <dd className="mt-1 flex flex-wrap items-center gap-2 text-slate-800">
                {paymentMethodName(order.paymentMethod)} <PaymentStatusBadge status={order.paymentStatus} />
              </dd>
              <dd className="mt-1 text-slate-600">{paymentInWords(order)}</dd>
              {order.refundDue != null && order.refundDue > 0 && (
                <dd className="mt-1 text-slate-700">{m.order_refund_due({ amount: showPrice(order.refundDue) })}</dd>
              )}
              {refundInWords(order, showPrice) && (
                <dd data-refund-status={order.refundStatus} className="mt-1 text-slate-700">
                  {refundInWords(order, showPrice)}
                </dd>
              )}
              {canPayNow(order) && (
                <dd className="mt-3">
                  <PayNowButton order={order} />
                </dd>
              )}
              {order.trackingNumber && (
                <>
                  <dt className="mt-3 font-medium text-slate-500">{m.order_tracking_number()}</dt>
                  <dd className="mt-1 font-mono text-slate-800">{order.trackingNumber}</dd>
                  {order.trackingUrl && (
                    <dd className="mt-1">
                      <a
                        href={order.trackingUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="font-medium text-brand-700 underline hover:text-brand-800"
                      >
                        {m.order_track_parcel()}
                      </a>
                    </dd>
                  )}
                </>
              )}
              {order.courierStatus && order.status === "shipped" && (
                <>
                  <dt className="mt-3 font-medium text-slate-500">{m.order_courier_status()}</dt>
                  <dd className="mt-1 text-slate-800">{order.courierStatus}</dd>
                </>
              )}
            </div>
          </dl>
        </div>
      )}
    </article>
  );
}
