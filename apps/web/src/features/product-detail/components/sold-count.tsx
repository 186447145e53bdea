import { number } from "@/lib/i18n/format";
import { m } from "@/paraglide/messages";
import { useSoldCount } from "../api/get-product-extras";

/** "12 sold", counted from real orders; nothing at all while unknown, on failure, or at zero. */
export function SoldCount({ productId }: { productId: string }) {
  const { data } = useSoldCount(productId);
  if (!data || data.sold <= 0) return null;
  return <span className="text-sm text-slate-600">{m.product_sold({ count: number(data.sold) })}</span>;
}
