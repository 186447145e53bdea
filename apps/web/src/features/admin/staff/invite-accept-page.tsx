import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { useNavigate, useSearchParams } from "react-router";
import { SIGNUP_PASSWORD_MIN } from "@pasal/shared";
import { PasswordField } from "@/components/password-field";
import { SubmitButton } from "@/components/submit-button";
import { TextField } from "@/components/text-field";
import { errorMessage } from "@/lib/api-client";
import { useAuthStore } from "@/lib/auth-store";
import { usePageMeta } from "@/lib/use-page-meta";
import { acceptInvite } from "./staff-api";

/**
 * /admin/invite?token=…: the mailed invitation's page (public: the token is the credential). The
 * new member chooses a password, is signed in and lands in the back office.
 */
export function InviteAcceptPage() {
  usePageMeta("Join the shop's team");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const setAuthUser = useAuthStore((state) => state.setAuthUser);
  const [fullName, setFullName] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const accept = useMutation({ mutationFn: acceptInvite });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (password.length < SIGNUP_PASSWORD_MIN) return setProblem(`Password must be at least ${SIGNUP_PASSWORD_MIN} characters`);
    if (password !== confirm) return setProblem("Passwords don't match");
    setProblem(null);
    accept.mutate(
      { token, password, fullName: fullName.trim() || undefined },
      {
        onSuccess: ({ user }) => {
          setAuthUser(user);
          toast.success("Welcome to the team");
          navigate("/admin", { replace: true });
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">Join the shop's team</h1>
        {!token ? (
          <p role="alert" className="mt-3 text-sm text-rose-700">
            This link has no invitation in it. Open the link from your e-mail again.
          </p>
        ) : (
          <form noValidate onSubmit={submit} className="mt-5 space-y-4">
            <p className="text-sm text-slate-600">Choose a password to finish setting up your account.</p>
            <TextField label="Your name (optional)" autoComplete="name" value={fullName} onChange={(event) => setFullName(event.target.value)} />
            <PasswordField label="New password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} error={problem ?? undefined} />
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
