import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import toast from "react-hot-toast";
import { PasswordField } from "@/components/password-field";
import { SubmitButton } from "@/components/submit-button";
import { refusalMessage } from "@/lib/api-client";
import { formError, localText } from "@/lib/form-messages";
import { m } from "@/paraglide/messages";
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
          toast.success(localText(message));
          onDone();
        },
        onError: (error) => toast.error(refusalMessage(error, m.auth_reset_failed())),
      },
    ),
  );

  return (
    <>
      <AuthHeading title={m.auth_new_password_title()} subtitle={m.auth_new_password_subtitle({ email })} />
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <PasswordField
          label={m.auth_new_password()}
          autoComplete="new-password"
          minLength={RESET_PASSWORD_MIN}
          error={formError(errors.newPassword?.message)}
          {...register("newPassword")}
        />
        <PasswordField
          label={m.auth_confirm_new_password()}
          autoComplete="new-password"
          minLength={RESET_PASSWORD_MIN}
          error={formError(errors.confirmPassword?.message)}
          {...register("confirmPassword")}
        />
        <SubmitButton loading={reset.isPending} loadingText={m.auth_saving()} className="w-full">
          {m.auth_reset_password()}
        </SubmitButton>
      </form>
    </>
  );
}
