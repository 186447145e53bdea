import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { PasswordField } from "@/components/password-field";
import { SubmitButton } from "@/components/submit-button";
import { TextField } from "@/components/text-field";
import { useAuthStore } from "@/lib/auth-store";
import { formError, localText } from "@/lib/form-messages";
import type { SignupOffer } from "@/lib/navigation";
import { m } from "@/paraglide/messages";
import { MESSAGES, SIGNUP_PASSWORD_MIN } from "@pasal/shared";
import { signupFormSchema } from "../schemas";
import { AuthHeading } from "./auth-heading";
import { SocialButtons } from "./social-buttons";
import { SwitchPrompt } from "./switch-prompt";

/**
 * All fields required; passwords of 8 or more that match
 * (docs/requirements/accounts.md#sign-up-and-sign-in).
 */
export function SignupForm({ onLogin, prefill }: { onLogin: () => void; prefill?: SignupOffer }) {
  const signup = useAuthStore((state) => state.signup);
  const isSigningUp = useAuthStore((state) => state.isSigningUp);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { fullName: "", phoneNumber: "", email: "", ...prefill, password: "", confirmPassword: "" },
  });

  return (
    <>
      <AuthHeading title={m.auth_create_account()} subtitle={m.auth_join_us()} />
      <form noValidate onSubmit={handleSubmit((values) => signup(values))} className="space-y-4">
        <TextField label={m.auth_full_name()} autoComplete="name" error={formError(errors.fullName?.message)} {...register("fullName")} />
        <TextField
          label={m.auth_phone()}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="98XXXXXXXX"
          maxLength={10}
          error={formError(errors.phoneNumber?.message)}
          {...register("phoneNumber")}
        />
        <TextField label={m.auth_email()} type="email" autoComplete="email" error={formError(errors.email?.message)} {...register("email")} />
        <PasswordField
          label={m.auth_password()}
          autoComplete="new-password"
          minLength={SIGNUP_PASSWORD_MIN}
          hint={localText(MESSAGES.signupPasswordHint)}
          error={formError(errors.password?.message)}
          {...register("password")}
        />
        <PasswordField
          label={m.auth_confirm_password()}
          autoComplete="new-password"
          minLength={SIGNUP_PASSWORD_MIN}
          error={formError(errors.confirmPassword?.message)}
          {...register("confirmPassword")}
        />
        <SubmitButton loading={isSigningUp} loadingText={m.auth_creating_account()} className="w-full">
          {m.auth_sign_up()}
        </SubmitButton>
      </form>
      <SocialButtons />
      <SwitchPrompt question={m.auth_have_account()} action={m.auth_log_in()} onClick={onLogin} />
    </>
  );
}
