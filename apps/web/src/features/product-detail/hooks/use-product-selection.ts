import { useState } from "react";
import type { Product } from "@pasal/shared";
import { rememberPhoneModel } from "@/lib/phone-model";
import { initialSelection, selectedPrice, type Selection, type SelectionField } from "../selection";

/**
 * Option choices on the product page (docs/requirements/catalogue.md#product-options). Clicking the
 * chosen option again clears it; a colour shows that colour's photo; a chosen phone model is remembered
 * for accessory titles elsewhere. The quantity counts line units: items, or packs once a pack is chosen
 * (a 3x pack is one unit at its pack price, as the cart contract counts it), so a pack change starts
 * again at 1.
 */
export function useProductSelection(product: Product) {
  const [selection, setSelection] = useState<Selection>(() => initialSelection(product));
  const [quantity, setQuantity] = useState(1);
  const [activeImage, setActiveImage] = useState<string | undefined>(product.images[0]?.url);

  const toggle = (field: SelectionField, value: string) => {
    const next = selection[field] === value ? null : value;
    setSelection((current) => ({ ...current, [field]: next }));
    if (field === "color" && next) {
      const image = product.color.find((option) => option.colorName === next)?.image;
      if (image) setActiveImage(image);
    }
    if (field === "bundle") setQuantity(1);
    if (field === "model" && next) rememberPhoneModel(next);
  };

  return {
    selection,
    toggle,
    price: selectedPrice(product, selection),
    quantity,
    setQuantity,
    activeImage,
    setActiveImage,
  };
}
