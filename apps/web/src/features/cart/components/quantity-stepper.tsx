import { Minus, Plus } from "lucide-react";
import { lineCap, type CartLine } from "@pasal/shared";
import { number } from "@/lib/i18n/format";
import { m } from "@/paraglide/messages";

type QuantityStepperProps = { line: CartLine; onIncrement: () => void; onDecrement: () => void };

const stepClass =
  "grid size-8 place-items-center text-slate-700 transition hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent";

/**
 * −/+ by one (docs/requirements/cart.md#cart-page). Plus is disabled at the stock (missing stock counts
 * as 0); minus stays pressable at 1 so the shopper hears why it will not go lower
 * (docs/requirements/cart.md#cart-page).
 */
export function QuantityStepper({ line, onIncrement, onDecrement }: QuantityStepperProps) {
  return (
    <div
      role="group"
      aria-label={m.cart_quantity_of({ name: line.name })}
      className="inline-flex items-center overflow-hidden rounded-full border border-slate-300 bg-white"
    >
      <button type="button" onClick={onDecrement} aria-label={m.cart_decrease({ name: line.name })} className={stepClass}>
        <Minus aria-hidden className="size-3.5" />
      </button>
      <output className="w-8 text-center text-sm font-semibold text-slate-900">{number(line.quantity)}</output>
      <button
        type="button"
        onClick={onIncrement}
        disabled={line.quantity >= lineCap(line.stock)}
        aria-label={m.cart_increase({ name: line.name })}
        className={stepClass}
      >
        <Plus aria-hidden className="size-3.5" />
      </button>
    </div>
  );
}
