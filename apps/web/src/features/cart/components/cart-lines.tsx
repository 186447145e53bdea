import { Fragment } from "react";
import { Trash2 } from "lucide-react";
import { cartTotal, type CartLine } from "@pasal/shared";
import { showPrice } from "@/lib/i18n/format";
import { LineProduct, lineKeyOf, optionText, StockNote } from "./line-details";
import { QuantityStepper } from "./quantity-stepper";
import { m } from "@/paraglide/messages";

export type LineHandlers = {
  onIncrement: (line: CartLine) => void;
  onDecrement: (line: CartLine) => void;
  onRemove: (line: CartLine) => void;
};

type CartLinesProps = LineHandlers & { lines: CartLine[] };

/** The options a card lists; one the product does not offer is left out. */
const OPTION_ROWS = [
  ["color", m.cart_col_color],
  ["variant", m.cart_col_variant],
  ["model", m.cart_col_model],
] as const;

const lineTotal = (line: CartLine) => showPrice(cartTotal([line]));

function RemoveButton({ line, onRemove }: { line: CartLine; onRemove: LineHandlers["onRemove"] }) {
  return (
    <button
      type="button"
      onClick={() => onRemove(line)}
      aria-label={m.cart_remove_item({ name: line.name })}
      title={m.cart_remove()}
      className="grid size-9 place-items-center rounded-full text-slate-500 transition hover:bg-rose-50 hover:text-rose-600"
    >
      <Trash2 aria-hidden className="size-4" />
    </button>
  );
}

/** Small screens: one card per line (docs/requirements/cart.md#cart-page). */
export function CartCards({ lines, ...handlers }: CartLinesProps) {
  return (
    <ul aria-label={m.cart_items_label()} className="space-y-4 md:hidden">
      {lines.map((line) => (
        <li key={lineKeyOf(line)} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-start justify-between gap-2">
            <LineProduct line={line} imageClass="size-20" />
            <RemoveButton line={line} onRemove={handlers.onRemove} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-500">{m.cart_col_price()}</dt>
            <dd className="whitespace-nowrap text-right text-slate-900">{showPrice(line.price)}</dd>
            {OPTION_ROWS.filter(([field]) => optionText(line, field)).map(([field, label]) => (
              <Fragment key={field}>
                <dt className="text-slate-500">{label()}</dt>
                <dd className="text-right text-slate-900">{optionText(line, field)}</dd>
              </Fragment>
            ))}
          </dl>
          <div className="mt-3 flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
            <div className="space-y-1">
              <QuantityStepper line={line} onIncrement={() => handlers.onIncrement(line)} onDecrement={() => handlers.onDecrement(line)} />
              <StockNote line={line} />
            </div>
            <p className="text-base font-bold text-slate-900">{lineTotal(line)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

// Message functions, read at render time in the current language; the last one is the Remove column.
const HEADINGS = [
  m.cart_col_product,
  m.cart_col_price,
  m.cart_col_quantity,
  m.cart_col_color,
  m.cart_col_variant,
  m.cart_col_model,
  m.cart_col_total,
  m.cart_remove,
];

/** Larger screens: the spec's table, one row per line. */
export function CartTable({ lines, ...handlers }: CartLinesProps) {
  return (
    <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
          <tr>
            {HEADINGS.map((heading) => (
              <th key={heading.name} scope="col" className={`px-4 py-3 ${heading === m.cart_remove ? "text-center" : ""}`}>
                {heading()}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {lines.map((line) => (
            <tr key={lineKeyOf(line)} className="align-middle">
              <td className="max-w-72 px-4 py-4">
                <LineProduct line={line} imageClass="size-16" />
              </td>
              <td className="whitespace-nowrap px-4 py-4 text-slate-700">{showPrice(line.price)}</td>
              <td className="px-4 py-4">
                <div className="space-y-1">
                  <QuantityStepper line={line} onIncrement={() => handlers.onIncrement(line)} onDecrement={() => handlers.onDecrement(line)} />
                  <StockNote line={line} />
                </div>
              </td>
              <td className="px-4 py-4 text-slate-700">{optionText(line, "color")}</td>
              <td className="px-4 py-4 text-slate-700">{optionText(line, "variant")}</td>
              <td className="px-4 py-4 text-slate-700">{optionText(line, "model")}</td>
              <td className="whitespace-nowrap px-4 py-4 font-semibold text-slate-900">{lineTotal(line)}</td>
              <td className="px-4 py-4 text-center">
                <RemoveButton line={line} onRemove={handlers.onRemove} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
