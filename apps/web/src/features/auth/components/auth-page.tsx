import { useEffect, useState } from "react";
import { AnimatePresence, motion } from "motion/react";
import toast from "react-hot-toast";
import { Navigate, useLocation, useSearchParams } from "react-router";
import { Spinner } from "@/components/spinner";
import { useAuthStore } from "@/lib/auth-store";
import { readSignupOffer, type VerifyEmailState } from "@/lib/navigation";
import { usePageMeta } from "@/lib/use-page-meta";
import { m } from "@/paraglide/messages";
import { useAfterAuthPath } from "../hooks/use-after-auth-path";
import { ForgotPasswordView } from "./forgot-password/forgot-password-view";
import { LoginForm } from "./login-form";
import { SignupForm } from "./signup-form";
import { googleUnavailableText } from "./social-buttons";

type View = "forgot" | "login" | "signup";

// Views sit left to right in this order; a switch slides towards the new one.
const ORDER: Record<View, number> = { forgot: -1, login: 0, signup: 1 };
const TITLES: Record<View, () => string> = { forgot: m.auth_title_forgot, login: m.auth_title_login, signup: m.auth_title_signup };

const slide = {
  enter: (direction: number) => ({ x: direction * 48, opacity: 0 }),
  center: { x: 0, opacity: 1 },
  exit: (direction: number) => ({ x: direction * -48, opacity: 0 }),
};

/**
 * /auth: login, signup and forgot password (docs/requirements/accounts.md#sign-up-and-sign-in). A
 * signed-in visitor moves on.
 */
export function AuthPage() {
  const authUser = useAuthStore((state) => state.authUser);
  const isCheckingAuth = useAuthStore((state) => state.isCheckingAuth);
  const destination = useAfterAuthPath(authUser?.role);
  // A guest's "Create account" offer opens on sign-up, filled in from their order (decision 026).
  const offer = readSignupOffer(useLocation().state);
  const [view, setView] = useState<{ name: View; direction: number }>({ name: offer ? "signup" : "login", direction: 0 });
  usePageMeta(TITLES[view.name]());
  const [params] = useSearchParams();
  const googleUnavailable = params.get("google") === "unavailable";

  // The server sends a Google attempt back here with ?google=unavailable when it has no client.
  useEffect(() => {
    if (googleUnavailable) toast.error(googleUnavailableText(), { id: "google-unavailable" });
  }, [googleUnavailable]);

  // Login and signup put the user in the store; this is also where they leave /auth. A new
  // account first meets the "check your e-mail" page, which then goes on (decision 028) — except
  // on the way back to checkout, which is not interrupted (the profile's notice asks later).
  if (authUser && !authUser.emailVerified && view.name === "signup" && destination.to !== "/checkout") {
    return <Navigate to="/verify-email" state={{ next: destination } satisfies VerifyEmailState} replace />;
  }
  if (authUser) return <Navigate to={destination.to} state={destination.state} replace />;
  if (isCheckingAuth) return <Spinner label={m.auth_checking_session()} />;

  const show = (name: View) => setView((current) => ({ name, direction: Math.sign(ORDER[name] - ORDER[current.name]) }));

  return (
    <section className="flex justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:py-16">
      <div className="w-full max-w-md overflow-hidden rounded-3xl border border-slate-200 bg-white p-6 shadow-xl shadow-brand-900/5 sm:p-8">
        <AnimatePresence mode="wait" initial={false} custom={view.direction}>
          <motion.div
            key={view.name}
            custom={view.direction}
            variants={slide}
            initial="enter"
            animate="center"
            exit="exit"
            transition={{ duration: 0.2, ease: "easeOut" }}
          >
            {view.name === "login" && <LoginForm onSignup={() => show("signup")} onForgotPassword={() => show("forgot")} />}
            {view.name === "signup" && <SignupForm onLogin={() => show("login")} prefill={offer} />}
            {view.name === "forgot" && <ForgotPasswordView onBackToLogin={() => show("login")} />}
          </motion.div>
        </AnimatePresence>
      </div>
    </section>
  );
}
