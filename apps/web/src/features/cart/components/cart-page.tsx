import { useEffect } from "react";
import { Link } from "react-router";
import { ShoppingBag } from "lucide-react";
import toast from "react-hot-toast";
import { cartTotal } from "@pasal/shared";
import { number, showPrice } from "@/lib/i18n/format";
import { Spinner } from "@/components/spinner";
import { useCart, useCartActions } from "@/lib/cart";
import { usePageMeta } from "@/lib/use-page-meta";
import { useCheckedLines } from "../hooks/use-checked-lines";
import { CartCards, CartTable } from "./cart-lines";
import { m } from "@/paraglide/messages";

const primary = "whitespace-nowrap rounded-full bg-brand-600 px-6 py-3 text-center text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700";
const secondary =
  "whitespace-nowrap rounded-full border border-slate-300 bg-white px-6 py-3 text-center text-sm font-semibold text-slate-700 transition hover:bg-slate-50";

function EmptyCart() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <span className="mb-6 grid size-16 place-items-center rounded-2xl bg-brand-50 text-brand-600">
        <ShoppingBag aria-hidden className="size-8" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{m.cart_empty_title()}</h1>
      <p className="mt-2 text-sm text-slate-600">{m.cart_empty_text()}</p>
      <Link to="/" className={`mt-8 ${primary}`}>
        {m.cart_continue()}
      </Link>
    </section>
  );
}

/** The cart screen (docs/requirements/cart.md#cart-page): loading, empty, or the lines with a total. */
export function CartPage() {
  usePageMeta(m.cart_title());
  const cart = useCart();
  const actions = useCartActions();
  const lines = useCheckedLines(cart.lines, cart.isGuest);

  useEffect(() => {
    if (cart.failed) toast.error(m.cart_load_failed(), { id: "cart-load-failed" });
  }, [cart.failed]);

  if (cart.status === "loading") return <Spinner label={m.cart_loading()} className="min-h-[50vh]" />;
  if (lines.length === 0) return <EmptyCart />;

  const handlers = {
    onIncrement: (line: (typeof lines)[number]) => void actions.increment(line),
    onDecrement: (line: (typeof lines)[number]) => void actions.decrement(line),
    onRemove: (line: (typeof lines)[number]) => void actions.remove(line),
  };
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);

  return (
    <section className="mx-auto max-w-7xl px-4 py-8 lg:px-6">
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{m.cart_title()}</h1>
      <p className="mt-1 text-sm text-slate-600">{(count === 1 ? m.cart_item_count : m.cart_items_count)({ count: number(count) })}</p>
      <div className="mt-6 space-y-6">
        <CartCards lines={lines} {...handlers} />
        <CartTable lines={lines} {...handlers} />
        <div className="ml-auto w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <div className="flex items-baseline justify-between">
            <span className="text-base font-semibold text-slate-700">{m.cart_grand_total()}</span>
            <span className="whitespace-nowrap text-xl font-extrabold text-slate-900" aria-label={m.cart_grand_total_label()}>
              {showPrice(cartTotal(lines))}
            </span>
          </div>
          <p className="mt-1 text-xs text-slate-500">{m.cart_free_delivery()}</p>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row">
            <Link to="/" className={`flex-1 ${secondary}`}>
              {m.cart_continue()}
            </Link>
            <Link to="/checkout" className={`flex-1 ${primary}`}>
              {m.cart_checkout()}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
