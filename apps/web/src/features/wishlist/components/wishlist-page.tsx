import { Link, useNavigate } from "react-router";
import { Heart, ShoppingCart } from "lucide-react";
import { productPath } from "@pasal/shared";
import { Spinner } from "@/components/spinner";
import { useWishlist } from "@/lib/wishlist";
import { usePageMeta } from "@/lib/use-page-meta";
import { useAddAll } from "../hooks/use-add-all";
import { WishlistCard } from "./wishlist-card";
import { m } from "@/paraglide/messages";
import { number } from "@/lib/i18n/format";

const primary =
  "inline-flex items-center justify-center gap-2 rounded-full bg-brand-600 px-6 py-3 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300";
const secondary =
  "inline-flex items-center justify-center rounded-full border border-slate-300 bg-white px-6 py-3 text-sm font-semibold text-slate-700 transition hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-400";

function EmptyWishlist() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <span className="mb-6 grid size-16 place-items-center rounded-2xl bg-rose-50 text-rose-500">
        <Heart aria-hidden className="size-8" />
      </span>
      <p className="text-lg font-semibold text-slate-900">{m.wish_empty()}</p>
      <p className="mt-2 text-sm text-slate-600">{m.wish_empty_text()}</p>
      <Link to="/products" className={`mt-8 ${primary}`}>
        {m.wish_start()}
      </Link>
    </div>
  );
}

/** The wishlist screen (docs/requirements/cart.md#wishlist). */
export function WishlistPage() {
  usePageMeta(m.wish_title());
  const { items, status, remove } = useWishlist();
  const { addAll, running, outcome } = useAddAll();
  const navigate = useNavigate();

  // Continue Shopping adds everything, then goes to checkout (docs/requirements/cart.md#wishlist); when some
  // items still need a choice the shopper stays to see which.
  const continueShopping = async () => {
    const result = await addAll(items);
    if (result.needsChoice.length === 0) void navigate("/checkout");
  };

  const needsChoice = outcome?.needsChoice.filter((item) => items.some((entry) => entry.productId === item.productId)) ?? [];

  return (
    <section className="mx-auto max-w-7xl px-4 py-8 lg:px-6">
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{m.wish_title()}</h1>
      {status === "loading" ? (
        <Spinner label={m.wish_loading()} className="min-h-[40vh]" />
      ) : items.length === 0 ? (
        <EmptyWishlist />
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">{(items.length === 1 ? m.wish_item_count : m.wish_items_count)({ count: number(items.length) })}</p>
          {needsChoice.length > 0 && (
            <div role="note" className="mt-6 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
              <p className="font-semibold">{m.wish_needs_choice()}</p>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {needsChoice.map((item) => (
                  <li key={item.productId}>
                    <Link to={productPath(item.modelName || item.productId)} className="font-medium underline hover:text-amber-700">
                      {item.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <ul aria-label={m.wish_items_label()} className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {items.map((item) => (
              <WishlistCard key={item.productId} item={item} onRemove={(entry) => void remove(entry.productId)} />
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-end">
            <button type="button" disabled={running} onClick={() => void continueShopping()} className={secondary}>
              {m.wish_continue()}
            </button>
            <button type="button" disabled={running} onClick={() => void addAll(items)} className={primary}>
              <ShoppingCart aria-hidden className="size-4" /> {running ? m.wish_adding() : m.wish_add_all()}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
