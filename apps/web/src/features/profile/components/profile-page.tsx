import { useState, type ReactNode } from "react";
import type { AuthUser } from "@pasal/shared";
import { useLogout } from "@/lib/use-logout";
import { usePageMeta } from "@/lib/use-page-meta";
import { m } from "@/paraglide/messages";
import { ChangePasswordForm } from "./change-password-form";
import { ProfileDetails } from "./profile-details";
import { ProfileEditForm } from "./profile-edit-form";
import { ProfileNav, type ProfileSection } from "./profile-nav";
import { initials } from "@/lib/text";

/**
 * The signed-in user's account page (docs/requirements/accounts.md#profile-and-addresses); the route
 * guards sign-in. The app passes the orders list in as `orders` (features don't import each other).
 */
export function ProfilePage({ user, orders }: { user: AuthUser; orders: ReactNode }) {
  usePageMeta(m.profile_page_title());
  const onLogout = useLogout();
  const [section, setSection] = useState<ProfileSection>("profile");
  const [editing, setEditing] = useState(false);

  const select = (next: ProfileSection) => {
    setSection(next);
    setEditing(false);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 lg:px-6 lg:py-12">
      <div className="mb-8 flex items-center gap-4">
        <span aria-hidden className="grid size-14 place-items-center rounded-full bg-brand-600 text-lg font-bold text-white">
          {initials(user.fullName) || "?"}
        </span>
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-bold tracking-tight text-slate-900">{user.fullName}</h1>
          <p className="truncate text-sm text-slate-500">{user.email}</p>
        </div>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[220px_minmax(0,1fr)]">
        <aside>
          <ProfileNav active={section} showPassword={!user.isGoogle} onSelect={select} onLogout={onLogout} />
        </aside>
        <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          {section === "profile" &&
            (editing ? <ProfileEditForm user={user} onDone={() => setEditing(false)} /> : <ProfileDetails user={user} onEdit={() => setEditing(true)} />)}
          {section === "password" && !user.isGoogle && <ChangePasswordForm userId={user._id} />}
          {section === "orders" && orders}
        </section>
      </div>
    </div>
  );
}
