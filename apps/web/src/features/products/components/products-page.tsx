import { useState } from "react";
import { SlidersHorizontal } from "lucide-react";
import { FALLBACK_SHOP_NAME, useShopInfo } from "@/lib/queries/get-shop-info";
import { PagePart } from "@/lib/page-part";
import { usePageMeta } from "@/lib/use-page-meta";
import { useProductListing } from "../api";
import { hasActiveFilters, listingQuery } from "../filters";
import { useListingFilters } from "../hooks/use-listing-filters";
import { FilterPanel } from "./filter-panel";
import { ListingResults } from "./listing-results";
import { MobileFilters } from "./mobile-filters";
import { SearchHeading } from "./search-heading";
import { SortSelect } from "./sort-select";
import { number } from "@/lib/i18n/format";
import { m } from "@/paraglide/messages";

export function ProductsPage() {
  const { filters, update, clearAll } = useListingFilters();
  const { search } = filters;
  const listing = useProductListing(listingQuery(filters));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { data: shop } = useShopInfo();
  const shopName = shop?.name ?? FALLBACK_SHOP_NAME;
  usePageMeta(search ? m.list_search_title({ search }) : (filters.category ?? m.list_all_products()));

  const total = listing.data?.pages[0]?.total;
  const title = filters.category ?? m.list_all_products();

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:px-6 lg:py-10">
      <header className="mb-6">
        <p className="text-xs font-semibold uppercase tracking-widest text-brand-600">{shopName}</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-1 text-sm text-slate-500">{shop?.tagline ?? m.list_tagline()}</p>
      </header>
      {search && <SearchHeading term={search} />}
      <div className="lg:grid lg:grid-cols-[15rem_1fr] lg:gap-8">
        <aside aria-label={m.list_filters()} className="hidden lg:block">
          <div className="sticky top-24 rounded-2xl border border-slate-200 bg-white px-4">
            {/* Desktop only (the phone's filters open in a sheet): a part of its own. */}
            <PagePart id="listing-filters">
              <FilterPanel filters={filters} onChange={update} />
            </PagePart>
            {hasActiveFilters(filters) && (
              <button
                type="button"
                onClick={clearAll}
                className="mb-4 w-full rounded-full border border-slate-300 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
              >
                {m.list_clear_all()}
              </button>
            )}
          </div>
        </aside>
        <section aria-label={m.list_products()}>
          {/* The cards' names are h3s: a heading above them keeps the outline whole for screen readers. */}
          {!search && <h2 className="sr-only">{m.list_products()}</h2>}
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <p className="order-last w-full text-sm text-slate-600 sm:order-none sm:w-auto" aria-live="polite">
              {total !== undefined && (total === 1 ? m.list_found_one : m.list_found)({ count: number(total) })}
            </p>
            <div className="flex w-full items-center justify-between gap-2 sm:w-auto">
              <button
                type="button"
                onClick={() => setFiltersOpen(true)}
                className="inline-flex h-10 items-center gap-2 rounded-full border border-slate-200 bg-white px-4 text-sm font-medium text-slate-800 lg:hidden"
              >
                <SlidersHorizontal aria-hidden className="size-4" /> {m.list_filters()}
              </button>
              <SortSelect value={filters.sort} onChange={(sort) => update({ sort })} />
            </div>
          </div>
          <ListingResults listing={listing} search={search} onClearAll={clearAll} />
        </section>
      </div>
      {filtersOpen && <MobileFilters filters={filters} total={total} onChange={update} onClearAll={clearAll} onClose={() => setFiltersOpen(false)} />}
    </div>
  );
}
