import { useState } from "react";
import { Link } from "react-router";
import type { Brand } from "@pasal/shared";
import { ProductImage } from "@/components/product-image";
import { brandState } from "@/lib/navigation";
import { ScrollRow } from "./scroll-row";
import { SectionHeader, toggleButtonClass } from "./section-header";

function BrandCard({ brand }: { brand: Brand }) {
  return (
    <Link
      to="/top-brands"
      state={brandState(brand.subcategoryName)}
      className="group flex h-full flex-col items-center justify-center gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md"
    >
      <ProductImage src={brand.logo || brand.image} alt="" className="h-14 w-full object-contain" />
      <span className="text-sm font-semibold text-slate-800 group-hover:text-brand-700">{brand.subcategoryName}</span>
    </Link>
  );
}

/** Brands scroll sideways, or show as a grid after "View all" (spec part 1 §2). */
export function BrandStrip({ brands }: { brands: Brand[] }) {
  const [expanded, setExpanded] = useState(false);
  if (brands.length === 0) return null;
  const toggle = (
    <button type="button" onClick={() => setExpanded((value) => !value)} className={toggleButtonClass}>
      {expanded ? "View less" : "View all"}
    </button>
  );
  return (
    <section aria-labelledby="top-brands">
      <SectionHeader id="top-brands" title="Top electronics brands" subtitle="Authorised dealer, genuine warranty" action={toggle} />
      {expanded ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {brands.map((brand) => (
            <li key={brand._id}><BrandCard brand={brand} /></li>
          ))}
        </ul>
      ) : (
        <ScrollRow label="Brands">
          {brands.map((brand) => (
            <li key={brand._id} className="w-36 shrink-0 snap-start sm:w-44"><BrandCard brand={brand} /></li>
          ))}
        </ScrollRow>
      )}
    </section>
  );
}
