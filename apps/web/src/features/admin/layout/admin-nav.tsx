import { NavLink } from "react-router";
import { useCan } from "../session/admin-session";
import { ADMIN_NAV } from "./nav-items";

/** The sidebar's links, only those the role may open. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const can = useCan();
  return (
    <nav aria-label="Back office">
      <ul className="space-y-0.5">
        {ADMIN_NAV.filter((item) => can(item.permission)).map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={to === "/admin"}
              onClick={onNavigate}
              className={({ isActive }) =>
                `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-300 ${
                  isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100"
                }`
              }
            >
              <Icon aria-hidden className="size-4" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
