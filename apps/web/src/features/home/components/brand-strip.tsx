import { useState } from "react";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Brand } from "@pasal/shared";
import { ProductImage } from "@/components/product-image";
import { brandState } from "@/lib/navigation";
import { ScrollRow } from "./scroll-row";
import { SectionHeader, ViewAllToggle } from "./section-header";
import { m } from "@/paraglide/messages";

function BrandCard({ brand }: { brand: Brand }) {
  return (
    <Link
      to="/top-brands"
      state={brandState(brand.subcategoryName)}
      className="group flex h-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md"
    >
      <span className="grid size-16 shrink-0 place-items-center rounded-xl bg-slate-50 p-2">
        <ProductImage src={brand.logo || brand.image} sizes="128px" alt="" className="max-h-full max-w-full object-contain" />
      </span>
      <span className="min-w-0">
        <span className="block truncate font-semibold text-slate-900 group-hover:text-brand-700">{brand.subcategoryName}</span>
        <span className="mt-0.5 inline-flex items-center gap-1 text-xs text-slate-500">
          {m.home_view_products()} <ArrowRight aria-hidden className="size-3" />
        </span>
      </span>
    </Link>
  );
}

/**
 * One card per view on a phone, 2 from 640 px, 3 from 1024, 4 from 1280
 * (docs/requirements/home.md#strips-and-rows), each its share of the row less its share of the 1 rem
 * gaps. In CSS, so the server's HTML is already right for the shopper's screen and nothing is measured
 * or redrawn when the page hydrates.
 */
const BRAND_SLIDE = "w-full shrink-0 snap-start sm:w-[calc((100%_-_1rem)/2)] lg:w-[calc((100%_-_2rem)/3)] xl:w-[calc((100%_-_3rem)/4)]";

/**
 * Brands scroll 1–4 at a time by window width, or show as a grid after "View All"
 * (docs/requirements/home.md#strips-and-rows).
 */
export function BrandStrip({ brands }: { brands: Brand[] }) {
  const [expanded, setExpanded] = useState(false);
  if (brands.length === 0) return null;
  const toggle = <ViewAllToggle expanded={expanded} onToggle={() => setExpanded((value) => !value)} label={m.home_brands_lower()} />;
  return (
    <section aria-labelledby="top-brands">
      <SectionHeader id="top-brands" title={m.home_top_brands()} subtitle={m.home_top_brands_subtitle()} action={toggle} />
      {expanded ? (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {brands.map((brand) => (
            <li key={brand._id}>
              <BrandCard brand={brand} />
            </li>
          ))}
        </ul>
      ) : (
        <ScrollRow label={m.home_brands()} gapClass="gap-4">
          {brands.map((brand) => (
            <li key={brand._id} className={BRAND_SLIDE}>
              <BrandCard brand={brand} />
            </li>
          ))}
        </ScrollRow>
      )}
    </section>
  );
}
