import { ChevronLeft, ChevronRight } from "lucide-react";
import { buttonClass } from "./styles";

type PagerProps = { page: number; limit: number; total: number; onPage: (page: number) => void; estimate?: boolean };

/** "41–60 of 1,234" with previous and next; "of about 20,000" when the server only estimated the total. */
export function Pager({ page, limit, total, onPage, estimate = false }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / limit));
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3 pt-3 text-sm text-slate-600">
      <span>
        {first}–{last} of {estimate && "about "}
        {total.toLocaleString("en-IN")}
      </span>
      <span className="flex items-center gap-1">
        <button type="button" className={buttonClass.secondary} disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label="Previous page">
          <ChevronLeft aria-hidden className="size-4" />
        </button>
        <span className="px-2">
          Page {page} of {estimate && "about "}
          {pages}
        </span>
        <button type="button" className={buttonClass.secondary} disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label="Next page">
          <ChevronRight aria-hidden className="size-4" />
        </button>
      </span>
    </nav>
  );
}
