import { ArrowDown, CheckCircle2, Leaf } from "lucide-react";
import { Link } from "react-router";
import { FALLBACK_SHOP_NAME, useShopInfo } from "@/lib/queries/get-shop-info";
import { usePageMeta } from "@/lib/use-page-meta";
import { COMMITMENTS } from "../about-content";
import { AboutCta } from "./about-cta";
import { AboutLegal } from "./about-legal";
import { CoreValues } from "./company-sections";
import { ParallaxHero } from "./parallax-hero";
import { SectionHeading } from "./section-heading";
import { ShopFigures } from "./shop-figures";

const scrollToAbout = () => document.getElementById("about-section")?.scrollIntoView({ behavior: "smooth", block: "start" });

/**
 * /aboutus, the one About page (/about redirects here; issue 14). Every fact and figure on it
 * comes from the shop's settings and data: the numbers from GET /api/shop/stats, the business
 * details from GET /api/shop. What no data backs (invented staff, history, sister companies,
 * "genuine" and "authorised" claims) is not shown; docs/spec-deviations.md.
 */
export function AboutUsPage() {
  const { data: shop } = useShopInfo();
  const name = shop?.name ?? FALLBACK_SHOP_NAME;
  usePageMeta("About Us", `Who runs ${name}, what every order gets, and the business details behind the shop.`);
  return (
    <div className="pb-6">
      <ParallaxHero>
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-200">About us</p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-6xl">Electronics for every corner of Nepal</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-brand-100">
          Phones, laptops, audio and accessories, with free delivery, clear prices and care after the sale.
        </p>
        <button
          type="button"
          onClick={scrollToAbout}
          className="mt-8 inline-flex items-center gap-2 rounded-full bg-white px-6 py-3 text-sm font-semibold text-brand-700 shadow-sm hover:bg-brand-50"
        >
          Discover who we are <ArrowDown aria-hidden className="size-4" />
        </button>
      </ParallaxHero>

      <section id="about-section" aria-labelledby="about-title" className="mx-auto max-w-6xl scroll-mt-24 px-4 py-16 lg:px-6">
        <SectionHeading
          id="about-title"
          eyebrow="About us"
          title={`${name} in numbers`}
          text="Counted from our own catalogue, orders and reviews, and kept up to date."
        />
        <ShopFigures />
      </section>

      <section aria-labelledby="commitments-title" className="bg-white py-16">
        <div className="mx-auto max-w-4xl px-4">
          <SectionHeading id="commitments-title" eyebrow="Our promise" title="What every order gets" />
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
        <SectionHeading id="values-title" eyebrow="Core values" title="How we mean to work" />
        <div className="mt-10">
          <CoreValues />
        </div>
      </section>

      {shop && (
        <section id="legal" aria-labelledby="legal-title" className="mx-auto max-w-4xl scroll-mt-24 px-4 pb-16">
          <SectionHeading id="legal-title" eyebrow="Legal information" title="The business behind the shop" />
          <div className="mt-10">
            <AboutLegal shop={shop} />
          </div>
        </section>
      )}

      <section className="mx-auto max-w-4xl px-4 pb-16">
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
      <AboutCta />
    </div>
  );
}
