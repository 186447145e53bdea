import { Banknote, Headset, RotateCcw, Truck } from "lucide-react";
import { useReturnPromise, useShopInfo } from "@/lib/queries/get-shop-info";

/** The store's promises, as on the home page (spec part 2 §1): only what checkout and the shop's settings back (issue 14). */
export function WhyUs() {
  const { data: shop } = useShopInfo();
  const reasons = [
    { icon: Truck, title: "Free delivery", text: "Anywhere across Nepal" },
    { icon: RotateCcw, title: useReturnPromise(), text: "Not right? Send it back" },
    { icon: Banknote, title: "Cash on delivery", text: "Pay when it arrives" },
    ...(shop?.supportHours ? [{ icon: Headset, title: "Help when you need it", text: shop.supportHours }] : []),
  ];
  return (
    <section aria-labelledby="why-us" className="rounded-3xl bg-slate-900 px-6 py-8 text-white sm:px-10">
      <h2 id="why-us" className="text-lg font-bold">Why shop with us</h2>
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
