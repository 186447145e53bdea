import { Star } from "lucide-react";
import { digits, number } from "@/lib/i18n/format";
import { m } from "@/paraglide/messages";

/** Ratings are shown rounded to the nearest half star (spec part 2 §9). */
export function roundToHalf(rating: number): number {
  return Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
}

type StarRatingProps = { rating: number; reviews?: number; size?: "sm" | "md" };

export function StarRating({ rating, reviews, size = "sm" }: StarRatingProps) {
  const rounded = roundToHalf(rating);
  const iconSize = size === "sm" ? "size-3.5" : "size-5";
  return (
    <div className="flex items-center gap-1.5">
      <div role="img" aria-label={m.common_rated({ rating: digits(String(rounded)) })} className="flex">
        {[1, 2, 3, 4, 5].map((position) => {
          const fill = rounded >= position ? 100 : rounded >= position - 0.5 ? 50 : 0;
          return (
            <span key={position} className={`relative ${iconSize}`}>
              <Star aria-hidden className={`absolute inset-0 ${iconSize} text-slate-300`} />
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill}%` }}>
                <Star aria-hidden className={`${iconSize} fill-amber-400 text-amber-400`} />
              </span>
            </span>
          );
        })}
      </div>
      {reviews !== undefined && <span className="text-xs text-slate-500">({number(reviews)})</span>}
    </div>
  );
}
