import { useFieldArray, useFormContext } from "react-hook-form";
import { Plus, X } from "lucide-react";
import { SPEC_KEY_BY_CATEGORY } from "@pasal/shared";
import { buttonClass, inputClass } from "../../ui/styles";
import { FieldMessage, FormSection } from "./form-bits";
import type { ProductFormValues } from "./product-form-schema";

/** Suggested rows per category, so a new phone starts with the table a shopper expects. */
const SUGGESTED: Record<string, string[]> = {
  Phone: ["Display", "Processor", "RAM", "Storage", "Rear camera", "Front camera", "Battery", "Charging"],
  Laptop: ["Processor", "RAM", "Storage", "Display", "Graphics", "Battery", "Weight"],
  Charger: ["Output", "Ports", "Input"],
  Powerbank: ["Capacity", "Output", "Ports"],
  Earbud: ["Battery life", "Noise cancelling", "Bluetooth"],
  Smartwatch: ["Display", "Battery life", "Water resistance"],
  Speaker: ["Output power", "Battery life", "Bluetooth"],
};

/**
 * The category's own specification table (specs, laptopSpecs, chargerSpecs…:
 * docs/requirements/catalogue.md#catalogue-data).
 */
export function SpecsSection() {
  const {
    control,
    register,
    watch,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const rows = useFieldArray({ control, name: "specs" });
  const category = watch("parentCategory");
  const specKey = SPEC_KEY_BY_CATEGORY[category];
  if (!specKey) return null;
  return (
    <FormSection title="Specifications" description={`Shown as the ${category.toLowerCase()}'s specification table.`}>
      {rows.fields.map((field, index) => (
        <div key={field.id}>
          <div className="flex items-start gap-2">
            <input aria-label={`Specification ${index + 1} name`} className={`${inputClass} w-2/5`} {...register(`specs.${index}.key`)} />
            <input aria-label={`Specification ${index + 1} value`} className={inputClass} {...register(`specs.${index}.value`)} />
            <button
              type="button"
              aria-label={`Remove specification ${index + 1}`}
              onClick={() => rows.remove(index)}
              className="grid size-10 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-rose-600"
            >
              <X aria-hidden className="size-4" />
            </button>
          </div>
          <FieldMessage error={errors.specs?.[index]?.key} />
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass.ghost} onClick={() => rows.append({ key: "", value: "" })}>
          <Plus aria-hidden className="size-4" /> Add row
        </button>
        {rows.fields.length === 0 && SUGGESTED[category] && (
          <button type="button" className={buttonClass.ghost} onClick={() => rows.append(SUGGESTED[category]!.map((key) => ({ key, value: "" })))}>
            Start with the usual rows
          </button>
        )}
      </div>
    </FormSection>
  );
}
