import type { Order } from "@pasal/shared";
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS, statusLabel } from "../order-format";

const pill = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset";

// Badge colours of docs/requirements/orders.md#order-statuses; a status the list does not know gets a
// neutral badge.
const STATUS_CLASS: Record<string, string> = {
  processing: "bg-amber-50 text-amber-800 ring-amber-200",
  shipped: "bg-sky-50 text-sky-800 ring-sky-200",
  delivered: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  cancelled: "bg-slate-100 text-slate-700 ring-slate-300",
  returned: "bg-rose-50 text-rose-700 ring-rose-200",
};
const NEUTRAL = "bg-slate-100 text-slate-700 ring-slate-200";

export function OrderStatusBadge({ status }: { status: Order["status"] | string }) {
  return (
    <span data-status={status} className={`${pill} ${STATUS_CLASS[status] ?? NEUTRAL}`}>
      {statusLabel(ORDER_STATUS_LABELS, status)}
    </span>
  );
}

/**
 * Payment: completed is green, anything else (pending, failed) yellow
 * (docs/requirements/orders.md#order-statuses).
 */
export function PaymentStatusBadge({ status }: { status: Order["paymentStatus"] | string }) {
  const tone = status === "completed" ? "bg-emerald-50 text-emerald-800 ring-emerald-200" : "bg-amber-50 text-amber-800 ring-amber-200";
  return (
    <span data-payment={status} className={`${pill} ${tone}`}>
      {statusLabel(PAYMENT_STATUS_LABELS, status)}
    </span>
  );
}
