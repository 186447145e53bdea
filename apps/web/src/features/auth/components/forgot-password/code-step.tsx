import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import toast from "react-hot-toast";
import { SubmitButton } from "@/components/submit-button";
import { TextField } from "@/components/text-field";
import { refusalMessage } from "@/lib/api-client";
import { formError, localText } from "@/lib/form-messages";
import { digits } from "@/lib/i18n/format";
import { m } from "@/paraglide/messages";
import { OTP_LENGTH } from "@pasal/shared";
import { useVerifyResetCode } from "../../api/verify-reset-code";
import { otpSchema } from "../../schemas";
import { AuthHeading } from "../auth-heading";

type CodeStepProps = { email: string; onVerified: () => void; onResend: () => void };

export function CodeStep({ email, onVerified, onResend }: CodeStepProps) {
  const verify = useVerifyResetCode();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(otpSchema), defaultValues: { code: "" } });

  const onSubmit = handleSubmit(({ code }) =>
    verify.mutate(
      { email, code },
      {
        onSuccess: ({ message }) => {
          toast.success(localText(message));
          onVerified();
        },
        onError: (error) => toast.error(refusalMessage(error, m.auth_otp_failed())),
      },
    ),
  );

  return (
    <>
      <AuthHeading title={m.auth_verify_otp()} subtitle={m.auth_otp_subtitle({ length: digits(String(OTP_LENGTH)), email })} />
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          label={m.auth_otp_code()}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          placeholder="••••••"
          className="[&_input]:text-center [&_input]:tracking-[0.5em]"
          error={formError(errors.code?.message)}
          {...register("code")}
        />
        <SubmitButton loading={verify.isPending} loadingText={m.auth_verifying()} className="w-full">
          {m.auth_verify()}
        </SubmitButton>
      </form>
      <p className="mt-4 text-center text-sm text-slate-600">
        {m.auth_no_code()}{" "}
        <button type="button" onClick={onResend} className="font-semibold text-brand-700 hover:underline">
          {m.auth_resend()}
        </button>
      </p>
    </>
  );
}
