import { Ban, Check, PackageCheck, RotateCcw, Truck, Warehouse, type LucideIcon } from "lucide-react";
import { ORDER_TRACKER, type OrderStatus } from "@pasal/shared";
import { m } from "@/paraglide/messages";
import { ORDER_STATUS_LABELS } from "../order-format";

const ICONS: Record<(typeof ORDER_TRACKER)[number]["status"], LucideIcon> = {
  processing: Warehouse,
  shipped: Truck,
  delivered: PackageCheck,
};

// The spec's step texts (ORDER_TRACKER) in the shopper's language.
const STEP_TEXTS: Record<(typeof ORDER_TRACKER)[number]["status"], () => string> = {
  processing: m.order_step_processing,
  shipped: m.order_step_shipped,
  delivered: m.order_step_delivered,
};

/**
 * processing → shipped → delivered with the spec's texts (docs/requirements/orders.md#order-statuses). A
 * returned or cancelled order leaves the tracker for its own notice; an unknown status shows every step
 * as still to come.
 */
export function OrderTracker({ status }: { status: OrderStatus | string }) {
  if (status === "cancelled") {
    return (
      <p className="flex items-center gap-2 rounded-xl bg-slate-100 px-4 py-3 text-sm font-medium text-slate-700">
        <Ban aria-hidden className="size-4" /> {m.order_was_cancelled()}
      </p>
    );
  }
  if (status === "returned") {
    return (
      <p className="flex items-center gap-2 rounded-xl bg-rose-50 px-4 py-3 text-sm font-medium text-rose-700">
        <RotateCcw aria-hidden className="size-4" /> {m.order_was_returned()}
      </p>
    );
  }
  const reached = ORDER_TRACKER.findIndex((step) => step.status === status);
  return (
    <ol aria-label={m.order_progress()} className="grid grid-cols-3 gap-2">
      {ORDER_TRACKER.map((step, index) => {
        const Icon = index < reached ? Check : ICONS[step.status];
        const done = index <= reached;
        return (
          <li key={step.status} aria-current={index === reached ? "step" : undefined} className="relative flex flex-col items-center text-center">
            {index > 0 && <span aria-hidden className={`absolute top-5 right-1/2 h-0.5 w-[calc(100%+0.5rem)] ${done ? "bg-brand-500" : "bg-slate-200"}`} />}
            <span className={`relative z-10 grid size-10 place-items-center rounded-full ${done ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-400"}`}>
              <Icon aria-hidden className="size-5" />
            </span>
            <span className={`mt-2 text-xs font-semibold capitalize sm:text-sm ${done ? "text-slate-900" : "text-slate-400"}`}>
              {ORDER_STATUS_LABELS[step.status]()}
            </span>
            <span className={`mt-0.5 text-[11px] leading-tight sm:text-xs ${done ? "text-slate-600" : "text-slate-400"}`}>{STEP_TEXTS[step.status]()}</span>
          </li>
        );
      })}
    </ol>
  );
}
