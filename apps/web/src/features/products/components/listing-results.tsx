import type { MouseEvent } from "react";
import { useLocation } from "react-router";
import { ErrorState } from "@/components/error-state";
import { ProductCard } from "@/components/product-card";
import { ProductGridSkeleton } from "@/components/skeleton";
import { errorMessage } from "@/lib/api-client";
import { PagePart } from "@/lib/page-part";
import { cardTitle, readRememberedPhoneModel } from "@/lib/phone-model";
import { saveScroll, useRestoreScroll } from "@/lib/scroll-memory";
import type { useProductListing } from "../api";
import { ListingEmpty } from "./listing-empty";
import { ProductRow } from "./product-row";
import { m } from "@/paraglide/messages";

/** Cards in the listing's first row on a phone (two columns). */
const FIRST_ROW = 2;

type ListingResultsProps = {
  listing: ReturnType<typeof useProductListing>;
  search?: string;
  onClearAll: () => void;
};

/**
 * Cards pass a flag that they were opened from the listing
 * (docs/requirements/catalogue.md#product-listing).
 */
export const CARD_LINK_STATE = { fromProducts: true };
export const LISTING_SCROLL_PAGE = "products";

export function ListingResults({ listing, search, onClearAll }: ListingResultsProps) {
  const { data, isPending, isError, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = listing;
  const { pathname, search: query } = useLocation();
  const address = pathname + query;
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  useRestoreScroll(LISTING_SCROLL_PAGE, address, items.length > 0);

  if (isPending) return <ProductGridSkeleton label={m.list_loading()} />;
  if (isError) return <ErrorState title={m.list_load_failed()} message={errorMessage(error)} error={error} onRetry={() => void refetch()} />;
  if (items.length === 0) return <ListingEmpty search={search} onClearAll={onClearAll} />;

  // Opening a product remembers where the list was, for the way back.
  const rememberScroll = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest("a")) saveScroll(LISTING_SCROLL_PAGE, address);
  };
  const phoneModel = readRememberedPhoneModel();
  const titleOf = (product: (typeof items)[number]) => cardTitle(product.name, product.model, phoneModel);

  // Each card of a server-rendered page hydrates on its own (blocking time on a phone,
  // docs/requirements/performance.md#first-load-budget; lib/page-part.tsx).
  return (
    <div onClickCapture={rememberScroll}>
      {search ? (
        <ul className="space-y-3">
          {items.map((product) => (
            <li key={product._id}>
              <PagePart id={`result-${product._id}`}>
                <ProductRow product={product} title={titleOf(product)} linkState={CARD_LINK_STATE} />
              </PagePart>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
          {items.map((product, index) => (
            <li key={product._id}>
              {/* The first row on a phone is the listing's largest paint: no lazy loading there. */}
              <PagePart id={`card-${product._id}`}>
                <ProductCard product={product} title={titleOf(product)} linkState={CARD_LINK_STATE} priority={index < FIRST_ROW} />
              </PagePart>
            </li>
          ))}
        </ul>
      )}
      {hasNextPage && (
        <div className="mt-8 flex justify-center">
          <button
            type="button"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
            className="rounded-full border border-slate-300 bg-white px-8 py-2.5 text-sm font-semibold text-slate-800 shadow-sm hover:border-brand-300 hover:text-brand-700 disabled:opacity-60"
          >
            {isFetchingNextPage ? m.list_loading_more() : m.list_load_more()}
          </button>
        </div>
      )}
    </div>
  );
}
