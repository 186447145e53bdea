import { useFieldArray, useFormContext } from "react-hook-form";
import { Plus, X } from "lucide-react";
import { buttonClass, inputClass } from "../../ui/styles";
import { FieldMessage, FormSection, requiredNumber } from "./form-bits";
import type { ProductFormValues } from "./product-form-schema";

function RemoveButton({ what, onClick }: { what: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={`Remove ${what}`}
      onClick={onClick}
      className="grid size-10 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-rose-600"
    >
      <X aria-hidden className="size-4" />
    </button>
  );
}

function AddButton({ text, onClick }: { text: string; onClick: () => void }) {
  return (
    <button type="button" className={buttonClass.ghost} onClick={onClick}>
      <Plus aria-hidden className="size-4" /> {text}
    </button>
  );
}

function OptionGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div role="group" aria-label={title}>
      <h3 className="mb-2 text-sm font-semibold text-slate-800">{title}</h3>
      <div className="space-y-2">{children}</div>
    </div>
  );
}

/**
 * Colours, compatible models, variants with their prices and screen-protector packs
 * (docs/requirements/catalogue.md#product-options).
 */
export function OptionsSection({ showPrices }: { showPrices: boolean }) {
  const {
    control,
    register,
    watch,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const colors = useFieldArray({ control, name: "color" });
  const models = useFieldArray({ control, name: "model" });
  const variants = useFieldArray({ control, name: "variant" });
  const packs = useFieldArray({ control, name: "bundle" });
  const category = watch("parentCategory");

  return (
    <FormSection title="Options" description="What a shopper chooses on the product page.">
      <OptionGroup title="Colours">
        {colors.fields.map((field, index) => (
          <div key={field.id} className="flex items-start gap-2">
            <input aria-label={`Colour ${index + 1}`} className={inputClass} {...register(`color.${index}.colorName`)} />
            <RemoveButton what={`colour ${index + 1}`} onClick={() => colors.remove(index)} />
            <FieldMessage error={errors.color?.[index]?.colorName} />
          </div>
        ))}
        <AddButton text="Add colour" onClick={() => colors.append({ colorName: "" })} />
      </OptionGroup>
      {(category === "Cover" || category === "Screen Protector" || models.fields.length > 0) && (
        <OptionGroup title="Compatible phone models">
          {models.fields.map((field, index) => (
            <div key={field.id} className="flex items-start gap-2">
              <input aria-label={`Model ${index + 1}`} className={inputClass} {...register(`model.${index}.value`)} />
              <RemoveButton what={`model ${index + 1}`} onClick={() => models.remove(index)} />
            </div>
          ))}
          <AddButton text="Add model" onClick={() => models.append({ value: "" })} />
        </OptionGroup>
      )}
      <OptionGroup title="Variants">
        {variants.fields.map((field, index) => (
          <div key={field.id}>
            <div className="flex items-start gap-2">
              <input aria-label={`Variant ${index + 1} name`} placeholder="8GB/256GB" className={inputClass} {...register(`variant.${index}.variantName`)} />
              {showPrices && (
                <input
                  aria-label={`Variant ${index + 1} price`}
                  type="number"
                  step="0.01"
                  min="0"
                  placeholder="Price"
                  className={`${inputClass} w-36`}
                  {...register(`variant.${index}.variantSP`, requiredNumber)}
                />
              )}
              <RemoveButton what={`variant ${index + 1}`} onClick={() => variants.remove(index)} />
            </div>
            <FieldMessage error={errors.variant?.[index]?.variantName ?? errors.variant?.[index]?.variantSP} />
          </div>
        ))}
        <AddButton text="Add variant" onClick={() => variants.append({ variantName: "", variantSP: 0 })} />
      </OptionGroup>
      {(category === "Screen Protector" || packs.fields.length > 0) && (
        <OptionGroup title="Packs">
          {packs.fields.map((field, index) => (
            <div key={field.id}>
              <div className="flex items-start gap-2">
                <input aria-label={`Pack ${index + 1}`} placeholder="2x" className={`${inputClass} w-24`} {...register(`bundle.${index}.bundle`)} />
                {showPrices && (
                  <input
                    aria-label={`Pack ${index + 1} price`}
                    type="number"
                    step="0.01"
                    min="0"
                    className={`${inputClass} w-36`}
                    {...register(`bundle.${index}.bundlePrice`, requiredNumber)}
                  />
                )}
                <RemoveButton what={`pack ${index + 1}`} onClick={() => packs.remove(index)} />
              </div>
              <FieldMessage error={errors.bundle?.[index]?.bundle ?? errors.bundle?.[index]?.bundlePrice} />
            </div>
          ))}
          <AddButton text="Add pack" onClick={() => packs.append({ bundle: `${packs.fields.length + 1}x`, bundlePrice: 0 })} />
        </OptionGroup>
      )}
    </FormSection>
  );
}
