import { useState } from "react";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ProductCard } from "@/components/product-card";
import { categoryState } from "@/lib/navigation";
import { ROW_COLLAPSED, useCategoryDeals } from "../api";
import { pluralize } from "../plural";
import { ScrollRow } from "./scroll-row";
import { SectionHeader, toggleButtonClass } from "./section-header";

/** "View all" appears only when a row has more than four products (spec part 1 §2). */
const VIEW_ALL_THRESHOLD = 4;

function RowSkeleton() {
  return (
    <div aria-hidden className="flex gap-4 overflow-hidden">
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="h-80 w-44 shrink-0 animate-pulse rounded-2xl bg-slate-200/70 sm:w-56" />
      ))}
    </div>
  );
}

export function BestDealsRow({ category }: { category: string }) {
  const { data, isPending, isError } = useCategoryDeals(category);
  const [expanded, setExpanded] = useState(false);
  const items = data?.items ?? [];
  // Failures are only logged on the home page (spec part 1 §8): the row just disappears.
  if (isError || (!isPending && items.length === 0)) return null;

  const headingId = `deals-${category.toLowerCase().replace(/\W+/g, "-")}`;
  const shown = expanded ? items : items.slice(0, ROW_COLLAPSED);
  const toggle = items.length > VIEW_ALL_THRESHOLD && (
    <button type="button" onClick={() => setExpanded((value) => !value)} className={toggleButtonClass}>
      {expanded ? "View less" : "View all"}
    </button>
  );

  return (
    <section aria-labelledby={headingId}>
      <SectionHeader id={headingId} title={`Best deals on ${pluralize(category)}`} action={toggle} />
      {isPending ? (
        <RowSkeleton />
      ) : expanded ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
          {shown.map((product) => (
            <li key={product._id}><ProductCard product={product} /></li>
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
          Browse every {category.toLowerCase()} <ArrowRight aria-hidden className="size-4" />
        </Link>
      )}
    </section>
  );
}
