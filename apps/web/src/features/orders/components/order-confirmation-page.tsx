import { CheckCircle2 } from "lucide-react";
import { useEffect } from "react";
import { Link, Navigate, useParams, useSearchParams } from "react-router";
import { GUEST_ACCESS_PARAM, isUuid } from "@pasal/shared";
import { ErrorState } from "@/components/error-state";
import { Spinner } from "@/components/spinner";
import { ApiError } from "@/lib/api-client";
import { useAuthStore } from "@/lib/auth-store";
import { guestAccessFor, saveGuestAccess } from "@/lib/guest-orders";
import { usePageMeta } from "@/lib/use-page-meta";
import { m } from "@/paraglide/messages";
import { useOrder } from "../api/get-order";
import { CreateAccountOffer } from "./create-account-offer";
import { OrderActions } from "./order-actions";
import { OrderConfirmation } from "./order-confirmation";
import { PaymentOutcomeNotice, readOutcome } from "./payment-outcome-notice";

type LoaderProps = { orderId: string; waitForPayment: boolean; access?: string; signedIn: boolean };

function OrderLoader({ orderId, waitForPayment, access, signedIn }: LoaderProps) {
  const { data: order, isPending, error, refetch } = useOrder(orderId, { waitForPayment, access });
  if (isPending) return <Spinner label={m.order_loading_one()} />;
  if (error) {
    const mine = !(error instanceof ApiError && (error.status === 403 || error.status === 404));
    return mine ? (
      <ErrorState title={m.order_one_failed()} message={m.order_check_connection()} onRetry={() => void refetch()} />
    ) : (
      <ErrorState title={m.order_not_found()} message={m.order_not_yours()} />
    );
  }
  return (
    <div className="space-y-6">
      <OrderConfirmation order={order} access={access} />
      <OrderActions order={order} access={access} />
      {!signedIn && access && <CreateAccountOffer contact={order.contact} />}
    </div>
  );
}

/**
 * /order/confirmation/:orderId (docs/requirements/orders.md#order-confirmation): where every successful
 * order lands, and where the gateways' returns bring the shopper, with ?payment= saying what the server
 * concluded. A guest's order opens with its token (decision 026): from the mail's link (?access=, then
 * kept) or kept by this browser at checkout.
 */
export function OrderConfirmationPage() {
  usePageMeta(m.order_confirmation_title());
  const { orderId = "" } = useParams();
  const [search] = useSearchParams();
  const outcome = readOutcome(search.get("payment"));
  const authUser = useAuthStore((state) => state.authUser);
  const isCheckingAuth = useAuthStore((state) => state.isCheckingAuth);
  const linked = search.get(GUEST_ACCESS_PARAM) ?? undefined;
  const access = linked ?? guestAccessFor(orderId);
  useEffect(() => {
    if (linked) saveGuestAccess(orderId, linked);
  }, [linked, orderId]);

  if (isCheckingAuth && !authUser && !access) return <Spinner label={m.order_checking_session()} />;
  if (!authUser?._id && !access) return <Navigate to="/auth" replace />;
  const signedIn = Boolean(authUser?._id);
  const known = isUuid(orderId);
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 lg:px-6 lg:py-12">
      <div className="flex items-center gap-3">
        <CheckCircle2 aria-hidden className="size-8 text-emerald-600" />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{known ? m.order_thank_you() : m.order_your_payment()}</h1>
      </div>
      {outcome && <PaymentOutcomeNotice outcome={outcome} />}
      {known ? (
        <OrderLoader orderId={orderId} waitForPayment={outcome === "pending"} access={access} signedIn={signedIn} />
      ) : (
        <p className="text-sm text-slate-700">{m.order_unknown_payment()}</p>
      )}
      <div className="flex flex-wrap gap-3">
        {signedIn && (
          <Link to="/order" className="rounded-full border border-slate-300 bg-white px-5 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50">
            {m.order_your_orders()}
          </Link>
        )}
        <Link to="/" className="rounded-full bg-slate-900 px-5 py-2 text-sm font-semibold text-white hover:bg-slate-800">
          {m.order_continue()}
        </Link>
      </div>
    </div>
  );
}
