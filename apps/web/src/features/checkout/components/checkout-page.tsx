import { useEffect, useRef, useState } from "react";
import { ShoppingCart } from "lucide-react";
import { Link, useLocation } from "react-router";
import { cartTotal } from "@pasal/shared";
import { Spinner } from "@/components/spinner";
import { useAuthStore } from "@/lib/auth-store";
import { clearBuyNow, readBuyNow, saveBuyNow, useCart } from "@/lib/cart";
import { readCheckoutState } from "@/lib/navigation";
import { usePageMeta } from "@/lib/use-page-meta";
import { m } from "@/paraglide/messages";
import { CheckoutScreen } from "./checkout-screen";

function EmptyCheckout() {
  return (
    <div className="flex flex-col items-center px-4 py-20 text-center">
      <ShoppingCart aria-hidden className="size-12 text-slate-300" />
      <h2 className="mt-4 text-xl font-bold text-slate-900">{m.checkout_empty_title()}</h2>
      <Link to="/" className="mt-6 rounded-full bg-brand-600 px-6 py-2.5 text-sm font-semibold text-white hover:bg-brand-700">
        {m.checkout_continue()}
      </Link>
    </div>
  );
}

/**
 * /checkout (docs/requirements/orders.md#checkout-form). Router state `buyNow` buys the one line saved
 * in session storage, otherwise the cart; `fromAuth` means back from signing in. Leaving clears the
 * buy-now line, except on the way to sign in, which comes back here.
 */
export function CheckoutPage() {
  usePageMeta(m.checkout_title());
  const { state } = useLocation();
  const { buyNow, fromAuth } = readCheckoutState(state);
  const authUser = useAuthStore((s) => s.authUser);
  const isCheckingAuth = useAuthStore((s) => s.isCheckingAuth);
  const cart = useCart();
  const [buyNowLine] = useState(() => (buyNow ? readBuyNow() : null));
  const keepBuyNow = useRef(false);

  useEffect(() => {
    // Saved again on mount so a development double mount (StrictMode) does not lose it.
    if (buyNowLine) saveBuyNow(buyNowLine);
    return () => {
      if (!keepBuyNow.current) clearBuyNow();
    };
  }, [buyNowLine]);

  const lines = buyNow ? (buyNowLine ? [buyNowLine] : []) : cart.lines;
  const loading = (isCheckingAuth && !authUser) || (!buyNow && cart.status === "loading");

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 lg:px-6 lg:py-12">
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{m.checkout_title()}</h1>
      {loading ? (
        <Spinner label={m.checkout_loading_cart()} />
      ) : lines.length === 0 ? (
        <EmptyCheckout />
      ) : (
        <CheckoutScreen
          user={authUser}
          lines={lines}
          total={buyNow ? cartTotal(lines) : cart.total}
          buyNowLine={buyNowLine}
          fromAuth={fromAuth === true}
          onLeaveForAuth={() => (keepBuyNow.current = true)}
        />
      )}
    </div>
  );
}
