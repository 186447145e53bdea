import { Star } from "lucide-react";
import { number } from "@/lib/i18n/format";
import { m } from "@/paraglide/messages";

// Message functions, read when rendered (in the page's language).
const LABELS = [m.product_rating_poor, m.product_rating_fair, m.product_rating_good, m.product_rating_very_good, m.product_rating_excellent];

/** Five star buttons acting as one radio group; 0 means not chosen yet. */
export function ReviewStarsInput({ value, onChange }: { value: number; onChange: (rating: number) => void }) {
  return (
    <div>
      <div role="radiogroup" aria-label={m.product_your_rating()} className="flex gap-1">
        {LABELS.map((label, index) => {
          const stars = index + 1;
          return (
            <button
              key={stars}
              type="button"
              role="radio"
              aria-checked={value === stars}
              aria-label={(stars === 1 ? m.product_star_one : m.product_stars)({ count: number(stars) })}
              title={label()}
              onClick={() => onChange(stars)}
              className="rounded-md p-0.5 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-100"
            >
              <Star aria-hidden className={`size-8 ${stars <= value ? "fill-amber-400 text-amber-400" : "text-slate-300"}`} />
            </button>
          );
        })}
      </div>
      <p className="mt-1 h-4 text-xs text-slate-500">{value > 0 ? LABELS[value - 1]!() : m.product_tap_star()}</p>
    </div>
  );
}
