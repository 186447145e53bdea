import { useFormContext } from "react-hook-form";
import { CATEGORY_NAMES } from "@pasal/shared";
import { useBrands } from "@/lib/queries/get-brands";
import { inputClass } from "../../ui/styles";
import { FieldMessage, FormSection, fieldLabel, textareaClass } from "./form-bits";
import type { ProductFormValues } from "./product-form-schema";

export function BasicsSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const { data: brands } = useBrands();
  return (
    <FormSection title="Product">
      <div className="grid gap-4 sm:grid-cols-2">
        <label className={fieldLabel}>
          Name
          <input className={`${inputClass} mt-1`} aria-invalid={errors.name ? true : undefined} {...register("name")} />
          <FieldMessage error={errors.name} />
        </label>
        <label className={fieldLabel}>
          Model name
          <input className={`${inputClass} mt-1`} aria-invalid={errors.modelName ? true : undefined} {...register("modelName")} />
          <FieldMessage error={errors.modelName} />
        </label>
        <label className={fieldLabel}>
          Category
          <select className={`${inputClass} mt-1`} {...register("parentCategory")}>
            {CATEGORY_NAMES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
          <FieldMessage error={errors.parentCategory} />
        </label>
        <label className={fieldLabel}>
          Brand
          <input
            className={`${inputClass} mt-1`}
            list="admin-brands"
            aria-invalid={errors.parentSubcategory ? true : undefined}
            {...register("parentSubcategory")}
          />
          <datalist id="admin-brands">
            {brands?.map((brand) => (
              <option key={brand._id} value={brand.subcategoryName} />
            ))}
          </datalist>
          <FieldMessage error={errors.parentSubcategory} />
        </label>
      </div>
      <label className={fieldLabel}>
        Short description
        <input className={`${inputClass} mt-1`} {...register("shortDescription")} />
      </label>
      <label className={fieldLabel}>
        Description
        <textarea rows={4} className={textareaClass} {...register("description")} />
      </label>
    </FormSection>
  );
}
