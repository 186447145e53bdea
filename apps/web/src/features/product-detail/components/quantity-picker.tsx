import { Minus, Plus } from "lucide-react";
import { packSize } from "@pasal/shared";
import { number } from "@/lib/i18n/format";
import { m } from "@/paraglide/messages";

type QuantityPickerProps = { quantity: number; stock: number; packLabel: string | null; onChange: (quantity: number) => void };

const stepClass =
  "grid size-10 place-items-center text-slate-700 transition hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent";

/**
 * 1 up to the stock, in line units: with a screen-protector pack chosen it counts packs and
 * `stock` is whole packs (the cart's unit: docs/requirements/cart.md#cart-lines, and
 * docs/spec-deviations.md on packs).
 */
export function QuantityPicker({ quantity, stock, packLabel, onChange }: QuantityPickerProps) {
  const max = Math.max(1, stock);
  const pieces = packLabel ? quantity * packSize(packLabel) : null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span id="quantity-label" className="text-sm font-semibold text-slate-900">
        {packLabel ? m.product_packs() : m.product_quantity()}
      </span>
      <div role="group" aria-labelledby="quantity-label" className="inline-flex items-center overflow-hidden rounded-full border border-slate-300 bg-white">
        <button type="button" onClick={() => onChange(quantity - 1)} disabled={quantity <= 1} aria-label={m.product_decrease()} className={stepClass}>
          <Minus aria-hidden className="size-4" />
        </button>
        <output aria-live="polite" className="w-10 text-center text-sm font-semibold text-slate-900">
          {number(quantity)}
        </output>
        <button type="button" onClick={() => onChange(quantity + 1)} disabled={quantity >= max} aria-label={m.product_increase()} className={stepClass}>
          <Plus aria-hidden className="size-4" />
        </button>
      </div>
      {packLabel && (
        <p className="text-sm text-slate-600">
          {(pieces === 1 ? m.product_pack_pieces_one : m.product_pack_pieces)({ pack: packLabel, count: number(pieces ?? 0) })}
        </p>
      )}
    </div>
  );
}
