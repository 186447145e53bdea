import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import toast from "react-hot-toast";
import { SubmitButton } from "@/components/submit-button";
import { TextField } from "@/components/text-field";
import { refusalMessage } from "@/lib/api-client";
import { formError } from "@/lib/form-messages";
import { m } from "@/paraglide/messages";
import { useSendResetCode } from "../../api/send-reset-code";
import { forgotEmailSchema } from "../../schemas";
import { AuthHeading } from "../auth-heading";

type EmailStepProps = { defaultEmail: string; onSent: (email: string) => void };

export function EmailStep({ defaultEmail, onSent }: EmailStepProps) {
  const sendCode = useSendResetCode();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotEmailSchema), defaultValues: { email: defaultEmail } });

  const onSubmit = handleSubmit(({ email }) =>
    sendCode.mutate(email, {
      onSuccess: () => {
        toast.success(m.auth_otp_sent({ email }));
        onSent(email);
      },
      // A 429 ("wait a minute") is worth reading; anything else gets the spec's wording.
      onError: (error) => toast.error(refusalMessage(error, m.auth_otp_send_failed())),
    }),
  );

  return (
    <>
      <AuthHeading title={m.auth_title_forgot()} subtitle={m.auth_forgot_subtitle()} />
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField label={m.auth_email()} type="email" autoComplete="email" error={formError(errors.email?.message)} {...register("email")} />
        <SubmitButton loading={sendCode.isPending} loadingText={m.auth_sending()} className="w-full">
          {m.auth_send_otp()}
        </SubmitButton>
      </form>
    </>
  );
}
