import { ArrowRight, SearchX } from "lucide-react";
import { Link } from "react-router";
import { ErrorState } from "@/components/error-state";
import { Spinner } from "@/components/spinner";
import { useSearchResults } from "../api/get-search-results";
import { SearchResultItem } from "./search-result-item";
import { m } from "@/paraglide/messages";
import { number } from "@/lib/i18n/format";

export function SearchResults({ term }: { term: string }) {
  const { data, isPending, isError, refetch } = useSearchResults(term);

  if (!term) return <p className="py-10 text-center text-sm text-slate-500">{m.search_type_hint()}</p>;
  if (isPending) return <Spinner label={m.search_searching()} />;
  if (isError) return <ErrorState title={m.search_unavailable()} message={m.search_try_moment()} onRetry={() => void refetch()} />;
  if (data.results.length === 0) {
    return (
      <div className="flex flex-col items-center py-14 text-center">
        <SearchX aria-hidden className="mb-3 size-10 text-slate-300" />
        <h2 className="text-lg font-semibold text-slate-900">{m.search_no_results({ term })}</h2>
        <p className="mt-1 text-sm text-slate-500">{m.search_try_keywords()}</p>
      </div>
    );
  }
  return (
    <div>
      <h2 className="mb-1 break-words text-lg font-semibold text-slate-900">{m.search_results_for({ term })}</h2>
      <p className="mb-3 text-sm text-slate-600" aria-live="polite">
        {data.total > data.results.length
          ? m.search_top_of({ shown: number(data.results.length), total: number(data.total) })
          : (data.total === 1 ? m.search_one_result : m.search_results)({ count: number(data.total) })}
      </p>
      <ul className="space-y-3">
        {data.results.map((product) => (
          <li key={product._id}>
            <SearchResultItem product={product} />
          </li>
        ))}
      </ul>
      {data.total > data.results.length && (
        <Link
          to={`/products?search=${encodeURIComponent(term)}`}
          className="mt-6 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          {m.search_see_all()} <ArrowRight aria-hidden className="size-4" />
        </Link>
      )}
    </div>
  );
}
