import { useRef } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { ProductCard } from "@/components/product-card";
import { m } from "@/paraglide/messages";
import { useSimilarProducts } from "../api/get-similar";

/** Cards are 220 px wide and the arrows move 200 px (docs/requirements/catalogue.md#product-page). */
export const SIMILAR_CARD_PX = 220;
export const SIMILAR_STEP_PX = 200;

const arrowClass = "grid size-9 place-items-center rounded-full border border-slate-200 bg-white text-slate-700 shadow-sm hover:text-brand-700";

/** Products like this one; hidden when there are none or recommendations are unavailable. */
export function SimilarProducts({ productId }: { productId: string }) {
  const { data } = useSimilarProducts(productId);
  const list = useRef<HTMLUListElement>(null);
  const items = data?.items ?? [];
  if (items.length === 0) return null;
  const scroll = (direction: 1 | -1) => list.current?.scrollBy({ left: direction * SIMILAR_STEP_PX, behavior: "smooth" });

  return (
    <section aria-labelledby="similar-products">
      <div className="mb-4 flex items-center justify-between">
        <h2 id="similar-products" className="text-lg font-bold text-slate-900">
          {m.product_similar()}
        </h2>
        <div className="flex gap-2">
          <button type="button" onClick={() => scroll(-1)} aria-label={m.product_prev_similar()} className={arrowClass}>
            <ChevronLeft aria-hidden className="size-5" />
          </button>
          <button type="button" onClick={() => scroll(1)} aria-label={m.product_next_similar()} className={arrowClass}>
            <ChevronRight aria-hidden className="size-5" />
          </button>
        </div>
      </div>
      <ul ref={list} aria-label={m.product_similar()} className="scrollbar-none flex gap-4 overflow-x-auto pb-2 pt-1">
        {items.map((product) => (
          <li key={product._id} style={{ width: SIMILAR_CARD_PX }} className="shrink-0">
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
