import { Banknote, Headset, RotateCcw, Truck } from "lucide-react";
import { useReturnPromise, useShopInfo } from "@/lib/queries/get-shop-info";
import { m } from "@/paraglide/messages";

/**
 * The store's promises, as on the home page: only what checkout and the shop's settings back
 * (docs/requirements/content-pages.md#about).
 */
export function WhyUs() {
  const { data: shop } = useShopInfo();
  const reasons = [
    { icon: Truck, title: m.home_free_delivery(), text: m.home_free_delivery_text() },
    { icon: RotateCcw, title: useReturnPromise(), text: m.product_send_back() },
    { icon: Banknote, title: m.home_cash_on_delivery(), text: m.home_cash_on_delivery_text() },
    ...(shop?.supportHours ? [{ icon: Headset, title: m.product_help_when_needed(), text: shop.supportHours }] : []),
  ];
  return (
    <section aria-labelledby="why-us" className="rounded-3xl bg-slate-900 px-6 py-8 text-white sm:px-10">
      <h2 id="why-us" className="text-lg font-bold">
        {m.product_why_us()}
      </h2>
      <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-white/10 text-brand-300">
              <Icon aria-hidden className="size-5" />
            </span>
            <span>
              <span className="block text-sm font-semibold">{title}</span>
              <span className="text-sm text-slate-300">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
