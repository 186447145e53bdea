import type { ReactNode } from "react";
import { m } from "@/paraglide/messages";

type SectionHeaderProps = { id: string; title: string; subtitle?: string; action?: ReactNode };

export function SectionHeader({ id, title, subtitle, action }: SectionHeaderProps) {
  return (
    <div className="mb-4 flex items-end justify-between gap-4">
      <div className="min-w-0">
        <h2 id={id} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
          {title}
        </h2>
        {subtitle && <p className="mt-1 text-sm text-slate-500">{subtitle}</p>}
      </div>
      {action}
    </div>
  );
}

/**
 * "View All" / "View Less" between a scrolling row and a grid
 * (docs/requirements/home.md#strips-and-rows).
 */
export function ViewAllToggle({ expanded, onToggle, label }: { expanded: boolean; onToggle: () => void; label: string }) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={expanded}
      aria-label={expanded ? m.home_view_less_label({ label }) : m.home_view_all_label({ label })}
      className="shrink-0 rounded-full border border-slate-200 bg-white px-4 py-1.5 text-sm font-medium text-slate-700 hover:border-brand-300 hover:text-brand-700"
    >
      {expanded ? m.home_view_less() : m.home_view_all()}
    </button>
  );
}
