import { useMemo } from "react";
import { Heart } from "lucide-react";
import toast from "react-hot-toast";
import type { Product } from "@pasal/shared";
import { useWishlistEntry } from "@/lib/wishlist-storage";

/** Adds or removes the product from the wishlist, kept in this browser until the wishlist issue. */
export function WishlistButton({ product }: { product: Product }) {
  const entry = useMemo(
    () => ({
      id: product._id,
      name: product.name,
      price: product.sellingPrice,
      image: product.images[0]?.url ?? "",
      inStock: product.stock > 0,
    }),
    [product],
  );
  const { listed, toggle } = useWishlistEntry(entry);
  const onClick = () => {
    const added = toggle();
    toast.success(added ? "Added to wishlist" : "Removed from wishlist");
  };
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={listed}
      aria-label={listed ? "Remove from wishlist" : "Add to wishlist"}
      title={listed ? "Remove from wishlist" : "Add to wishlist"}
      className={`grid size-11 shrink-0 place-items-center rounded-full border transition ${
        listed ? "border-rose-200 bg-rose-50 text-rose-600" : "border-slate-200 bg-white text-slate-500 hover:text-rose-600"
      }`}
    >
      <Heart aria-hidden className={`size-5 ${listed ? "fill-current" : ""}`} />
    </button>
  );
}
