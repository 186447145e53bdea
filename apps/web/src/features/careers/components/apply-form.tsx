import type { UseFormReturn } from "react-hook-form";
import { ChevronDown } from "lucide-react";
import toast from "react-hot-toast";
import { CAREERS_MESSAGES, HEAR_ABOUT_OPTIONS } from "@pasal/shared";
import { FieldShell, controlClass, controlStateClass, describedBy } from "@/components/field-shell";
import { SelectField } from "@/components/select-field";
import { SubmitButton } from "@/components/submit-button";
import { TextField } from "@/components/text-field";
import { usePostApplication } from "../api/post-application";
import { HEAR_ABOUT_LABELS, careersText, type ApplicationFormValues } from "../application-form-schema";
import { m } from "@/paraglide/messages";

type ApplyFormProps = {
  form: UseFormReturn<ApplicationFormValues>;
  positionTitles: string[];
  onSubmitted: (message: string) => void;
};

/**
 * The Apply Now form; the confirmation shows only after the server accepted it
 * (docs/requirements/content-pages.md#careers; the spec's page confirmed failures too).
 */
export function ApplyForm({ form, positionTitles, onSubmitted }: ApplyFormProps) {
  const apply = usePostApplication();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit(({ resume, ...fields }) =>
    apply.mutate(
      { ...fields, resume: resume[0]! },
      {
        onSuccess: ({ message }) => {
          toast.success(careersText(message));
          onSubmitted(message);
        },
        onError: () => toast.error(careersText(CAREERS_MESSAGES.submitFailed)),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" aria-label={m.careers_form_label()}>
      <TextField label={m.careers_first_name()} autoComplete="given-name" error={careersText(errors.firstName?.message)} {...register("firstName")} />
      <TextField label={m.careers_last_name()} autoComplete="family-name" error={careersText(errors.lastName?.message)} {...register("lastName")} />
      <TextField label={m.careers_email()} type="email" autoComplete="email" error={careersText(errors.email?.message)} {...register("email")} />
      <TextField label={m.careers_phone()} type="tel" autoComplete="tel" error={careersText(errors.phone?.message)} {...register("phone")} />
      <SelectField
        label={m.careers_position()}
        placeholder={m.careers_general()}
        options={positionTitles}
        error={careersText(errors.position?.message)}
        {...register("position")}
      />
      <TextField
        label={m.careers_linkedin()}
        type="url"
        placeholder="https://www.linkedin.com/in/…"
        error={careersText(errors.linkedin?.message)}
        {...register("linkedin")}
      />
      <FieldShell id="hear-about" label={m.careers_hear_about()} error={careersText(errors.hearAbout?.message)} className="sm:col-span-2">
        <div className="relative">
          <select
            id="hear-about"
            {...describedBy("hear-about", errors.hearAbout?.message)}
            className={`${controlClass} ${controlStateClass(Boolean(errors.hearAbout))} appearance-none pr-10`}
            {...register("hearAbout")}
          >
            <option value="">{m.careers_choose_one()}</option>
            {HEAR_ABOUT_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {HEAR_ABOUT_LABELS[option]()}
              </option>
            ))}
          </select>
          <ChevronDown aria-hidden className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400" />
        </div>
      </FieldShell>
      <FieldShell id="cover-letter" label={m.careers_cover_letter()} error={careersText(errors.coverLetter?.message)} className="sm:col-span-2">
        <textarea
          id="cover-letter"
          rows={6}
          {...describedBy("cover-letter", errors.coverLetter?.message)}
          className={`${controlClass} ${controlStateClass(Boolean(errors.coverLetter))} h-auto py-2.5`}
          {...register("coverLetter")}
        />
      </FieldShell>
      <FieldShell id="resume" label={m.careers_resume()} error={careersText(errors.resume?.message)} hint={m.careers_resume_hint()} className="sm:col-span-2">
        <input
          id="resume"
          type="file"
          accept=".pdf,.docx,.rtf,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/rtf"
          {...describedBy("resume", errors.resume?.message, m.careers_resume_hint())}
          className="block w-full rounded-xl border border-dashed border-slate-300 bg-white p-3 text-sm text-slate-600 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-700"
          {...register("resume")}
        />
      </FieldShell>
      <div className="sm:col-span-2">
        <SubmitButton loading={apply.isPending} loadingText={m.careers_submitting()} className="w-full sm:w-auto">
          {m.careers_submit()}
        </SubmitButton>
      </div>
    </form>
  );
}
