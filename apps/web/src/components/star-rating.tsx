import type { CSSProperties } from "react";
import { digits, number } from "@/lib/i18n/format";
import { m } from "@/paraglide/messages";

/** Ratings are shown rounded to the nearest half star (docs/requirements/home.md#product-cards). */
export function roundToHalf(rating: number): number {
  return Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
}

type StarRatingProps = { rating: number; reviews?: number; size?: "sm" | "md" };

export function StarRating({ rating, reviews, size = "sm" }: StarRatingProps) {
  const rounded = roundToHalf(rating);
  // One element draws all five stars (`.stars` in index.css): 14 px or 20 px each.
  const fill = { "--stars": `${rounded * 20}%` } as CSSProperties;
  return (
    <div className="flex items-center gap-1.5">
      <span
        role="img"
        aria-label={m.common_rated({ rating: digits(String(rounded)) })}
        className={`stars ${size === "sm" ? "text-[14px]" : "text-[20px]"}`}
        style={fill}
      />
      {reviews !== undefined && <span className="text-xs text-slate-500">({number(reviews)})</span>}
    </div>
  );
}
