import { ArrowRight, SearchX } from "lucide-react";
import { Link } from "react-router";
import { ErrorState } from "@/components/error-state";
import { Spinner } from "@/components/spinner";
import { useSearchResults } from "../api/get-search-results";
import { SearchResultItem } from "./search-result-item";

export function SearchResults({ term }: { term: string }) {
  const { data, isPending, isError, refetch } = useSearchResults(term);

  if (!term) return <p className="py-10 text-center text-sm text-slate-500">Type a product or phone model and press Enter.</p>;
  if (isPending) return <Spinner label="Searching…" />;
  if (isError) return <ErrorState title="Search is unavailable right now" message="Please try again in a moment." onRetry={() => void refetch()} />;
  if (data.results.length === 0) {
    return (
      <div className="flex flex-col items-center py-14 text-center">
        <SearchX aria-hidden className="mb-3 size-10 text-slate-300" />
        <h2 className="text-lg font-semibold text-slate-900">No results for “{term}”</h2>
        <p className="mt-1 text-sm text-slate-500">Try different keywords</p>
      </div>
    );
  }
  return (
    <div>
      <h2 className="mb-1 break-words text-lg font-semibold text-slate-900">Results for “{term}”</h2>
      <p className="mb-3 text-sm text-slate-600" aria-live="polite">
        {data.total > data.results.length ? `Top ${data.results.length} of ${data.total} results` : `${data.total} ${data.total === 1 ? "result" : "results"}`}
      </p>
      <ul className="space-y-3">
        {data.results.map((product) => (
          <li key={product._id}><SearchResultItem product={product} /></li>
        ))}
      </ul>
      {data.total > data.results.length && (
        <Link
          to={`/products?search=${encodeURIComponent(term)}`}
          className="mt-6 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          See all results with filters <ArrowRight aria-hidden className="size-4" />
        </Link>
      )}
    </div>
  );
}
