import { swatchFor, type Product } from "@pasal/shared";
import { showPrice } from "@/lib/i18n/format";
import { m } from "@/paraglide/messages";
import type { Selection, SelectionField } from "../selection";
import { OptionGroup } from "./option-group";

type ProductOptionsProps = {
  product: Product;
  selection: Selection;
  onToggle: (field: SelectionField, value: string) => void;
};

export function ProductOptions({ product, selection, onToggle }: ProductOptionsProps) {
  return (
    <div className="space-y-5">
      <OptionGroup
        title={m.product_colour()}
        selected={selection.color}
        onToggle={(value) => onToggle("color", value)}
        options={product.color.map(({ colorName }) => ({
          value: colorName,
          label: (
            <>
              <span aria-hidden className="size-4 rounded-full ring-1 ring-slate-300" style={{ backgroundColor: swatchFor(colorName) }} />
              {colorName}
            </>
          ),
        }))}
      />
      <OptionGroup
        title={m.product_model()}
        selected={selection.model}
        onToggle={(value) => onToggle("model", value)}
        options={product.model.map((model) => ({ value: model, label: model }))}
      />
      <OptionGroup
        title={m.product_variant()}
        selected={selection.variant}
        onToggle={(value) => onToggle("variant", value)}
        options={product.variant.map(({ variantName, variantSP }) => ({
          value: variantName,
          label: variantName,
          hint: showPrice(variantSP),
        }))}
      />
      <OptionGroup
        title={m.product_pack()}
        selected={selection.bundle}
        onToggle={(value) => onToggle("bundle", value)}
        options={product.bundle.map(({ bundle, bundlePrice }) => ({ value: bundle, label: bundle, hint: showPrice(bundlePrice) }))}
      />
    </div>
  );
}
