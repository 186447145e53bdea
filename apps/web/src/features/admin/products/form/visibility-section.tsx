import { useFormContext } from "react-hook-form";
import { EXTRA_BANNER, EXTRA_FEATURED } from "@pasal/shared";
import { inputClass } from "../../ui/styles";
import { FormSection, fieldLabel } from "./form-bits";
import type { ProductFormValues } from "./product-form-schema";

/** Whether the shop shows it, shipping, and where the home page places it. */
export function VisibilitySection() {
  const { register } = useFormContext<ProductFormValues>();
  return (
    <FormSection title="Visibility">
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" className="size-4 accent-brand-600" {...register("published")} /> Published (shown in the shop, search and suggestions)
      </label>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" className="size-4 accent-brand-600" {...register("freeShipping")} /> Free shipping
      </label>
      <label className={fieldLabel}>
        Extras
        <input className={`${inputClass} mt-1`} placeholder={`${EXTRA_FEATURED}, ${EXTRA_BANNER}`} {...register("extras")} />
        <span className="mt-1 block text-xs text-slate-500">
          Comma-separated. "{EXTRA_FEATURED}" puts it in the home page's featured carousel, "{EXTRA_BANNER}" in the banner.
        </span>
      </label>
      <label className={fieldLabel}>
        Size
        <input className={`${inputClass} mt-1`} {...register("size")} />
      </label>
    </FormSection>
  );
}
