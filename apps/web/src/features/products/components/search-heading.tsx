import { Link } from "react-router";
import { m } from "@/paraglide/messages";

/**
 * Shown above search results, with a way back to the whole catalogue
 * (docs/requirements/catalogue.md#product-listing).
 */
export function SearchHeading({ term }: { term: string }) {
  return (
    <div className="mb-6 flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <h2 className="text-xl font-bold text-slate-900">{m.list_search_results_for({ term })}</h2>
      <Link to="/products" className="text-sm font-semibold text-brand-700 hover:underline">
        {m.list_clear_search()}
      </Link>
    </div>
  );
}
