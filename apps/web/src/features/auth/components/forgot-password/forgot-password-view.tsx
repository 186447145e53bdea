import { useState } from "react";
import { ArrowLeft } from "lucide-react";
import { m } from "@/paraglide/messages";
import { EmailStep } from "./email-step";
import { CodeStep } from "./code-step";
import { NewPasswordStep } from "./new-password-step";

type Step = "email" | "code" | "password";

/**
 * Email → code sent → code verified → new password, then back to login
 * (docs/requirements/accounts.md#password-reset). "Resend" returns to the email step with the address
 * kept.
 */
export function ForgotPasswordView({ onBackToLogin }: { onBackToLogin: () => void }) {
  const [step, setStep] = useState<Step>("email");
  const [email, setEmail] = useState("");

  return (
    <>
      <button
        type="button"
        onClick={onBackToLogin}
        aria-label={m.auth_back_to_login()}
        className="-ml-2 -mt-2 mb-2 grid size-10 place-items-center rounded-full text-slate-600 hover:bg-slate-100"
      >
        <ArrowLeft aria-hidden className="size-5" />
      </button>
      {step === "email" && (
        <EmailStep
          defaultEmail={email}
          onSent={(sentTo) => {
            setEmail(sentTo);
            setStep("code");
          }}
        />
      )}
      {step === "code" && <CodeStep email={email} onVerified={() => setStep("password")} onResend={() => setStep("email")} />}
      {step === "password" && <NewPasswordStep email={email} onDone={onBackToLogin} />}
    </>
  );
}
