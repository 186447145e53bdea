import { useEffect, useState } from "react";
import { Menu, X } from "lucide-react";
import { Outlet, useLocation } from "react-router";
import { useAuthStore } from "@/lib/auth-store";
import { useAdminSession } from "../session/admin-session";
import { AdminNav } from "./admin-nav";

/** Sidebar on a desktop; on a phone a top bar whose menu button opens the same links. */
export function AdminLayout() {
  const { user, role } = useAdminSession();
  const logout = useAuthStore((state) => state.logout);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);

  const signOut = async () => {
    if (await logout()) window.location.assign("/auth");
  };

  const footer = (
    <div className="border-t border-slate-200 pt-3 text-xs text-slate-500">
      <p className="truncate font-medium text-slate-800">{user.fullName}</p>
      <p className="truncate">{user.email}</p>
      <p className="mt-1 capitalize">Role: {role}</p>
      <div className="mt-3 flex gap-3">
        {/* Full page loads: the storefront starts clean, without the back office's styles. */}
        <a href="/" className="font-semibold text-brand-700 hover:underline">
          View shop
        </a>
        <button type="button" onClick={() => void signOut()} className="font-semibold text-slate-700 hover:underline">
          Sign out
        </button>
      </div>
    </div>
  );

  return (
    <div className="min-h-dvh bg-slate-50 lg:flex">
      <a href="#admin-main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        Skip to content
      </a>
      <header className="sticky top-0 z-30 flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3 lg:hidden">
        <span className="font-bold text-slate-900">Pasal admin</span>
        <button
          type="button"
          aria-expanded={menuOpen}
          aria-controls="admin-sidebar"
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          onClick={() => setMenuOpen((open) => !open)}
          className="grid size-10 place-items-center rounded-lg text-slate-700 hover:bg-slate-100"
        >
          {menuOpen ? <X aria-hidden className="size-5" /> : <Menu aria-hidden className="size-5" />}
        </button>
      </header>
      <aside
        id="admin-sidebar"
        className={`${menuOpen ? "block" : "hidden"} border-b border-slate-200 bg-white p-4 lg:sticky lg:top-0 lg:flex lg:h-dvh lg:w-60 lg:shrink-0 lg:flex-col lg:justify-between lg:border-b-0 lg:border-r`}
      >
        <div>
          <p className="mb-4 hidden px-3 text-lg font-bold text-slate-900 lg:block">Pasal admin</p>
          <AdminNav onNavigate={() => setMenuOpen(false)} />
        </div>
        <div className="mt-4">{footer}</div>
      </aside>
      <main id="admin-main" className="min-w-0 flex-1 px-4 py-5 sm:px-6 lg:px-8 lg:py-8">
        <Outlet />
      </main>
    </div>
  );
}
