import { GraduationCap, HeartHandshake, Rocket, Wallet } from "lucide-react";

const BENEFITS = [
  { icon: Rocket, title: "Grow with us", text: "We are one of Nepal's fastest-growing electronics stores: your work reaches shoppers in every province." },
  { icon: GraduationCap, title: "Keep learning", text: "Training on new products and tools, and time to learn what you want to do next." },
  { icon: Wallet, title: "Fair pay", text: "Competitive salary, festival bonus (Dashain), and staff prices on every product we sell." },
  { icon: HeartHandshake, title: "Good people", text: "A friendly team that helps each other and listens to ideas from everyone." },
];

/** The four benefits of spec part 2 §2 Careers. */
export function WhyJoinUs() {
  return (
    <section aria-labelledby="why-join-us">
      <h2 id="why-join-us" className="mb-4 text-xl font-bold text-slate-900 sm:text-2xl">Why Join Us</h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-slate-200 bg-white p-5">
            <span className="grid size-10 place-items-center rounded-xl bg-brand-50 text-brand-600">
              <Icon aria-hidden className="size-5" />
            </span>
            <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
            <p className="mt-1 text-sm text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
