import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import toast from "react-hot-toast";
import { SubmitButton } from "@/components/submit-button";
import { TextField } from "@/components/text-field";
import { refusalMessage } from "@/lib/api-client";
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
          toast.success(message);
          onVerified();
        },
        onError: (error) => toast.error(refusalMessage(error, "Failed to verify OTP")),
      },
    ),
  );

  return (
    <>
      <AuthHeading title="Verify OTP" subtitle={`Enter the ${OTP_LENGTH}-digit code sent to ${email}`} />
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          label="OTP code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          placeholder="••••••"
          className="[&_input]:text-center [&_input]:tracking-[0.5em]"
          error={errors.code?.message}
          {...register("code")}
        />
        <SubmitButton loading={verify.isPending} loadingText="Verifying…" className="w-full">
          Verify
        </SubmitButton>
      </form>
      <p className="mt-4 text-center text-sm text-slate-600">
        Didn't get the code?{" "}
        <button type="button" onClick={onResend} className="font-semibold text-brand-700 hover:underline">
          Resend
        </button>
      </p>
    </>
  );
}
