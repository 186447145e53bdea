import { SORT_OPTIONS, type SortOption } from "@pasal/shared";
import { SORT_LABELS } from "../filters";
import { m } from "@/paraglide/messages";

export function SortSelect({ value, onChange }: { value: SortOption; onChange: (sort: SortOption) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-600">
      <span className="hidden sm:inline">{m.list_sort_by()}</span>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value as SortOption)}
        aria-label={m.list_sort_by()}
        className="h-10 rounded-full border border-slate-200 bg-white px-3 pr-8 text-sm font-medium text-slate-800 focus:border-brand-400 focus:outline-none focus:ring-4 focus:ring-brand-100"
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {SORT_LABELS[option]()}
          </option>
        ))}
      </select>
    </label>
  );
}
