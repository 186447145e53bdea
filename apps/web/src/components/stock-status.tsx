import { number } from "@/lib/i18n/format";
import { m } from "@/paraglide/messages";

/**
 * "{n} in stock" with a green dot, or "Out of stock" with a red dot
 * (docs/requirements/home.md#product-cards).
 */
export function StockStatus({ stock }: { stock: number }) {
  const inStock = stock > 0;
  return (
    <span className={`inline-flex items-center gap-1.5 text-xs font-medium ${inStock ? "text-emerald-700" : "text-red-600"}`}>
      <span aria-hidden className={`size-2 rounded-full ${inStock ? "bg-emerald-500" : "bg-red-500"}`} />
      {inStock ? m.common_in_stock({ count: number(stock) }) : m.common_out_of_stock()}
    </span>
  );
}
