import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { Link, useLocation, useSearchParams } from "react-router";
import { MailCheck } from "lucide-react";
import { OTP_LENGTH } from "@pasal/shared";
import { Spinner } from "@/components/spinner";
import { SubmitButton } from "@/components/submit-button";
import { TextField } from "@/components/text-field";
import { refusalMessage } from "@/lib/api-client";
import { useAuthStore } from "@/lib/auth-store";
import { localText } from "@/lib/form-messages";
import { digits } from "@/lib/i18n/format";
import { readVerifyNext, returnToState } from "@/lib/navigation";
import { usePageMeta } from "@/lib/use-page-meta";
import { m } from "@/paraglide/messages";
import { useResendVerification, useVerifyEmail } from "../api/verify-email";
import { AuthHeading } from "./auth-heading";

/**
 * /verify-email (decision 028): after sign-up, the code from the mail proves the address; the
 * mail's link lands here too (?token=) and is sent on in the shopper's own session. Shopping
 * works meanwhile ("Later"); only joining things by e-mail waits for it.
 */
export function VerifyEmailPage() {
  usePageMeta(m.verify_title());
  const authUser = useAuthStore((state) => state.authUser);
  const isCheckingAuth = useAuthStore((state) => state.isCheckingAuth);
  const setAuthUser = useAuthStore((state) => state.setAuthUser);
  const { state, pathname, search } = useLocation();
  const [params] = useSearchParams();
  const token = params.get("token");
  const next = readVerifyNext(state);
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const sentToken = useRef(false);

  const confirm = (input: { code: string } | { token: string }) =>
    verify.mutate(input, {
      onSuccess: ({ user }) => {
        setAuthUser(user);
        toast.success(m.verify_done());
      },
      onError: (error) => setProblem(refusalMessage(error, m.verify_failed())),
    });

  // The mailed link: sent once, in this browser's session.
  useEffect(() => {
    if (!token || !authUser || authUser.emailVerified || sentToken.current) return;
    sentToken.current = true;
    confirm({ token });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, authUser]);

  if (isCheckingAuth && !authUser) return <Spinner label={m.common_checking_session()} />;

  return (
    <section className="flex justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:py-16">
      <div className="w-full max-w-md rounded-3xl border border-slate-200 bg-white p-6 shadow-xl shadow-brand-900/5 sm:p-8">
        {!authUser ? (
          <>
            <AuthHeading title={m.verify_title()} subtitle={m.verify_sign_in()} />
            <Link
              to="/auth"
              state={returnToState(`${pathname}${search}`)}
              className="inline-flex h-11 w-full items-center justify-center rounded-xl bg-brand-600 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {m.verify_sign_in_action()}
            </Link>
          </>
        ) : authUser.emailVerified ? (
          <>
            <p role="status" className="flex items-start gap-2 rounded-2xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
              <MailCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
              {m.verify_done()}
            </p>
            <Link
              to={next.to}
              state={next.state}
              className="mt-5 inline-flex h-11 w-full items-center justify-center rounded-xl bg-brand-600 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {m.verify_continue()}
            </Link>
          </>
        ) : (
          <>
            <AuthHeading title={m.verify_title()} subtitle={m.verify_subtitle({ length: digits(String(OTP_LENGTH)), email: authUser.email })} />
            <form
              noValidate
              className="space-y-4"
              onSubmit={(event) => {
                event.preventDefault();
                const typed = code.trim();
                if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(typed)) return setProblem(m.verify_enter_code({ length: digits(String(OTP_LENGTH)) }));
                setProblem(null);
                confirm({ code: typed });
              }}
            >
              <TextField
                label={m.verify_code_label()}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={OTP_LENGTH}
                placeholder="••••••"
                className="[&_input]:text-center [&_input]:tracking-[0.5em]"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                error={problem ? localText(problem) : undefined}
              />
              <SubmitButton loading={verify.isPending} loadingText={m.verify_submitting()} className="w-full">
                {m.verify_submit()}
              </SubmitButton>
            </form>
            <p className="mt-4 text-center text-sm text-slate-600">
              {m.verify_no_code()}{" "}
              <button
                type="button"
                disabled={resend.isPending}
                onClick={() =>
                  resend.mutate(undefined, {
                    onSuccess: () => toast.success(m.verify_resent({ email: authUser.email })),
                    onError: (error) => toast.error(refusalMessage(error, m.verify_failed())),
                  })
                }
                className="font-semibold text-brand-700 hover:underline disabled:opacity-60"
              >
                {m.verify_resend()}
              </button>
            </p>
            <p className="mt-3 text-center text-sm">
              <Link to={next.to} state={next.state} className="text-slate-500 hover:underline">
                {m.verify_later()}
              </Link>
            </p>
          </>
        )}
      </div>
    </section>
  );
}

/** The small reminder on the profile while the address is not confirmed. */
export function VerifyEmailNotice() {
  const authUser = useAuthStore((state) => state.authUser);
  if (!authUser || authUser.emailVerified) return null;
  return (
    <p
      role="status"
      className="mx-auto mb-6 flex max-w-5xl flex-wrap items-center gap-2 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <MailCheck aria-hidden className="size-4 shrink-0" />
      {m.verify_notice()}{" "}
      <Link to="/verify-email" className="font-semibold underline">
        {m.verify_notice_action()}
      </Link>
    </p>
  );
}
