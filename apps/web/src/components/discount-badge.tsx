import { discountPercent } from "@pasal/shared";
import { number } from "@/lib/i18n/format";

type DiscountBadgeProps = { sellingPrice: number; originalPrice?: number; className?: string };

/**
 * "-N%" from the real prices; nothing at all when there is no saving
 * (docs/requirements/home.md#product-cards).
 */
export function DiscountBadge({ sellingPrice, originalPrice, className = "" }: DiscountBadgeProps) {
  const percent = discountPercent(sellingPrice, originalPrice);
  if (percent <= 0) return null;
  return <span className={`rounded-full bg-rose-600 px-2 py-0.5 text-xs font-bold text-white ${className}`}>-{number(percent)}%</span>;
}
