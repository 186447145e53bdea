import { NavLink } from "react-router";
import { useAuthStore } from "@/lib/auth-store";
import { m } from "@/paraglide/messages";
import { MAIN_NAV, visibleItems } from "./nav-items";

export function MainNav() {
  const signedIn = useAuthStore((state) => state.authUser !== null);
  return (
    <nav aria-label={m.layout_nav_main()} className="hidden items-center gap-1 lg:flex">
      {visibleItems(MAIN_NAV, signedIn).map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          // Home must match exactly; the others stay active on their sub-pages.
          end={item.to === "/"}
          className={({ isActive }) =>
            `rounded-full px-3 py-1.5 text-sm font-medium transition ${
              isActive ? "bg-brand-50 text-brand-700" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            }`
          }
        >
          {item.label()}
        </NavLink>
      ))}
    </nav>
  );
}
