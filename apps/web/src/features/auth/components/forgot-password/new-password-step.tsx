import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import toast from "react-hot-toast";
import { PasswordField } from "@/components/password-field";
import { SubmitButton } from "@/components/submit-button";
import { refusalMessage } from "@/lib/api-client";
import { RESET_PASSWORD_MIN } from "@pasal/shared";
import { useResetPassword } from "../../api/reset-password";
import { newPasswordSchema } from "../../schemas";
import { AuthHeading } from "../auth-heading";

type NewPasswordStepProps = { email: string; onDone: () => void };

export function NewPasswordStep({ email, onDone }: NewPasswordStepProps) {
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(newPasswordSchema), defaultValues: { newPassword: "", confirmPassword: "" } });

  const onSubmit = handleSubmit(({ newPassword }) =>
    reset.mutate(
      { email, newPassword },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onDone();
        },
        onError: (error) => toast.error(refusalMessage(error, "Failed to reset password")),
      },
    ),
  );

  return (
    <>
      <AuthHeading title="Set New Password" subtitle={`Choose a new password for ${email}`} />
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <PasswordField
          label="New password"
          autoComplete="new-password"
          minLength={RESET_PASSWORD_MIN}
          error={errors.newPassword?.message}
          {...register("newPassword")}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          minLength={RESET_PASSWORD_MIN}
          error={errors.confirmPassword?.message}
          {...register("confirmPassword")}
        />
        <SubmitButton loading={reset.isPending} loadingText="Saving…" className="w-full">
          Reset Password
        </SubmitButton>
      </form>
    </>
  );
}
