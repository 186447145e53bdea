import type { ReactNode } from "react";
import { RotateCcw, Truck } from "lucide-react";
import { type CartLine } from "@pasal/shared";
import { ProductImage } from "@/components/product-image";
import { useReturnPromise } from "@/lib/queries/get-shop-info";
import { digits, showPrice } from "@/lib/i18n/format";
import { m } from "@/paraglide/messages";
import { chosenOptions } from "../checkout-values";
import type { StockConflict } from "../api/place-order";

type OrderSummaryProps = {
  lines: CartLine[];
  total: number;
  /** The line the server refused (409), marked in the list. */
  conflict: StockConflict | null;
  children: ReactNode;
};

/**
 * Lines, subtotal = total, the return promise and free delivery
 * (docs/requirements/orders.md#checkout-form), then the buttons.
 */
export function OrderSummary({ lines, total, conflict, children }: OrderSummaryProps) {
  const returnPromise = useReturnPromise();
  return (
    <section aria-labelledby="order-summary" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="order-summary" className="text-lg font-bold text-slate-900">
        {m.checkout_summary_title()}
      </h2>
      <ul className="mt-4 divide-y divide-slate-100">
        {lines.map((line) => {
          const short = conflict?.productId === line.productId;
          const options = chosenOptions(line);
          return (
            <li key={`${line.productId}-${line.color}-${line.variant}-${line.model}-${line.bundle}`} className="flex gap-3 py-3">
              <ProductImage src={line.image} sizes="64px" alt="" className="size-16 shrink-0 rounded-lg border border-slate-100 object-contain" />
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 text-sm font-medium text-slate-900">{line.name}</p>
                {options && <p className="text-xs text-slate-500">{options}</p>}
                <p className="text-xs text-slate-500">
                  {m.checkout_qty({ count: digits(String(line.quantity)) })}
                  {line.quantity > 1 && <span className="whitespace-nowrap"> × {showPrice(line.price)}</span>}
                </p>
                {short && (
                  <p className="mt-1 text-xs font-semibold text-rose-600">
                    {conflict.unitsLeft > 0 ? m.checkout_only_left({ count: digits(String(conflict.unitsLeft)) }) : m.checkout_out_of_stock()}
                  </p>
                )}
              </div>
              <p className="text-sm font-semibold whitespace-nowrap text-slate-900">{showPrice(line.price * line.quantity)}</p>
            </li>
          );
        })}
      </ul>
      <dl className="mt-2 space-y-2 border-t border-slate-100 pt-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-600">{m.checkout_subtotal()}</dt>
          <dd className="whitespace-nowrap font-medium text-slate-900">{showPrice(total)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-600">{m.checkout_delivery()}</dt>
          <dd className="font-medium text-emerald-700">{m.checkout_free()}</dd>
        </div>
        <div className="flex justify-between border-t border-slate-100 pt-3 text-base">
          <dt className="font-bold text-slate-900">{m.checkout_total()}</dt>
          <dd className="whitespace-nowrap font-bold text-slate-900">{showPrice(total)}</dd>
        </div>
      </dl>
      <ul className="mt-4 space-y-2 rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
        <li className="flex items-center gap-2">
          <RotateCcw aria-hidden className="size-4 text-brand-600" /> {returnPromise}
        </li>
        <li className="flex items-center gap-2">
          <Truck aria-hidden className="size-4 text-brand-600" /> {m.checkout_free_delivery()}
        </li>
      </ul>
      <div className="mt-5">{children}</div>
    </section>
  );
}
