import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CircleAlert } from "lucide-react";
import toast from "react-hot-toast";
import { PasswordField } from "@/components/password-field";
import { SubmitButton } from "@/components/submit-button";
import { refusalMessage } from "@/lib/api-client";
import { formError, localText } from "@/lib/form-messages";
import { m } from "@/paraglide/messages";
import { RESET_PASSWORD_MIN } from "@pasal/shared";
import { useChangePassword } from "../api/change-password";
import { changePasswordFormSchema } from "../schemas";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * Current, new and confirmation; a mismatch is called out above the button
 * (docs/requirements/accounts.md#profile-and-addresses).
 */
export function ChangePasswordForm({ userId }: { userId: string }) {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { id: userId, currentPassword, newPassword },
      {
        onSuccess: ({ message }) => {
          toast.success(localText(message));
          reset(EMPTY);
        },
        onError: (error) => toast.error(refusalMessage(error, m.profile_wrong_current())),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="max-w-md space-y-4">
      <h2 className="mb-2 text-xl font-bold text-slate-900">{m.profile_change_password()}</h2>
      <PasswordField
        label={m.profile_current_password()}
        autoComplete="current-password"
        error={formError(errors.currentPassword?.message)}
        {...register("currentPassword")}
      />
      <PasswordField
        label={m.profile_new_password()}
        autoComplete="new-password"
        minLength={RESET_PASSWORD_MIN}
        error={formError(errors.newPassword?.message)}
        {...register("newPassword")}
      />
      <PasswordField label={m.profile_confirm_new_password()} autoComplete="new-password" {...register("confirmPassword")} />
      {errors.confirmPassword?.message && (
        <p role="alert" className="flex items-center gap-2 rounded-xl bg-rose-50 px-4 py-3 text-sm font-medium text-rose-700">
          <CircleAlert aria-hidden className="size-4 shrink-0" />
          {formError(errors.confirmPassword.message)}
        </p>
      )}
      <SubmitButton loading={change.isPending} loadingText={m.profile_updating()}>
        {m.profile_update_password()}
      </SubmitButton>
    </form>
  );
}
