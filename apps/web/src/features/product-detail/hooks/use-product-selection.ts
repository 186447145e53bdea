import { useState } from "react";
import type { Product } from "@pasal/shared";
import { initialSelection, selectedPrice, type Selection, type SelectionField } from "../selection";

/**
 * Option choices on the product page. Clicking the chosen option again clears it; choosing a
 * colour also shows that colour's photo (spec part 2 §4).
 */
export function useProductSelection(product: Product) {
  const [selection, setSelection] = useState<Selection>(() => initialSelection(product));
  const [activeImage, setActiveImage] = useState<string | undefined>(product.images[0]?.url);

  const toggle = (field: SelectionField, value: string) => {
    const next = selection[field] === value ? null : value;
    setSelection((current) => ({ ...current, [field]: next }));
    if (field === "color" && next) {
      const image = product.color.find((option) => option.colorName === next)?.image;
      if (image) setActiveImage(image);
    }
  };

  return { selection, toggle, price: selectedPrice(product, selection), activeImage, setActiveImage };
}
