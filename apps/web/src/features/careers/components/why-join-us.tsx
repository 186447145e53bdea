import { GraduationCap, HeartHandshake, Rocket, Wallet } from "lucide-react";
import { m } from "@/paraglide/messages";

// Message functions, read in the current language when rendered.
const BENEFITS = [
  { id: "grow", icon: Rocket, title: m.careers_benefit_grow, text: m.careers_benefit_grow_text },
  { id: "learn", icon: GraduationCap, title: m.careers_benefit_learn, text: m.careers_benefit_learn_text },
  { id: "pay", icon: Wallet, title: m.careers_benefit_pay, text: m.careers_benefit_pay_text },
  { id: "people", icon: HeartHandshake, title: m.careers_benefit_people, text: m.careers_benefit_people_text },
];

/** The four benefits of the careers page (docs/requirements/content-pages.md#careers). */
export function WhyJoinUs() {
  return (
    <section aria-labelledby="why-join-us">
      <h2 id="why-join-us" className="mb-4 text-xl font-bold text-slate-900 sm:text-2xl">
        {m.careers_why()}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {BENEFITS.map(({ id, icon: Icon, title, text }) => (
          <li key={id} className="rounded-2xl border border-slate-200 bg-white p-5">
            <span className="grid size-10 place-items-center rounded-xl bg-brand-50 text-brand-600">
              <Icon aria-hidden className="size-5" />
            </span>
            <h3 className="mt-3 font-semibold text-slate-900">{title()}</h3>
            <p className="mt-1 text-sm text-slate-600">{text()}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
