import { KeyRound, LogOut, Package, UserRound, type LucideIcon } from "lucide-react";
import { m } from "@/paraglide/messages";

export type ProfileSection = "profile" | "password" | "orders";

const ITEMS: Array<{ id: ProfileSection; label: () => string; icon: LucideIcon }> = [
  { id: "profile", label: m.profile_title, icon: UserRound },
  { id: "password", label: m.profile_change_password, icon: KeyRound },
  { id: "orders", label: m.profile_nav_orders, icon: Package },
];

type ProfileNavProps = {
  active: ProfileSection;
  showPassword: boolean;
  onSelect: (section: ProfileSection) => void;
  onLogout: () => void;
};

const itemClass = "flex shrink-0 items-center gap-3 rounded-xl px-4 py-2.5 text-left text-sm font-medium transition";

/**
 * Side navigation; Change Password is hidden for Google accounts
 * (docs/requirements/accounts.md#profile-and-addresses).
 */
export function ProfileNav({ active, showPassword, onSelect, onLogout }: ProfileNavProps) {
  return (
    <nav aria-label={m.profile_nav_label()} className="flex flex-wrap gap-1 md:flex-col">
      {ITEMS.filter((item) => showPassword || item.id !== "password").map(({ id, label, icon: Icon }) => (
        <button
          key={id}
          type="button"
          onClick={() => onSelect(id)}
          aria-current={active === id ? "page" : undefined}
          className={`${itemClass} w-auto md:w-full ${active === id ? "bg-brand-50 text-brand-700" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900"}`}
        >
          <Icon aria-hidden className="size-4" /> {label()}
        </button>
      ))}
      <button type="button" onClick={onLogout} className={`${itemClass} w-auto text-rose-600 hover:bg-rose-50 md:mt-2 md:w-full`}>
        <LogOut aria-hidden className="size-4" /> {m.profile_logout()}
      </button>
    </nav>
  );
}
