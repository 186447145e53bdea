import { zodResolver } from "@hookform/resolvers/zod";
import { FormProvider, useForm } from "react-hook-form";
import { buttonClass } from "../../ui/styles";
import { BasicsSection } from "./basics-section";
import { KeyFeaturesEditor } from "./key-features-editor";
import { MediaSection } from "./media-section";
import { OptionsSection } from "./options-section";
import { PricingSection } from "./pricing-section";
import { productFormSchema, type ProductFormValues } from "./product-form-schema";
import { SpecsSection } from "./specs-section";
import { VisibilitySection } from "./visibility-section";

type ProductFormProps = {
  initial: ProductFormValues;
  productId: string | null;
  canEdit: boolean;
  canEditPrices: boolean;
  saving: boolean;
  onSubmit: (values: ProductFormValues) => void;
};

/**
 * Every field of the spec's Product (docs/requirements/catalogue.md#catalogue-data), checked by the same
 * rules as the server before it is sent. A role without prices:write sees no price field at all; one
 * without catalog:write reads only.
 */
export function ProductForm({ initial, productId, canEdit, canEditPrices, saving, onSubmit }: ProductFormProps) {
  const form = useForm<ProductFormValues>({ resolver: zodResolver(productFormSchema), defaultValues: initial });
  return (
    <FormProvider {...form}>
      <form noValidate aria-label="Product" onSubmit={form.handleSubmit(onSubmit)}>
        <fieldset disabled={!canEdit} className="grid min-w-0 gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="min-w-0 space-y-4">
            <BasicsSection />
            <PricingSection showPrices={canEditPrices} creating={productId === null} />
            <OptionsSection showPrices={canEditPrices} />
            <SpecsSection />
            <KeyFeaturesEditor />
          </div>
          <div className="min-w-0 space-y-4">
            <VisibilitySection />
            <MediaSection productId={productId} />
          </div>
        </fieldset>
        {canEdit && (
          <div className="sticky bottom-0 z-10 mt-4 flex justify-end gap-2 border-t border-slate-200 bg-slate-50/95 py-3 backdrop-blur">
            {Object.keys(form.formState.errors).length > 0 && (
              <p role="alert" className="mr-auto self-center text-sm font-medium text-rose-600">
                Some fields need attention.
              </p>
            )}
            <button type="submit" className={buttonClass.primary} disabled={saving}>
              {saving ? "Saving…" : productId ? "Save changes" : "Create product"}
            </button>
          </div>
        )}
      </form>
    </FormProvider>
  );
}
