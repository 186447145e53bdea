import { Link } from "react-router";
import { productPath, type CartLine } from "@pasal/shared";
import { ProductImage } from "@/components/product-image";
import { m } from "@/paraglide/messages";
import { number } from "@/lib/i18n/format";

/**
 * The option a line was chosen with. The server refuses a line that leaves out an option its
 * product offers, so an empty option means the product has none: nothing is shown rather than
 * the spec's "No model chosen" (docs/requirements/cart.md#cart-lines; docs/spec-deviations.md).
 */
export const optionText = (line: CartLine, field: "color" | "variant" | "model") => line[field];

export const lineKeyOf = (line: CartLine) => [line.productId, line.color, line.variant, line.model, line.bundle].join("|");

/** "Only 3 left" style stock note for a line (stock is in the line's unit: items or packs). */
export function StockNote({ line }: { line: CartLine }) {
  const available = line.bundle ? m.cart_packs_available : m.cart_items_available;
  if (line.stock <= 0) return <p className="text-xs font-medium text-rose-600">{m.cart_out_of_stock()}</p>;
  const short = line.quantity > line.stock;
  return (
    <p className={`text-xs ${short ? "font-medium text-rose-600" : "text-slate-500"}`}>
      {available({ count: number(line.stock) })}
      {short ? m.cart_lower_quantity() : ""}
    </p>
  );
}

/** Image and name, both linking to the product page, with the pack label when there is one. */
export function LineProduct({ line, imageClass }: { line: CartLine; imageClass: string }) {
  const to = productPath(line.modelName || line.productId);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Link to={to} className={`shrink-0 overflow-hidden rounded-xl border border-slate-200 bg-white ${imageClass}`}>
        <ProductImage src={line.image} sizes="80px" alt={line.name} className="size-full object-contain p-1" />
      </Link>
      <div className="min-w-0">
        <Link to={to} className="line-clamp-2 text-sm font-semibold text-slate-900 hover:text-brand-700">
          {line.name}
        </Link>
        {line.bundle && (
          <span className="mt-1 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
            {m.cart_pack({ bundle: line.bundle })}
          </span>
        )}
      </div>
    </div>
  );
}
