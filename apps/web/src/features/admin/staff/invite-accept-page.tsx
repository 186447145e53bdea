import { useEffect, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { Link, useNavigate, useSearchParams } from "react-router";
import { SIGNUP_PASSWORD_MIN } from "@pasal/shared";
import { PasswordField } from "@/components/password-field";
import { SubmitButton } from "@/components/submit-button";
import { TextField } from "@/components/text-field";
import { ApiError, errorMessage } from "@/lib/api-client";
import { useAuthStore } from "@/lib/auth-store";
import { returnToState } from "@/lib/navigation";
import { usePageMeta } from "@/lib/use-page-meta";
import { acceptInvite } from "./staff-api";

/**
 * /admin/invite?token=…: the mailed invitation's page (decision 028). Opening the link proves the
 * invited address, and the role goes only to the account with that address: signed in as it,
 * one click accepts; signed out, a new member chooses a password (taking over an account whose
 * address was never proven), while an account whose owner proved the address must sign in first.
 */
export function InviteAcceptPage() {
  usePageMeta("Join the shop's team");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const setAuthUser = useAuthStore((state) => state.setAuthUser);
  const authUser = useAuthStore((state) => state.authUser);
  const isCheckingAuth = useAuthStore((state) => state.isCheckingAuth);
  const checkAuth = useAuthStore((state) => state.checkAuth);
  const logout = useAuthStore((state) => state.logout);
  const [needsSignIn, setNeedsSignIn] = useState(false);
  useEffect(() => {
    if (!useAuthStore.getState().authUser) void checkAuth();
  }, [checkAuth]);
  const [fullName, setFullName] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const accept = useMutation({ mutationFn: acceptInvite });

  const send = (input: { token: string; password?: string; fullName?: string }) =>
    accept.mutate(input, {
      onSuccess: ({ user }) => {
        setAuthUser(user);
        toast.success("Welcome to the team");
        navigate("/admin", { replace: true });
      },
      onError: (error) => {
        // 401: the address's account has an owner who proved it, who must sign in to accept.
        if (error instanceof ApiError && error.status === 401) setNeedsSignIn(true);
        setProblem(errorMessage(error));
      },
    });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (password.length < SIGNUP_PASSWORD_MIN) return setProblem(`Password must be at least ${SIGNUP_PASSWORD_MIN} characters`);
    if (password !== confirm) return setProblem("Passwords don't match");
    setProblem(null);
    send({ token, password, fullName: fullName.trim() || undefined });
  };
  const signIn = (
    <Link to="/auth" state={returnToState(`/admin/invite?token=${encodeURIComponent(token)}`)} className="font-semibold text-brand-700 hover:underline">
      Sign in
    </Link>
  );

  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">Join the shop's team</h1>
        {!token ? (
          <p role="alert" className="mt-3 text-sm text-rose-700">
            This link has no invitation in it. Open the link from your e-mail again.
          </p>
        ) : isCheckingAuth && !authUser ? (
          <p className="mt-3 text-sm text-slate-600">Checking your session…</p>
        ) : authUser ? (
          <div className="mt-5 space-y-4">
            <p className="text-sm text-slate-600">
              You are signed in as <strong>{authUser.email}</strong>. The invitation works only for the address it was sent to.
            </p>
            {problem && (
              <p role="alert" className="text-sm text-rose-700">
                {problem}
              </p>
            )}
            <button
              type="button"
              onClick={() => {
                setProblem(null);
                send({ token });
              }}
              disabled={accept.isPending}
              className="inline-flex h-11 w-full items-center justify-center rounded-xl bg-brand-600 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
            >
              {accept.isPending ? "Accepting…" : "Accept the invitation"}
            </button>
            <button type="button" onClick={() => void logout()} className="w-full text-center text-sm text-slate-500 hover:underline">
              Not you? Sign out
            </button>
          </div>
        ) : (
          <form noValidate onSubmit={submit} className="mt-5 space-y-4">
            <p className="text-sm text-slate-600">
              Choose a password to finish setting up your account. Already have an account with this address? {signIn} first.
            </p>
            {needsSignIn && (
              <p role="alert" className="text-sm text-rose-700">
                {problem} {signIn}
              </p>
            )}
            <TextField label="Your name (optional)" autoComplete="name" value={fullName} onChange={(event) => setFullName(event.target.value)} />
            <PasswordField
              label="New password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={needsSignIn ? undefined : (problem ?? undefined)}
            />
            <PasswordField label="Confirm password" autoComplete="new-password" value={confirm} onChange={(event) => setConfirm(event.target.value)} />
            <SubmitButton loading={accept.isPending} loadingText="Setting up…" className="w-full">
              Set password and sign in
            </SubmitButton>
          </form>
        )}
      </div>
    </main>
  );
}
