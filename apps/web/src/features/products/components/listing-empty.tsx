import { PackageSearch } from "lucide-react";
import { m } from "@/paraglide/messages";

/** "No products found" with the next step (docs/requirements/catalogue.md#product-listing). */
export function ListingEmpty({ search, onClearAll }: { search?: string; onClearAll: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <PackageSearch aria-hidden className="mb-4 size-12 text-slate-300" />
      <h2 className="text-lg font-semibold text-slate-900">{search ? m.list_no_products_for({ search }) : m.list_no_products()}</h2>
      <p className="mt-1 text-sm text-slate-500">{search ? m.list_try_keywords() : m.list_try_filters()}</p>
      <button type="button" onClick={onClearAll} className="mt-6 rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700">
        {m.list_clear_all_filters()}
      </button>
    </div>
  );
}
