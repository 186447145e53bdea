import { useEffect, useRef } from "react";
import { LogIn, LogOut, X } from "lucide-react";
import { NavLink } from "react-router";
import { useAuthStore } from "@/lib/auth-store";
import { useLogout } from "@/lib/use-logout";
import { m } from "@/paraglide/messages";
import { DRAWER_NAV, visibleItems } from "./nav-items";

type MobileDrawerProps = { open: boolean; onClose: () => void };

const rowClass = "flex w-full items-center gap-3 rounded-xl px-4 py-3 text-base font-medium";

/** Slide-in menu for small screens (docs/requirements/app-shell.md#header-and-navigation). */
export function MobileDrawer({ open, onClose }: MobileDrawerProps) {
  const signedIn = useAuthStore((state) => state.authUser !== null);
  const logout = useLogout();
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, onClose]);

  const onLogout = () => {
    onClose();
    void logout();
  };

  if (!open) return null;
  // Slides in with CSS keyframes (decision 023: no animation library in the first download);
  // closing is immediate.
  return (
    <div className="fixed inset-0 z-50 lg:hidden">
      <div className="absolute inset-0 bg-slate-900/50 motion-safe:animate-fade-in" onClick={onClose} />
      <div
        role="dialog"
        aria-modal="true"
        aria-label={m.layout_menu()}
        className="absolute inset-y-0 left-0 flex w-[80%] max-w-xs flex-col overflow-y-auto bg-white p-4 shadow-xl motion-safe:animate-drawer-in"
      >
        <div className="mb-4 flex items-center justify-between">
          <span className="text-lg font-bold text-slate-900">{m.layout_menu()}</span>
          <button
            ref={closeButton}
            type="button"
            onClick={onClose}
            aria-label={m.layout_close_menu()}
            className="grid size-10 place-items-center rounded-full hover:bg-slate-100"
          >
            <X aria-hidden className="size-5" />
          </button>
        </div>
        <nav aria-label={m.layout_nav_mobile()} className="flex flex-col gap-1">
          {visibleItems(DRAWER_NAV, signedIn).map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.to === "/"}
              onClick={onClose}
              className={({ isActive }) => `${rowClass} ${isActive ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100"}`}
            >
              {item.label()}
            </NavLink>
          ))}
        </nav>
        <div className="mt-auto border-t border-slate-200 pt-4">
          {signedIn ? (
            <button type="button" onClick={onLogout} className={`${rowClass} text-rose-600 hover:bg-rose-50`}>
              <LogOut aria-hidden className="size-5" /> {m.layout_logout()}
            </button>
          ) : (
            <NavLink to="/auth" onClick={onClose} className={`${rowClass} bg-brand-600 text-white hover:bg-brand-700`}>
              <LogIn aria-hidden className="size-5" /> {m.layout_sign_in()}
            </NavLink>
          )}
        </div>
      </div>
    </div>
  );
}
