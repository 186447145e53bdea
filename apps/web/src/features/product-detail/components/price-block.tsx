import { type Product } from "@pasal/shared";
import { showPrice } from "@/lib/i18n/format";
import { DiscountBadge } from "@/components/discount-badge";

type PriceBlockProps = { product: Product; price: number; showSaving: boolean };

/** The current price; the struck-through original only when it belongs to the shown price. */
export function PriceBlock({ product, price, showSaving }: PriceBlockProps) {
  const original = product.originalPrice;
  const saving = showSaving && original !== undefined && original > price;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="whitespace-nowrap text-3xl font-extrabold tracking-tight text-slate-900">{showPrice(price)}</span>
      {saving && (
        <>
          <s className="whitespace-nowrap text-base text-slate-500">{showPrice(original)}</s>
          <DiscountBadge sellingPrice={price} originalPrice={original} className="text-sm" />
        </>
      )}
    </div>
  );
}
