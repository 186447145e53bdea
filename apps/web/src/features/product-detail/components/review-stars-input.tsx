import { Star } from "lucide-react";

const LABELS = ["Poor", "Fair", "Good", "Very good", "Excellent"];

/** Five star buttons acting as one radio group; 0 means not chosen yet. */
export function ReviewStarsInput({ value, onChange }: { value: number; onChange: (rating: number) => void }) {
  return (
    <div>
      <div role="radiogroup" aria-label="Your rating" className="flex gap-1">
        {LABELS.map((label, index) => {
          const stars = index + 1;
          return (
            <button
              key={stars}
              type="button"
              role="radio"
              aria-checked={value === stars}
              aria-label={`${stars} star${stars === 1 ? "" : "s"}`}
              title={label}
              onClick={() => onChange(stars)}
              className="rounded-md p-0.5 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-100"
            >
              <Star aria-hidden className={`size-8 ${stars <= value ? "fill-amber-400 text-amber-400" : "text-slate-300"}`} />
            </button>
          );
        })}
      </div>
      <p className="mt-1 h-4 text-xs text-slate-500">{value > 0 ? LABELS[value - 1] : "Tap a star to rate"}</p>
    </div>
  );
}
