import { useState } from "react";
import type { Product } from "@pasal/shared";
import { rememberPhoneModel } from "@/lib/phone-model";
import { initialSelection, packQuantity, selectedPrice, type Selection, type SelectionField } from "../selection";

/**
 * Option choices on the product page (spec part 2 §4). Clicking the chosen option again clears
 * it; a colour shows that colour's photo; a pack sets the quantity to its leading number; a
 * chosen phone model is remembered for accessory titles elsewhere.
 */
export function useProductSelection(product: Product) {
  const [selection, setSelection] = useState<Selection>(() => initialSelection(product));
  const [quantity, setQuantity] = useState(() => packQuantity(initialSelection(product).bundle));
  const [activeImage, setActiveImage] = useState<string | undefined>(product.images[0]?.url);

  const toggle = (field: SelectionField, value: string) => {
    const next = selection[field] === value ? null : value;
    setSelection((current) => ({ ...current, [field]: next }));
    if (field === "color" && next) {
      const image = product.color.find((option) => option.colorName === next)?.image;
      if (image) setActiveImage(image);
    }
    if (field === "bundle") setQuantity(packQuantity(next));
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
