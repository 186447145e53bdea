import { useMemo, useState } from "react";
import { Heart } from "lucide-react";
import { wishlistItemOf, type Product } from "@pasal/shared";
import { useWishlist } from "@/lib/wishlist";
import { m } from "@/paraglide/messages";

/**
 * Adds or removes the product from the guest's or the signed-in shopper's wishlist
 * (docs/requirements/cart.md#wishlist).
 */
export function WishlistButton({ product }: { product: Product }) {
  const item = useMemo(() => wishlistItemOf(product), [product]);
  const { has, toggle } = useWishlist();
  const [busy, setBusy] = useState(false);
  const listed = has(item.productId);
  const onClick = async () => {
    setBusy(true);
    try {
      await toggle(item);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void onClick()}
      disabled={busy}
      aria-pressed={listed}
      aria-label={listed ? m.product_remove_wishlist() : m.product_add_wishlist()}
      title={listed ? m.product_remove_wishlist() : m.product_add_wishlist()}
      className={`grid size-11 shrink-0 place-items-center rounded-full border transition disabled:opacity-60 ${
        listed ? "border-rose-200 bg-rose-50 text-rose-600" : "border-slate-200 bg-white text-slate-500 hover:text-rose-600"
      }`}
    >
      <Heart aria-hidden className={`size-5 ${listed ? "fill-current" : ""}`} />
    </button>
  );
}
