import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Category } from "@pasal/shared";
import { ProductCard } from "@/components/product-card";
import { categoryState } from "@/lib/navigation";
import { useInView } from "@/lib/use-in-view";
import { useCategoryDeals } from "../api/get-category-deals";
import { pluralize } from "../plural";
import { richText } from "@/lib/rich-text";
import { m } from "@/paraglide/messages";

/**
 * The first three categories other than Phone, four products each
 * (docs/requirements/home.md#strips-and-rows).
 */
export const ACCESSORY_CATEGORIES = 3;
export const ACCESSORIES_PER_CATEGORY = 4;

export function accessoryCategories(categories: Category[]): string[] {
  return categories
    .map((category) => category.categoryName)
    .filter((name) => name.toLowerCase() !== "phone")
    .slice(0, ACCESSORY_CATEGORIES);
}

function AccessoryGroup({ category }: { category: string }) {
  const { ref, seen } = useInView<HTMLDivElement>();
  const { data, isError } = useCategoryDeals(category, seen);
  const items = (data?.items ?? []).slice(0, ACCESSORIES_PER_CATEGORY);
  if (isError || (data && items.length === 0)) return null;
  return (
    <div ref={ref}>
      <div className="mb-3 flex items-center justify-between">
        <h3 className="text-lg font-semibold text-slate-900">{pluralize(category)}</h3>
        <Link to="/products" state={categoryState(category)} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
          {richText(m.home_shop_all, { category: <span className="sr-only"> {pluralize(category).toLowerCase()}</span> })}{" "}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
      <ul className="grid min-h-40 grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {items.map((product) => (
          <li key={product._id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function AccessoriesSection({ categories }: { categories: Category[] }) {
  const names = accessoryCategories(categories);
  if (names.length === 0) return null;
  return (
    <section aria-labelledby="all-accessories" className="space-y-8">
      <div>
        <h2 id="all-accessories" className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
          {m.home_all_accessories()}
        </h2>
        <p className="mt-1 text-sm text-slate-500">{m.home_accessories_subtitle()}</p>
      </div>
      {names.map((name) => (
        <AccessoryGroup key={name} category={name} />
      ))}
    </section>
  );
}
