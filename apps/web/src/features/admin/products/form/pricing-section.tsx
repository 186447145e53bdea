import { useFormContext } from "react-hook-form";
import { inputClass } from "../../ui/styles";
import { FieldMessage, FormSection, fieldLabel, optionalNumber, requiredNumber } from "./form-bits";
import type { ProductFormValues } from "./product-form-schema";

/** Prices (rupees, VAT included) and stock. Shown only to roles with prices:write; stock is set here only on creation. */
export function PricingSection({ showPrices, creating }: { showPrices: boolean; creating: boolean }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  return (
    <FormSection
      title={showPrices ? "Price and stock" : "Stock"}
      description={creating ? undefined : "Stock changes after creation go through the Stock page, so every change has a reason."}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        {showPrices && (
          <>
            <label className={fieldLabel}>
              Selling price (Rs.)
              <input
                type="number"
                step="0.01"
                min="0"
                className={`${inputClass} mt-1`}
                aria-invalid={errors.sellingPrice ? true : undefined}
                {...register("sellingPrice", requiredNumber)}
              />
              <FieldMessage error={errors.sellingPrice} />
            </label>
            <label className={fieldLabel}>
              Original price (Rs.)
              <input
                type="number"
                step="0.01"
                min="0"
                className={`${inputClass} mt-1`}
                aria-invalid={errors.originalPrice ? true : undefined}
                {...register("originalPrice", optionalNumber)}
              />
              <FieldMessage error={errors.originalPrice} />
            </label>
            <label className={fieldLabel}>
              Cost price (Rs., never shown to shoppers)
              <input type="number" step="0.01" min="0" className={`${inputClass} mt-1`} {...register("costPrice", optionalNumber)} />
              <FieldMessage error={errors.costPrice} />
            </label>
          </>
        )}
        <label className={fieldLabel}>
          {creating ? "Opening stock" : "Stock"}
          <input type="number" min="0" step="1" disabled={!creating} className={`${inputClass} mt-1`} {...register("stock", requiredNumber)} />
          <FieldMessage error={errors.stock} />
        </label>
        <label className={fieldLabel}>
          Low-stock warning at
          <input type="number" min="0" step="1" className={`${inputClass} mt-1`} {...register("lowStockThreshold", requiredNumber)} />
          <FieldMessage error={errors.lowStockThreshold} />
        </label>
      </div>
    </FormSection>
  );
}
