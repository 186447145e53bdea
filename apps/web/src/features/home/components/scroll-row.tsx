import { useRef, type ReactNode } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { m } from "@/paraglide/messages";

const arrowClass =
  "absolute top-1/2 z-10 hidden size-10 -translate-y-1/2 place-items-center rounded-full border border-slate-200 bg-white/95 text-slate-700 shadow-md transition hover:text-brand-700 lg:grid";

type ScrollRowProps = { label: string; children: ReactNode; gapClass?: string };

/**
 * A sideways-scrolling list: swipe on touch screens, arrow buttons on desktop where a mouse
 * wheel cannot scroll sideways.
 */
export function ScrollRow({ label, children, gapClass = "gap-3 sm:gap-4" }: ScrollRowProps) {
  const list = useRef<HTMLUListElement>(null);
  const scrollBy = (direction: 1 | -1) => {
    const element = list.current;
    if (element) element.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: "smooth" });
  };

  return (
    <div className="relative">
      <ul ref={list} aria-label={label} className={`scrollbar-none flex snap-x overflow-x-auto pb-2 pt-1 ${gapClass}`}>
        {children}
      </ul>
      <button type="button" onClick={() => scrollBy(-1)} aria-label={m.home_scroll_back({ label })} className={`${arrowClass} -left-4`}>
        <ChevronLeft aria-hidden className="size-5" />
      </button>
      <button type="button" onClick={() => scrollBy(1)} aria-label={m.home_scroll_forward({ label })} className={`${arrowClass} -right-4`}>
        <ChevronRight aria-hidden className="size-5" />
      </button>
    </div>
  );
}
