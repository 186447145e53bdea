import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { PasswordField } from "@/components/password-field";
import { SubmitButton } from "@/components/submit-button";
import { TextField } from "@/components/text-field";
import { useAuthStore } from "@/lib/auth-store";
import type { SignupOffer } from "@/lib/navigation";
import { MESSAGES, SIGNUP_PASSWORD_MIN } from "@pasal/shared";
import { signupFormSchema } from "../schemas";
import { AuthHeading } from "./auth-heading";
import { SocialButtons } from "./social-buttons";
import { SwitchPrompt } from "./switch-prompt";

/** All fields required; passwords of 8 or more that match (spec part 1 §5). */
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
      <AuthHeading title="Create Account" subtitle="Join us today" />
      <form noValidate onSubmit={handleSubmit((values) => signup(values))} className="space-y-4">
        <TextField label="Full name" autoComplete="name" error={errors.fullName?.message} {...register("fullName")} />
        <TextField
          label="Phone number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="98XXXXXXXX"
          maxLength={10}
          error={errors.phoneNumber?.message}
          {...register("phoneNumber")}
        />
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register("email")} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          minLength={SIGNUP_PASSWORD_MIN}
          hint={MESSAGES.signupPasswordHint}
          error={errors.password?.message}
          {...register("password")}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          minLength={SIGNUP_PASSWORD_MIN}
          error={errors.confirmPassword?.message}
          {...register("confirmPassword")}
        />
        <SubmitButton loading={isSigningUp} loadingText="Creating account…" className="w-full">
          Sign Up
        </SubmitButton>
      </form>
      <SocialButtons />
      <SwitchPrompt question="Already have an account?" action="Log In" onClick={onLogin} />
    </>
  );
}
