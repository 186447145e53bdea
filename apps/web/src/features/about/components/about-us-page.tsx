import { ArrowDown, CheckCircle2, Leaf } from "lucide-react";
import { Link } from "react-router";
import { FALLBACK_SHOP_NAME, useShopInfo } from "@/lib/queries/get-shop-info";
import { usePageMeta } from "@/lib/use-page-meta";
import { m } from "@/paraglide/messages";
import { COMMITMENTS } from "../about-content";
import { AboutCta } from "./about-cta";
import { AboutLegal } from "./about-legal";
import { CoreValues } from "./company-sections";
import { ParallaxHero } from "./parallax-hero";
import { SectionHeading } from "./section-heading";
import { ShopFigures } from "./shop-figures";

const scrollToAbout = () => document.getElementById("about-section")?.scrollIntoView({ behavior: "smooth", block: "start" });

/**
 * /aboutus, the one About page (/about redirects here; docs/requirements/content-pages.md#about). Every
 * fact and figure on it comes from the shop's settings and data: the numbers from GET /api/shop/stats,
 * the business details from GET /api/shop. What no data backs (invented staff, history, sister
 * companies, "genuine" and "authorised" claims) is not shown; docs/spec-deviations.md.
 */
export function AboutUsPage() {
  const { data: shop } = useShopInfo();
  const name = shop?.name ?? FALLBACK_SHOP_NAME;
  usePageMeta(m.about_meta_title(), m.about_meta_description({ name }));
  return (
    <div className="pb-6">
      <ParallaxHero>
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-200">{m.about_eyebrow()}</p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-6xl">{m.about_hero_title()}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-brand-100">{m.about_hero_text()}</p>
        <button
          type="button"
          onClick={scrollToAbout}
          className="mt-8 inline-flex items-center gap-2 rounded-full bg-white px-6 py-3 text-sm font-semibold text-brand-700 shadow-sm hover:bg-brand-50"
        >
          {m.about_discover()} <ArrowDown aria-hidden className="size-4" />
        </button>
      </ParallaxHero>

      <section id="about-section" aria-labelledby="about-title" className="mx-auto max-w-6xl scroll-mt-24 px-4 py-16 lg:px-6">
        <SectionHeading id="about-title" eyebrow={m.about_eyebrow()} title={m.about_in_numbers({ name })} text={m.about_numbers_text()} />
        <ShopFigures />
      </section>

      <section aria-labelledby="commitments-title" className="bg-white py-16">
        <div className="mx-auto max-w-4xl px-4">
          <SectionHeading id="commitments-title" eyebrow={m.about_promise_eyebrow()} title={m.about_promise_title()} />
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
        <SectionHeading id="values-title" eyebrow={m.about_values_eyebrow()} title={m.about_values_title()} />
        <div className="mt-10">
          <CoreValues />
        </div>
      </section>

      {shop && (
        <section id="legal" aria-labelledby="legal-title" className="mx-auto max-w-4xl scroll-mt-24 px-4 pb-16">
          <SectionHeading id="legal-title" eyebrow={m.about_legal_eyebrow()} title={m.about_legal_title()} />
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
            <span className="block text-lg font-semibold text-slate-900">{m.about_green_title()}</span>
            <span className="mt-1 block text-sm text-slate-600">{m.about_green_text()}</span>
          </span>
          <span className="text-sm font-semibold text-emerald-700">{m.about_read_more()}</span>
        </Link>
      </section>
      <AboutCta />
    </div>
  );
}
