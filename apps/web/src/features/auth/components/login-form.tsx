import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { PasswordField } from "@/components/password-field";
import { SubmitButton } from "@/components/submit-button";
import { TextField } from "@/components/text-field";
import { useAuthStore } from "@/lib/auth-store";
import { formError } from "@/lib/form-messages";
import { m } from "@/paraglide/messages";
import { RESET_PASSWORD_MIN } from "@pasal/shared";
import { loginFormSchema } from "../schemas";
import { AuthHeading } from "./auth-heading";
import { SocialButtons } from "./social-buttons";
import { SwitchPrompt } from "./switch-prompt";

type LoginFormProps = { onSignup: () => void; onForgotPassword: () => void };

/**
 * A failed login leaves the shopper here with the server's reason in a toast
 * (docs/requirements/accounts.md#sign-up-and-sign-in).
 */
export function LoginForm({ onSignup, onForgotPassword }: LoginFormProps) {
  const login = useAuthStore((state) => state.login);
  const isLoggingIn = useAuthStore((state) => state.isLoggingIn);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: "", password: "", rememberMe: false },
  });

  return (
    <>
      <AuthHeading title={m.auth_welcome_back()} subtitle={m.auth_login_subtitle()} />
      <form noValidate onSubmit={handleSubmit((values) => login(values))} className="space-y-4">
        <TextField label={m.auth_email()} type="email" autoComplete="email" error={formError(errors.email?.message)} {...register("email")} />
        <PasswordField
          label={m.auth_password()}
          autoComplete="current-password"
          minLength={RESET_PASSWORD_MIN}
          error={formError(errors.password?.message)}
          {...register("password")}
        />
        <div className="flex items-center justify-between text-sm">
          <label className="flex items-center gap-2 text-slate-600">
            <input type="checkbox" className="size-4 rounded accent-brand-600" {...register("rememberMe")} />
            {m.auth_remember_me()}
          </label>
          <button type="button" onClick={onForgotPassword} className="font-medium text-brand-700 hover:underline">
            {m.auth_forgot_password()}
          </button>
        </div>
        <SubmitButton loading={isLoggingIn} loadingText={m.auth_logging_in()} className="w-full">
          {m.auth_log_in()}
        </SubmitButton>
      </form>
      <SocialButtons />
      <SwitchPrompt question={m.auth_no_account()} action={m.auth_sign_up()} onClick={onSignup} />
    </>
  );
}
