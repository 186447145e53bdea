import { paisaToRupees, rupeesToPaisa, unitPricePaisa, type Product } from "@pasal/shared";
import { m } from "@/paraglide/messages";

export type Selection = {
  color: string | null;
  model: string | null;
  variant: string | null;
  bundle: string | null;
};

export type SelectionField = keyof Selection;

/**
 * Words used in "Please select a … before adding to cart"
 * (docs/requirements/catalogue.md#product-options), read in the page's language.
 */
const FIELD_WORDS: Record<SelectionField, () => string> = {
  color: m.product_field_color,
  model: m.product_field_model,
  variant: m.product_field_variant,
  bundle: m.product_field_bundle,
};

/** Screen-protector packs start at 1x (docs/requirements/catalogue.md#product-options). */
export function initialSelection(product: Pick<Product, "bundle">): Selection {
  const single = product.bundle.find((option) => option.bundle.toLowerCase() === "1x");
  return { color: null, model: null, variant: null, bundle: single?.bundle ?? null };
}

/** The first option group the product offers that the shopper has not chosen yet. */
export function missingSelection(product: Product, selection: Selection): SelectionField | null {
  if (product.color.length > 0 && !selection.color) return "color";
  if (product.model.length > 0 && !selection.model) return "model";
  if (product.variant.length > 0 && !selection.variant) return "variant";
  if (product.bundle.length > 0 && !selection.bundle) return "bundle";
  return null;
}

export function selectionMessage(field: SelectionField, action: "cart" | "buy"): string {
  const message = action === "cart" ? m.product_select_before_cart : m.product_select_before_buy;
  return message({ field: FIELD_WORDS[field]() });
}

/** A chosen pack or variant sets the price (the chosen variant's pack price; unitPricePaisa in packages/shared). */
export function selectedPrice(product: Product, selection: Selection): number {
  const pack = product.bundle.find((option) => option.bundle === selection.bundle);
  const variant = product.variant.find((option) => option.variantName === selection.variant);
  return paisaToRupees(
    unitPricePaisa(
      rupeesToPaisa(product.sellingPrice),
      variant ? rupeesToPaisa(variant.variantSP) : undefined,
      pack && { bundle: pack.bundle, pricePaisa: rupeesToPaisa(pack.bundlePrice) },
    ),
  );
}

/** "3x" → 3: a pack's quantity is its leading number. */
export function packQuantity(bundle: string | null): number {
  const count = bundle ? Number.parseInt(bundle, 10) : NaN;
  return Number.isFinite(count) && count > 0 ? count : 1;
}
