import { useEffect, useState, type KeyboardEvent } from "react";
import { PRICE_FILTER_MAX, PRICE_FILTER_MIN, PRICE_FILTER_STEP } from "@pasal/shared";
import { showPrice } from "@/lib/i18n/format";
import { orderedRange, parsePriceInput, snapToStep, type PriceRange } from "../price";
import { m } from "@/paraglide/messages";

type PriceFilterProps = { value: PriceRange; onChange: (range: PriceRange) => void };

const SLIDER_SETTLE_MS = 400;

const inputClass =
  "h-10 w-full rounded-lg border border-slate-300 bg-white px-2.5 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100";
// Two range inputs share one track; only their thumbs take the pointer.
const sliderClass =
  "pointer-events-none absolute inset-x-0 top-1/2 h-1.5 w-full -translate-y-1/2 appearance-none bg-transparent [&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-5 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-white [&::-moz-range-thumb]:bg-brand-600 [&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-5 [&::-webkit-slider-thumb]:cursor-pointer [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-white [&::-webkit-slider-thumb]:bg-brand-600 [&::-webkit-slider-thumb]:shadow";

/**
 * Price from 0 to 200000 (docs/requirements/catalogue.md#product-listing): two boxes (applied on Enter
 * or leaving the box; empty or invalid counts as 0) and a two-thumb slider on 1000 steps (applied when
 * it settles).
 */
export function PriceFilter({ value, onChange }: PriceFilterProps) {
  const [draft, setDraft] = useState({ min: String(value.minPrice), max: String(value.maxPrice) });
  const [slider, setSlider] = useState<PriceRange | null>(null);

  // Follow outside changes (Clear all, back/forward), one box at a time so that applying one
  // box never wipes what is being typed in the other.
  useEffect(() => setDraft((draft) => ({ ...draft, min: String(value.minPrice) })), [value.minPrice]);
  useEffect(() => setDraft((draft) => ({ ...draft, max: String(value.maxPrice) })), [value.maxPrice]);

  useEffect(() => {
    if (!slider) return;
    const timer = window.setTimeout(() => {
      onChange(slider);
      setSlider(null);
    }, SLIDER_SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [slider, onChange]);

  const commitBoxes = () => {
    const range = orderedRange(parsePriceInput(draft.min), parsePriceInput(draft.max));
    setDraft({ min: String(range.minPrice), max: String(range.maxPrice) });
    if (range.minPrice !== value.minPrice || range.maxPrice !== value.maxPrice) onChange(range);
  };
  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => event.key === "Enter" && commitBoxes();

  const shown = slider ?? value;
  const moveSlider = (end: "minPrice" | "maxPrice", raw: string) => {
    const next = { ...shown, [end]: snapToStep(Number(raw)) };
    // A thumb cannot pass the other one.
    if (next.minPrice > next.maxPrice) next[end] = end === "minPrice" ? next.maxPrice : next.minPrice;
    setSlider(next);
    setDraft({ min: String(next.minPrice), max: String(next.maxPrice) });
  };
  const left = (shown.minPrice / PRICE_FILTER_MAX) * 100;
  const right = 100 - (shown.maxPrice / PRICE_FILTER_MAX) * 100;

  return (
    <div className="space-y-4 px-2">
      <div className="flex items-center gap-2">
        <label className="flex-1 text-xs font-medium text-slate-500">
          {m.list_min_rs()}
          <input
            inputMode="numeric"
            aria-label={m.list_min_price()}
            value={draft.min}
            onChange={(e) => setDraft({ ...draft, min: e.target.value })}
            onBlur={commitBoxes}
            onKeyDown={onEnter}
            className={`mt-1 ${inputClass}`}
          />
        </label>
        <span aria-hidden className="mt-5 text-slate-400">
          –
        </span>
        <label className="flex-1 text-xs font-medium text-slate-500">
          {m.list_max_rs()}
          <input
            inputMode="numeric"
            aria-label={m.list_max_price()}
            value={draft.max}
            onChange={(e) => setDraft({ ...draft, max: e.target.value })}
            onBlur={commitBoxes}
            onKeyDown={onEnter}
            className={`mt-1 ${inputClass}`}
          />
        </label>
      </div>
      <div className="relative h-5">
        <div className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-slate-200" />
        <div className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-brand-500" style={{ left: `${left}%`, right: `${right}%` }} />
        {(["minPrice", "maxPrice"] as const).map((end) => (
          <input
            key={end}
            type="range"
            min={PRICE_FILTER_MIN}
            max={PRICE_FILTER_MAX}
            step={PRICE_FILTER_STEP}
            value={shown[end]}
            aria-label={end === "minPrice" ? m.list_min_slider() : m.list_max_slider()}
            aria-valuetext={showPrice(shown[end])}
            onChange={(event) => moveSlider(end, event.target.value)}
            className={sliderClass}
          />
        ))}
      </div>
      <p className="flex justify-between text-xs text-slate-500">
        <span>{showPrice(shown.minPrice)}</span>
        <span>{shown.maxPrice >= PRICE_FILTER_MAX ? `${showPrice(PRICE_FILTER_MAX)}+` : showPrice(shown.maxPrice)}</span>
      </p>
    </div>
  );
}
