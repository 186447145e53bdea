import { PackageSearch } from "lucide-react";
import { ErrorState } from "@/components/error-state";
import { ProductCard } from "@/components/product-card";
import { Spinner } from "@/components/spinner";
import { errorMessage } from "@/lib/api-client";
import type { useProductListing } from "../api";

type ListingResultsProps = {
  listing: ReturnType<typeof useProductListing>;
  onClearAll: () => void;
};

/** Cards pass a flag that they were opened from the listing (spec part 2, "Product listing"). */
const CARD_LINK_STATE = { fromProducts: true };

export function ListingResults({ listing, onClearAll }: ListingResultsProps) {
  const { data, isPending, isError, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = listing;

  if (isPending) return <Spinner label="Loading products..." />;
  if (isError) return <ErrorState title="Failed to load products" message={errorMessage(error)} onRetry={() => void refetch()} />;

  const items = data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
        <PackageSearch aria-hidden className="mb-4 size-12 text-slate-300" />
        <h2 className="text-lg font-semibold text-slate-900">No products found</h2>
        <p className="mt-1 text-sm text-slate-500">Try adjusting your filters</p>
        <button type="button" onClick={onClearAll} className="mt-6 rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700">
          Clear all filters
        </button>
      </div>
    );
  }

  return (
    <div>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
        {items.map((product) => (
          <li key={product._id}>
            <ProductCard product={product} linkState={CARD_LINK_STATE} />
          </li>
        ))}
      </ul>
      {hasNextPage && (
        <div className="mt-8 flex justify-center">
          <button
            type="button"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
            className="rounded-full border border-slate-300 bg-white px-8 py-2.5 text-sm font-semibold text-slate-800 shadow-sm hover:border-brand-300 hover:text-brand-700 disabled:opacity-60"
          >
            {isFetchingNextPage ? "Loading…" : "Load more"}
          </button>
        </div>
      )}
    </div>
  );
}
