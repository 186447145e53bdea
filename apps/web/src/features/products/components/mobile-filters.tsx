import { useEffect } from "react";
import { X } from "lucide-react";
import type { ListingFilters } from "../filters";
import { FilterPanel } from "./filter-panel";
import { number } from "@/lib/i18n/format";
import { m } from "@/paraglide/messages";

type MobileFiltersProps = {
  filters: ListingFilters;
  total: number | undefined;
  onChange: (change: Partial<ListingFilters>) => void;
  onClearAll: () => void;
  onClose: () => void;
};

/**
 * Full-screen filter overlay for phones, with Clear all and Apply
 * (docs/requirements/catalogue.md#product-listing).
 */
export function MobileFilters({ filters, total, onChange, onClearAll, onClose }: MobileFiltersProps) {
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  return (
    <div role="dialog" aria-modal="true" aria-label={m.list_filters()} className="fixed inset-0 z-50 flex flex-col bg-white lg:hidden">
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
        <h2 className="text-lg font-bold text-slate-900">{m.list_filters()}</h2>
        <button type="button" onClick={onClose} aria-label={m.list_close_filters()} className="grid size-10 place-items-center rounded-full hover:bg-slate-100">
          <X aria-hidden className="size-5" />
        </button>
      </div>
      <div className="flex-1 overflow-y-auto px-4">
        <FilterPanel filters={filters} onChange={onChange} />
      </div>
      <div className="flex gap-3 border-t border-slate-200 p-4">
        <button type="button" onClick={onClearAll} className="flex-1 rounded-full border border-slate-300 py-3 text-sm font-semibold text-slate-700">
          {m.list_clear_all()}
        </button>
        <button type="button" onClick={onClose} className="flex-[2] rounded-full bg-brand-600 py-3 text-sm font-semibold text-white">
          {total !== undefined ? m.list_apply_count({ count: number(total) }) : m.list_apply()}
        </button>
      </div>
    </div>
  );
}
