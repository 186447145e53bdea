import { Link } from "react-router";
import type { Category } from "@pasal/shared";
import { ProductImage } from "@/components/product-image";
import { categoryState } from "@/lib/navigation";
import { SectionHeader } from "./section-header";

/** Category tiles open /products with that category preselected, replacing history (spec part 1 §2). */
export function CategoryStrip({ categories }: { categories: Category[] }) {
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="top-categories">
      <SectionHeader id="top-categories" title="Shop by category" subtitle="Find exactly what you need" />
      <ul className="scrollbar-none -mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 lg:mx-0 lg:grid lg:grid-cols-9 lg:overflow-visible lg:px-0">
        {categories.map((category) => (
          <li key={category._id} className="w-28 shrink-0 snap-start lg:w-auto">
            <Link
              to="/products"
              state={categoryState(category.categoryName)}
              replace
              className="group flex h-full flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white p-3 text-center shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md"
            >
              <span className="grid aspect-square w-full place-items-center rounded-xl bg-slate-50">
                <ProductImage src={category.image} alt="" className="size-3/4 object-contain transition group-hover:scale-110" />
              </span>
              <span className="text-xs font-semibold text-slate-800 sm:text-sm">{category.categoryName}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
