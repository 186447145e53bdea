import { Info } from "lucide-react";
import { Link } from "react-router";

/**
 * Search ranking arrives with a later issue (spec part 2, "Search scoring"). Until then we say
 * so plainly rather than pretend the grid below is ranked for the term.
 */
export function SearchNotice({ term }: { term: string }) {
  return (
    <div className="mb-6">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 className="text-xl font-bold text-slate-900">Search results for “{term}”</h2>
        <Link to="/products" className="text-sm font-semibold text-brand-700 hover:underline">
          Clear search
        </Link>
      </div>
      <p className="mt-3 flex items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
        Results by text search are coming soon. Meanwhile, browse the catalogue below and narrow it down with the
        filters.
      </p>
    </div>
  );
}
