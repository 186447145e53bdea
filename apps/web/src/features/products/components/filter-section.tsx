import { useState, type ReactNode } from "react";
import { ChevronDown } from "lucide-react";

type FilterSectionProps = { title: string; children: ReactNode; initiallyOpen?: boolean };

/** A collapsible group in the filter panel (docs/requirements/catalogue.md#product-listing). */
export function FilterSection({ title, children, initiallyOpen = true }: FilterSectionProps) {
  // Decided once: afterwards the shopper opens and closes it.
  const [open] = useState(initiallyOpen);
  return (
    <details open={open} className="group border-b border-slate-200 py-4 last:border-b-0">
      <summary className="flex cursor-pointer list-none items-center justify-between text-sm font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
        {title}
        <ChevronDown aria-hidden className="size-4 text-slate-400 transition group-open:rotate-180" />
      </summary>
      <div className="mt-3">{children}</div>
    </details>
  );
}
