import { useRef } from "react";
import { Navigate } from "react-router";
import { Spinner } from "@/components/spinner";
import { VerifyEmailNotice } from "@/features/auth/components/verify-email-page";
import { OrdersList } from "@/features/orders/components/orders-list";
import { ProfilePage } from "@/features/profile/components/profile-page";
import { useAuthStore } from "@/lib/auth-store";
import { m } from "@/paraglide/messages";

/** /profile is the one signed-in-only route (docs/requirements/accounts.md#profile-and-addresses). */
export function ProfileRoute() {
  const authUser = useAuthStore((state) => state.authUser);
  const isCheckingAuth = useAuthStore((state) => state.isCheckingAuth);
  // Someone who logs out here is on their way home
  // (docs/requirements/accounts.md#profile-and-addresses), not to the sign-in form.
  const wasSignedIn = useRef(false);
  if (authUser) wasSignedIn.current = true;

  if (isCheckingAuth && !authUser) return <Spinner label={m.common_checking_session()} />;
  if (!authUser) return <Navigate to={wasSignedIn.current ? "/" : "/auth"} replace />;
  const orders = (
    <div>
      <h2 className="mb-6 text-xl font-bold text-slate-900">{m.layout_orders()}</h2>
      <OrdersList userId={authUser._id} />
    </div>
  );
  return (
    <>
      <VerifyEmailNotice />
      <ProfilePage user={authUser} orders={orders} />
    </>
  );
}
