import type { ReactNode } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useSlideCarousel } from "../hooks/use-slide-carousel";
import { number } from "@/lib/i18n/format";
import { m } from "@/paraglide/messages";

type SlideCarouselProps<T> = {
  label: string;
  items: T[];
  intervalMs: number;
  renderSlide: (item: T, index: number) => ReactNode;
  getKey: (item: T) => string;
  /** Controls drawn light on a dark background, or dark on a light one. */
  tone: "dark" | "light";
  className?: string;
};

const toneClasses = {
  dark: { button: "bg-white/15 text-white hover:bg-white/30", dot: "bg-white", idle: "bg-white/60 hover:bg-white/80" },
  light: { button: "bg-slate-900/5 text-slate-700 hover:bg-slate-900/10", dot: "bg-slate-900", idle: "bg-slate-900/45 hover:bg-slate-900/60" },
};

/** Slides with prev/next, dots and drag; autoplay and thresholds live in useSlideCarousel. */
export function SlideCarousel<T>({ label, items, intervalMs, renderSlide, getKey, tone, className = "" }: SlideCarouselProps<T>) {
  const carousel = useSlideCarousel(items.length, intervalMs);
  const colors = toneClasses[tone];
  const arrow = `grid size-9 place-items-center rounded-full backdrop-blur transition ${colors.button}`;

  return (
    <section aria-roledescription={m.home_carousel()} aria-label={label} className={`relative overflow-hidden ${className}`} {...carousel.holdProps}>
      <div {...carousel.viewportProps} className={`touch-pan-y select-none overflow-hidden ${carousel.dragging ? "cursor-grabbing" : "cursor-grab"}`}>
        <div
          style={carousel.trackStyle}
          className={`flex ${carousel.dragging ? "" : "transition-transform duration-500 ease-out motion-reduce:transition-none"}`}
        >
          {items.map((item, index) => (
            <div
              key={getKey(item)}
              role="group"
              aria-roledescription={m.home_slide()}
              aria-label={m.home_slide_position({ position: number(index + 1), count: number(items.length) })}
              inert={index !== carousel.index}
              aria-hidden={index !== carousel.index}
              className="w-full shrink-0"
            >
              {renderSlide(item, index)}
            </div>
          ))}
        </div>
      </div>
      {items.length > 1 && (
        <div className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-3 sm:bottom-4">
          <button type="button" onClick={carousel.prev} aria-label={m.home_previous_slide()} className={arrow}>
            <ChevronLeft aria-hidden className="size-5" />
          </button>
          {/* Each dot is drawn in the middle of a 24 px target (bg-clip-content): big enough to tap. */}
          <div className="flex items-center">
            {items.map((item, index) => (
              <button
                key={getKey(item)}
                type="button"
                onClick={() => carousel.goTo(index)}
                aria-label={m.home_go_to_slide({ position: number(index + 1) })}
                aria-current={index === carousel.index}
                className={`h-6 rounded-full bg-clip-content p-2 transition-all ${index === carousel.index ? `w-10 ${colors.dot}` : `w-6 ${colors.idle}`}`}
              />
            ))}
          </div>
          <button type="button" onClick={carousel.next} aria-label={m.home_next_slide()} className={arrow}>
            <ChevronRight aria-hidden className="size-5" />
          </button>
        </div>
      )}
    </section>
  );
}
