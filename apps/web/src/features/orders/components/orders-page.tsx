import { Navigate } from "react-router";
import { Spinner } from "@/components/spinner";
import { useAuthStore } from "@/lib/auth-store";
import { usePageMeta } from "@/lib/use-page-meta";
import { m } from "@/paraglide/messages";
import { GuestOrdersNotice } from "./guest-orders-notice";
import { OrdersList } from "./orders-list";

/**
 * /order, titled Your Orders; a visitor without a user id goes home
 * (docs/requirements/orders.md#orders-page).
 */
export function OrdersPage() {
  usePageMeta(m.order_your_orders());
  const authUser = useAuthStore((state) => state.authUser);
  const isCheckingAuth = useAuthStore((state) => state.isCheckingAuth);

  if (isCheckingAuth && !authUser) return <Spinner label={m.order_checking_session()} />;
  if (!authUser?._id) return <Navigate to="/" replace />;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 lg:px-6 lg:py-12">
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{m.order_your_orders()}</h1>
      <GuestOrdersNotice />
      <OrdersList userId={authUser._id} />
    </div>
  );
}
