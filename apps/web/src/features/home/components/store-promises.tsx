import { Banknote, RotateCcw, Store, Truck } from "lucide-react";
import { useReturnPromise } from "@/lib/queries/get-shop-info";
import { useShopStats } from "@/lib/queries/get-shop-stats";
import { number } from "@/lib/i18n/format";
import { m } from "@/paraglide/messages";

/**
 * What the shop promises every order (docs/requirements/content-pages.md#about), each backed by how
 * checkout works or by data: the brand and product counts come from GET /api/shop/stats and wait for it
 * (docs/requirements/content-pages.md#about).
 */
export function StorePromises() {
  const { data: stats } = useShopStats();
  const promises = [
    { icon: Truck, title: m.home_free_delivery(), text: m.home_free_delivery_text() },
    { icon: RotateCcw, title: useReturnPromise(), text: m.home_return_text() },
    { icon: Banknote, title: m.home_cash_on_delivery(), text: m.home_cash_on_delivery_text() },
    ...(stats && stats.brands > 0
      ? [{ icon: Store, title: m.home_brand_count({ count: number(stats.brands) }), text: m.home_product_count({ count: number(stats.products) }) }]
      : []),
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
