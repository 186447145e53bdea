import { Link, useLocation, useSearchParams } from "react-router";
import { PackageSearch } from "lucide-react";
import { Spinner } from "@/components/spinner";
import { useAuthStore } from "@/lib/auth-store";
import { returnToState } from "@/lib/navigation";
import { usePageMeta } from "@/lib/use-page-meta";
import { m } from "@/paraglide/messages";

const button = "inline-flex h-11 items-center justify-center rounded-xl bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700";

/**
 * /order/claim (decision 028): where the mailed guest-order link sends a browser that cannot use
 * it yet. The link attaches orders only in the session of the account it was made for, once
 * that account's address is proven; this page says which is missing and offers the way on.
 * "Add my orders" opens the link again (the server does the rest and lands on /order).
 */
export function ClaimPage() {
  usePageMeta(m.claim_title());
  const authUser = useAuthStore((state) => state.authUser);
  const isCheckingAuth = useAuthStore((state) => state.isCheckingAuth);
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const reason = params.get("reason");
  const confirmHref = `/api/orders/claim/confirm?token=${encodeURIComponent(token)}`;

  if (isCheckingAuth && !authUser) return <Spinner label={m.common_checking_session()} />;

  let text: string;
  let action: React.ReactNode;
  if (!token) {
    text = m.claim_no_token();
    action = null;
  } else if (!authUser) {
    text = m.claim_sign_in();
    action = (
      <Link to="/auth" state={returnToState(`${pathname}${search}`)} className={button}>
        {m.verify_sign_in_action()}
      </Link>
    );
  } else if (!authUser.emailVerified) {
    text = m.claim_verify();
    action = (
      <Link to="/verify-email" state={{ next: { to: `${pathname}${search}` } }} className={button}>
        {m.verify_notice_action()}
      </Link>
    );
  } else {
    text = reason === "other-account" ? m.claim_other_account({ email: authUser.email }) : m.claim_ready();
    action = (
      <a href={confirmHref} className={button}>
        {m.claim_add()}
      </a>
    );
  }

  return (
    <section className="flex justify-center px-4 py-10 sm:py-16">
      <div className="w-full max-w-md rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
          <PackageSearch aria-hidden className="size-6 text-brand-600" />
          {m.claim_title()}
        </h1>
        <p role="status" className="mt-3 text-sm text-slate-600">
          {text}
        </p>
        {action && <div className="mt-5">{action}</div>}
      </div>
    </section>
  );
}
