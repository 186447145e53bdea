import { Link } from "react-router";
import { Trash2 } from "lucide-react";
import { productPath, type WishlistItem } from "@pasal/shared";
import { showPrice } from "@/lib/i18n/format";
import { ProductImage } from "@/components/product-image";
import { m } from "@/paraglide/messages";

type WishlistCardProps = { item: WishlistItem; onRemove: (item: WishlistItem) => void };

/** One wishlisted product: photo and name link to its page (by id when an old entry lacks the model name). */
export function WishlistCard({ item, onRemove }: WishlistCardProps) {
  const to = productPath(item.modelName || item.productId);
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <Link to={to} className="block aspect-square bg-slate-50">
        <ProductImage
          src={item.image}
          sizes="(min-width: 1024px) 240px, (min-width: 640px) 33vw, 50vw"
          alt={item.name}
          className="size-full object-contain p-4"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Link to={to} className="line-clamp-2 text-sm font-semibold text-slate-900 hover:text-brand-700">
          {item.name}
        </Link>
        <p className="whitespace-nowrap text-sm font-bold text-slate-900 sm:text-base">{showPrice(item.price)}</p>
        <p className={`flex items-center gap-1.5 text-xs font-medium ${item.inStock ? "text-emerald-700" : "text-rose-600"}`}>
          <span aria-hidden className={`size-2 rounded-full ${item.inStock ? "bg-emerald-500" : "bg-rose-500"}`} />
          {item.inStock ? m.wish_in_stock() : m.wish_out_of_stock()}
        </p>
        <button
          type="button"
          onClick={() => onRemove(item)}
          aria-label={m.wish_remove({ name: item.name })}
          className="mt-auto inline-flex items-center justify-center gap-2 rounded-full border border-slate-200 px-4 py-2 text-sm font-medium text-slate-600 transition hover:border-rose-200 hover:bg-rose-50 hover:text-rose-600"
        >
          <Trash2 aria-hidden className="size-4" /> {m.wish_remove_button()}
        </button>
      </div>
    </li>
  );
}
