import { useState } from "react";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ProductCard } from "@/components/product-card";
import { categoryState } from "@/lib/navigation";
import { useInView } from "@/lib/use-in-view";
import { ROW_COLLAPSED, useCategoryDeals } from "../api/get-category-deals";
import { pluralize } from "../plural";
import { RowSkeleton } from "./row-skeleton";
import { ScrollRow } from "./scroll-row";
import { SectionHeader, ViewAllToggle } from "./section-header";
import { m } from "@/paraglide/messages";

/**
 * "View All" appears only when a row has more than four products
 * (docs/requirements/home.md#strips-and-rows).
 */
export const VIEW_ALL_THRESHOLD = 4;

/**
 * One category's best deals; it hides if empty. Rows near the top load straight away (`eager`),
 * the others when the shopper scrolls near them.
 */
export function BestDealsRow({ category, eager = false }: { category: string; eager?: boolean }) {
  const { ref, seen } = useInView<HTMLElement>();
  const { data, isPending, isError } = useCategoryDeals(category, eager || seen);
  const [expanded, setExpanded] = useState(false);
  const items = data?.items ?? [];
  // Failures are only logged on the home page (docs/requirements/home.md#home-sections): the row just
  // disappears.
  if (isError || (data && items.length === 0)) return null;

  const headingId = `deals-${category.toLowerCase().replace(/\W+/g, "-")}`;
  const shown = expanded ? items : items.slice(0, ROW_COLLAPSED);
  const toggle = items.length > VIEW_ALL_THRESHOLD && (
    <ViewAllToggle expanded={expanded} onToggle={() => setExpanded((value) => !value)} label={pluralize(category).toLowerCase()} />
  );

  return (
    <section ref={ref} aria-labelledby={headingId}>
      <SectionHeader id={headingId} title={m.home_best_deals_on({ category: pluralize(category) })} action={toggle} />
      {isPending ? (
        <RowSkeleton />
      ) : expanded ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
          {shown.map((product) => (
            <li key={product._id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      ) : (
        <ScrollRow label={pluralize(category)}>
          {shown.map((product) => (
            <li key={product._id} className="w-[46%] shrink-0 snap-start sm:w-56">
              <ProductCard product={product} />
            </li>
          ))}
        </ScrollRow>
      )}
      {expanded && (
        <Link
          to="/products"
          state={categoryState(category)}
          className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          {m.home_browse_every({ category: category.toLowerCase() })} <ArrowRight aria-hidden className="size-4" />
        </Link>
      )}
    </section>
  );
}
