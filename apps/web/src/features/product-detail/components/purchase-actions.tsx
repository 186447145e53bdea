import { ShoppingCart, Zap } from "lucide-react";
import toast from "react-hot-toast";
import type { Product } from "@pasal/shared";
import { missingSelection, selectionMessage, type Selection } from "../selection";

type PurchaseActionsProps = { product: Product; selection: Selection };

/**
 * Add to cart and Buy now check the choices first (spec part 2 §5). The cart itself is built
 * by a later issue, so a valid choice only says so for now.
 */
export function PurchaseActions({ product, selection }: PurchaseActionsProps) {
  const soldOut = product.stock <= 0;

  const attempt = (action: "cart" | "buy") => {
    const missing = missingSelection(product, selection);
    if (missing) {
      toast.error(selectionMessage(missing, action));
      return;
    }
    toast("The cart is coming soon. Thanks for your patience!", {
      icon: <ShoppingCart aria-hidden className="size-4 shrink-0 text-brand-600" />,
    });
  };

  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <button
        type="button"
        disabled={soldOut}
        onClick={() => attempt("cart")}
        className="inline-flex flex-1 items-center justify-center gap-2 rounded-full border-2 border-brand-600 px-6 py-3 text-sm font-semibold text-brand-700 transition hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-400 disabled:hover:bg-transparent"
      >
        <ShoppingCart aria-hidden className="size-4" /> Add to cart
      </button>
      <button
        type="button"
        disabled={soldOut}
        onClick={() => attempt("buy")}
        className="inline-flex flex-1 items-center justify-center gap-2 rounded-full bg-brand-600 px-6 py-3 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300"
      >
        <Zap aria-hidden className="size-4" /> Buy now
      </button>
    </div>
  );
}
