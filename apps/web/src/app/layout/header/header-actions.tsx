import { Heart, LogOut, ShoppingCart, UserRound } from "lucide-react";
import { Link, NavLink } from "react-router";
import { useAuthStore } from "@/lib/auth-store";
import { LanguageSwitch } from "@/lib/i18n/language-switch";
import { useCartCount } from "@/lib/use-cart-count";
import { number } from "@/lib/i18n/format";
import { useLogout } from "@/lib/use-logout";
import { m } from "@/paraglide/messages";

const iconLink = ({ isActive }: { isActive: boolean }) =>
  `relative grid size-10 place-items-center rounded-full transition ${
    isActive ? "bg-brand-50 text-brand-700" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900"
  }`;

export function HeaderActions() {
  const signedIn = useAuthStore((state) => state.authUser !== null);
  const cartCount = useCartCount();
  const logout = useLogout();

  return (
    <div className="flex items-center gap-1">
      <LanguageSwitch className="text-slate-700 hover:bg-slate-100" />
      <NavLink to="/wishlist" aria-label={m.layout_wishlist()} className={iconLink}>
        <Heart aria-hidden className="size-5" />
      </NavLink>
      <NavLink to="/cart" aria-label={(cartCount === 1 ? m.layout_cart_one : m.layout_cart_many)({ count: number(cartCount) })} className={iconLink}>
        <ShoppingCart aria-hidden className="size-5" />
        {cartCount > 0 && (
          <span
            aria-hidden
            className="absolute -right-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-rose-600 px-1 text-[10px] font-bold text-white ring-2 ring-white"
          >
            {cartCount > 99 ? `${number(99)}+` : number(cartCount)}
          </span>
        )}
      </NavLink>
      {signedIn ? (
        <>
          <NavLink to="/profile" aria-label={m.layout_profile()} className={iconLink}>
            <UserRound aria-hidden className="size-5" />
          </NavLink>
          {/* On small screens Logout lives in the menu drawer. */}
          <button
            type="button"
            onClick={() => void logout()}
            aria-label={m.layout_logout()}
            title={m.layout_logout()}
            className="hidden size-10 place-items-center rounded-full text-slate-600 transition hover:bg-rose-50 hover:text-rose-600 lg:grid"
          >
            <LogOut aria-hidden className="size-5" />
          </button>
        </>
      ) : (
        <Link
          to="/auth"
          className="ml-1 hidden rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 lg:inline-block"
        >
          {m.layout_sign_in()}
        </Link>
      )}
    </div>
  );
}
