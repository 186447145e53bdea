import { useState } from "react";
import { Link } from "react-router";
import type { Category } from "@pasal/shared";
import { ProductImage } from "@/components/product-image";
import { categoryState } from "@/lib/navigation";
import { ScrollRow } from "./scroll-row";
import { SectionHeader, ViewAllToggle } from "./section-header";
import { m } from "@/paraglide/messages";

function CategoryTile({ category }: { category: Category }) {
  // Opens /products with the category preselected, replacing history
  // (docs/requirements/app-shell.md#header-and-navigation).
  return (
    <Link
      to="/products"
      state={categoryState(category.categoryName)}
      replace
      className="group flex h-full flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white p-3 text-center shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md"
    >
      <span className="grid aspect-square w-full place-items-center rounded-xl bg-slate-50">
        <ProductImage src={category.image} sizes="96px" alt="" className="size-3/4 object-contain transition group-hover:scale-110" />
      </span>
      <span className="text-xs font-semibold text-slate-800 sm:text-sm">{category.categoryName}</span>
    </Link>
  );
}

/**
 * Categories scroll sideways, or show all at once after "View All"
 * (docs/requirements/home.md#strips-and-rows).
 */
export function CategoryStrip({ categories }: { categories: Category[] }) {
  const [expanded, setExpanded] = useState(false);
  if (categories.length === 0) return null;
  const toggle = <ViewAllToggle expanded={expanded} onToggle={() => setExpanded((value) => !value)} label={m.home_categories_lower()} />;
  return (
    <section aria-labelledby="top-categories">
      <SectionHeader id="top-categories" title={m.home_shop_by_category()} subtitle={m.home_shop_by_category_subtitle()} action={toggle} />
      {expanded ? (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5 lg:grid-cols-9">
          {categories.map((category) => (
            <li key={category._id}>
              <CategoryTile category={category} />
            </li>
          ))}
        </ul>
      ) : (
        <ScrollRow label={m.home_categories()}>
          {categories.map((category) => (
            <li key={category._id} className="w-28 shrink-0 snap-start sm:w-32 lg:w-36">
              <CategoryTile category={category} />
            </li>
          ))}
        </ScrollRow>
      )}
    </section>
  );
}
