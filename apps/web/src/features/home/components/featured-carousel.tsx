import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ProductSummary } from "@pasal/shared";
import { useCarousel } from "../hooks/use-carousel";
import { FeaturedSlide } from "./featured-slide";

/** Featured carousel: auto-advances every 5 s (spec part 1 §4, §9). */
const FEATURED_INTERVAL_MS = 5000;

const arrowClass =
  "absolute top-1/2 hidden size-11 -translate-y-1/2 place-items-center rounded-full bg-white/15 text-white backdrop-blur hover:bg-white/25 md:grid";

export function FeaturedCarousel({ products }: { products: ProductSummary[] }) {
  const { viewportRef, selected, snaps, prev, next, goTo, hoverProps } = useCarousel(FEATURED_INTERVAL_MS);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured products"
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-950 via-brand-800 to-brand-600 shadow-lg"
      {...hoverProps}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {products.map((product, index) => (
            <div
              key={product._id}
              className="min-w-0 shrink-0 grow-0 basis-full"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${products.length}`}
            >
              <FeaturedSlide product={product} />
            </div>
          ))}
        </div>
      </div>
      <button type="button" onClick={prev} aria-label="Previous slide" className={`${arrowClass} left-4`}>
        <ChevronLeft aria-hidden className="size-6" />
      </button>
      <button type="button" onClick={next} aria-label="Next slide" className={`${arrowClass} right-4`}>
        <ChevronRight aria-hidden className="size-6" />
      </button>
      <div className="absolute inset-x-0 bottom-4 flex justify-center gap-2">
        {snaps.map((_, index) => (
          <button
            key={index}
            type="button"
            onClick={() => goTo(index)}
            aria-label={`Go to slide ${index + 1}`}
            aria-current={index === selected}
            className={`h-2 rounded-full transition-all ${index === selected ? "w-6 bg-white" : "w-2 bg-white/40 hover:bg-white/70"}`}
          />
        ))}
      </div>
    </section>
  );
}
