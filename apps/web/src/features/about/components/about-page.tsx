import { ArrowDown, CheckCircle2, Leaf } from "lucide-react";
import { Link } from "react-router";
import { useShopInfo } from "@/lib/queries/get-shop-info";
import { usePageMeta } from "@/lib/use-page-meta";
import { COMMITMENTS, STATS } from "../about-content";
import { CoreValues, GroupEcosystem } from "./company-sections";
import { SectionHeading } from "./section-heading";

const scrollToAbout = () => document.getElementById("about-section")?.scrollIntoView({ behavior: "smooth", block: "start" });

/** /about (spec part 2 "About", the second page): stats, commitments, values, group and sustainability. */
export function AboutPage() {
  usePageMeta("About Us", "Pasal in numbers, our commitments to you, our values and the group we belong to.");
  const { data: shop } = useShopInfo();
  return (
    <div className="pb-6">
      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-20 text-center sm:py-28">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">Since 2019</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
            Nepal's home for <span className="text-brand-600">genuine</span> electronics
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-600">Authorized products, fair prices and free delivery, from Mechi to Mahakali.</p>
          <button
            type="button"
            onClick={scrollToAbout}
            className="mt-8 inline-flex items-center gap-2 rounded-full bg-brand-600 px-6 py-3 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            Discover our story <ArrowDown aria-hidden className="size-4" />
          </button>
        </div>
      </section>

      <section id="about-section" aria-labelledby="about-title" className="mx-auto max-w-6xl scroll-mt-24 px-4 py-16 lg:px-6">
        <SectionHeading
          id="about-title"
          eyebrow="About us"
          title="Technology you can trust"
          text="We started as a single counter in Kathmandu and grew by keeping one promise: every product we sell is the real thing, with a warranty that works."
        />
        <dl className="mt-12 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col rounded-3xl bg-white p-6 text-center shadow-xs ring-1 ring-slate-200 transition hover:ring-brand-300">
              <dt className="order-last mt-1 text-sm text-slate-600">{stat.label}</dt>
              <dd className="text-3xl font-extrabold text-brand-600 sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="commitments-title" className="bg-white py-16">
        <div className="mx-auto max-w-4xl px-4">
          <SectionHeading id="commitments-title" eyebrow="Our promise" title="Our commitments to you" />
          <ul className="mt-10 grid gap-4 sm:grid-cols-2">
            {COMMITMENTS(shop?.returnDays ?? 14).map((commitment) => (
              <li key={commitment} className="flex gap-3 rounded-2xl bg-slate-50 p-4 text-sm text-slate-700">
                <CheckCircle2 aria-hidden className="size-5 shrink-0 text-emerald-600" />
                {commitment}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="values-title" className="mx-auto max-w-6xl px-4 py-16 lg:px-6">
        <SectionHeading id="values-title" eyebrow="Core values" title="What we stand for" />
        <div className="mt-10">
          <CoreValues />
        </div>
      </section>

      <section aria-labelledby="group-title" className="mx-auto max-w-6xl px-4 pb-16 lg:px-6">
        <SectionHeading id="group-title" eyebrow="Group & ecosystem" title="Part of Pasal Group" text="Four companies, one aim: to make technology simple for Nepal." />
        <div className="mt-10">
          <GroupEcosystem />
        </div>
      </section>

      <section className="mx-auto max-w-4xl px-4">
        <Link
          to="/sustainability"
          className="flex flex-col items-center gap-4 rounded-3xl bg-emerald-50 p-8 text-center ring-1 ring-emerald-100 transition hover:ring-emerald-300 sm:flex-row sm:text-left"
        >
          <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-emerald-600 text-white">
            <Leaf aria-hidden className="size-7" />
          </span>
          <span className="flex-1">
            <span className="block text-lg font-semibold text-slate-900">Our sustainability goals</span>
            <span className="mt-1 block text-sm text-slate-600">Cleaner deliveries, less packaging and a home for your old devices.</span>
          </span>
          <span className="text-sm font-semibold text-emerald-700">Read more →</span>
        </Link>
      </section>
    </div>
  );
}
