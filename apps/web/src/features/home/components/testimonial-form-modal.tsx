import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import toast from "react-hot-toast";
import { TESTIMONIAL_IMAGE_TYPES, TESTIMONIAL_MESSAGES, UPLOAD_MAX_BYTES, testimonialFieldsSchema } from "@pasal/shared";
import { z } from "zod";
import { controlClass, controlStateClass } from "@/components/field-shell";
import { Modal } from "@/components/modal";
import { SubmitButton } from "@/components/submit-button";
import { TextField } from "@/components/text-field";
import { usePostTestimonial } from "../api/post-testimonial";
import { testimonialText } from "../testimonial-texts";
import { m } from "@/paraglide/messages";

// docs/requirements/home.md#testimonials: all four fields are required and the image must be an image file.
const formSchema = testimonialFieldsSchema.extend({
  image: z
    .custom<FileList>()
    .refine((files) => files?.length === 1, TESTIMONIAL_MESSAGES.imageMissing)
    .refine((files) => !files?.[0] || (TESTIMONIAL_IMAGE_TYPES as readonly string[]).includes(files[0].type), TESTIMONIAL_MESSAGES.imageWrongType)
    .refine((files) => !files?.[0] || files[0].size <= UPLOAD_MAX_BYTES, TESTIMONIAL_MESSAGES.imageTooLarge),
});
type FormValues = z.input<typeof formSchema>;

/**
 * The testimonial form (docs/requirements/home.md#testimonials): it closes after the call, whether it
 * worked or not.
 */
export function TestimonialFormModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const submitTestimonial = usePostTestimonial();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { name: "", experience: "", location: "" } });

  const onSubmit = handleSubmit(({ name, experience, location, image }) =>
    submitTestimonial.mutate(
      { name, experience, location, image: image[0]! },
      {
        onSuccess: () => {
          toast.success(testimonialText(TESTIMONIAL_MESSAGES.submitted));
          reset();
        },
        onError: () => toast.error(testimonialText(TESTIMONIAL_MESSAGES.failed)),
        onSettled: onClose,
      },
    ),
  );

  return (
    <Modal open={open} onClose={onClose} title={m.home_share_experience()} description={m.home_tm_description()}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField label={m.home_tm_name()} autoComplete="name" error={testimonialText(errors.name?.message)} {...register("name")} />
        <TextField
          label={m.home_tm_location()}
          placeholder={m.home_tm_location_placeholder()}
          error={testimonialText(errors.location?.message)}
          {...register("location")}
        />
        <div>
          <label htmlFor="testimonial-experience" className="mb-1.5 block text-sm font-medium text-slate-700">
            {m.home_tm_experience()}
          </label>
          <textarea
            id="testimonial-experience"
            rows={4}
            aria-invalid={errors.experience ? true : undefined}
            className={`${controlClass} ${controlStateClass(Boolean(errors.experience))} h-auto py-2.5`}
            {...register("experience")}
          />
          {errors.experience && <p className="mt-1.5 text-xs font-medium text-rose-600">{testimonialText(errors.experience.message)}</p>}
        </div>
        <div>
          <label htmlFor="testimonial-image" className="mb-1.5 block text-sm font-medium text-slate-700">
            {m.home_tm_photo()}
          </label>
          <input
            id="testimonial-image"
            type="file"
            accept={TESTIMONIAL_IMAGE_TYPES.join(",")}
            aria-invalid={errors.image ? true : undefined}
            className="block w-full text-sm text-slate-600 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
            {...register("image")}
          />
          <p className={`mt-1.5 text-xs ${errors.image ? "font-medium text-rose-600" : "text-slate-500"}`}>
            {testimonialText(errors.image?.message) ?? m.home_tm_photo_hint()}
          </p>
        </div>
        <div className="flex justify-end gap-2 pt-2">
          <button type="button" onClick={onClose} className="h-11 rounded-xl px-4 text-sm font-semibold text-slate-600 hover:bg-slate-100">
            {m.home_tm_cancel()}
          </button>
          <SubmitButton loading={submitTestimonial.isPending} loadingText={m.home_tm_submitting()}>
            {m.home_tm_submit()}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
