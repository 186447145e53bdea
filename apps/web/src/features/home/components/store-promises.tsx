import { BadgeCheck, RotateCcw, ShieldCheck, Truck } from "lucide-react";
import { useReturnPromise } from "@/lib/queries/get-shop-info";
import { m } from "@/paraglide/messages";

/** The claims the storefront makes to shoppers (spec part 1 §1). */
export function StorePromises() {
  const promises = [
    { icon: Truck, title: m.home_free_delivery(), text: m.home_free_delivery_text() },
    { icon: RotateCcw, title: useReturnPromise(), text: m.home_return_text() },
    { icon: ShieldCheck, title: m.home_warranty(), text: m.home_warranty_text() },
    { icon: BadgeCheck, title: m.home_genuine(), text: m.home_genuine_text() },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {promises.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-2.5 sm:p-4">
          <span className="grid size-9 shrink-0 sm:size-10 place-items-center rounded-xl bg-brand-50 text-brand-600">
            <Icon aria-hidden className="size-5" />
          </span>
          <span className="min-w-0">
            <span className="block text-xs font-semibold text-slate-900 sm:text-sm">{title}</span>
            <span className="hidden text-xs text-slate-500 sm:block">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
