import { useState } from "react";
import toast from "react-hot-toast";
import type { WishlistItem } from "@pasal/shared";
import { useCartActions } from "@/lib/cart";
import { fetchProduct, lineForProduct } from "../api/line-for-product";
import { m } from "@/paraglide/messages";
import { number } from "@/lib/i18n/format";

export const allAdded = () => m.wish_all_added();

export type AddAllOutcome = {
  added: WishlistItem[];
  /** Products with options to choose: they cannot be added blindly (docs/spec-deviations.md). */
  needsChoice: WishlistItem[];
  /** Sold out, gone from the catalogue, or refused by the cart (e.g. already at the stock limit). */
  skipped: WishlistItem[];
};

function summary({ added, needsChoice, skipped }: AddAllOutcome): void {
  if (needsChoice.length === 0 && skipped.length === 0) {
    toast.success(allAdded());
    return;
  }
  const parts = [m.wish_some_added({ added: number(added.length), total: number(added.length + needsChoice.length + skipped.length) })];
  if (needsChoice.length > 0) parts.push(m.wish_choose_for({ names: needsChoice.map((item) => item.name).join(", ") }));
  if (skipped.length > 0) parts.push(m.wish_not_available({ names: skipped.map((item) => item.name).join(", ") }));
  (added.length > 0 ? toast.success : toast.error)(parts.join("; "), { duration: 6000 });
}

/**
 * Add All to Cart (docs/requirements/cart.md#wishlist): every in-stock item goes in one at a time with its
 * current catalogue price; items that need a choice are reported instead of guessed.
 */
export function useAddAll() {
  const { add } = useCartActions();
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<AddAllOutcome | null>(null);

  const addAll = async (items: WishlistItem[]): Promise<AddAllOutcome> => {
    setRunning(true);
    const result: AddAllOutcome = { added: [], needsChoice: [], skipped: [] };
    try {
      for (const item of items) {
        // The catalogue decides, not item.inStock: a guest's entry keeps the stock seen when it
        // was wished for, and a sold-out product is exactly what shoppers wish for until it returns.
        const plan = await fetchProduct(item.productId).then(lineForProduct, () => ({ kind: "soldOut" }) as const);
        if (plan.kind === "needsChoice") result.needsChoice.push(item);
        else if (plan.kind === "line" && (await add(plan.line, { silent: true }))) result.added.push(item);
        else result.skipped.push(item);
      }
      summary(result);
      setOutcome(result);
      return result;
    } finally {
      setRunning(false);
    }
  };

  return { addAll, running, outcome };
}
