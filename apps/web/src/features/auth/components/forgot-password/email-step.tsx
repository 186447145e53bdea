import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import toast from "react-hot-toast";
import { SubmitButton } from "@/components/submit-button";
import { TextField } from "@/components/text-field";
import { refusalMessage } from "@/lib/api-client";
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
        toast.success(`OTP sent to ${email}`);
        onSent(email);
      },
      // A 429 ("wait a minute") is worth reading; anything else gets the spec's wording.
      onError: (error) => toast.error(refusalMessage(error, "Failed to send OTP")),
    }),
  );

  return (
    <>
      <AuthHeading title="Forgot Password" subtitle="Enter your email and we'll send you a 6-digit code" />
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register("email")} />
        <SubmitButton loading={sendCode.isPending} loadingText="Sending…" className="w-full">
          Send OTP
        </SubmitButton>
      </form>
    </>
  );
}
