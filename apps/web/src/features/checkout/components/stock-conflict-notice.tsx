import { AlertCircle } from "lucide-react";
import { Link } from "react-router";
import { productPath, type CartLine } from "@pasal/shared";
import { m } from "@/paraglide/messages";
import type { StockConflict } from "../api/place-order";

/**
 * A 409 from checkout: someone bought the last units first. The server's message names the item
 * and how many are left; the way out is to change the quantity where it was chosen.
 */
export function StockConflictNotice({ conflict, buyNowLine }: { conflict: StockConflict; buyNowLine: CartLine | null }) {
  const fix = buyNowLine ? { to: productPath(buyNowLine.modelName), label: m.checkout_back_to_product() } : { to: "/cart", label: m.checkout_update_cart() };
  return (
    <div role="alert" className="mb-4 flex gap-3 rounded-xl border border-rose-200 bg-rose-50 p-3 text-sm text-rose-800">
      <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div>
        <p className="font-semibold">{conflict.message}</p>
        <p className="mt-0.5 text-rose-700">{m.checkout_not_placed()}</p>
        <Link to={fix.to} className="mt-1 inline-block font-semibold underline">
          {fix.label}
        </Link>
      </div>
    </div>
  );
}
