import { lineStock, paisaToRupees, rupeesToPaisa, unitPricePaisa, type CartLine, type Product } from "@pasal/shared";
import { api } from "@/lib/api-client";

export const fetchProduct = (productId: string) => api.get<Product>(`/product/${encodeURIComponent(productId)}`);

export type LinePlan = { kind: "line"; line: CartLine } | { kind: "needsChoice" } | { kind: "soldOut" };

/** The only option of a group is taken as chosen; a group with several needs the shopper. */
function only<T>(options: T[]): T | undefined | null {
  if (options.length === 0) return undefined;
  return options.length === 1 ? options[0]! : null;
}

/**
 * One of a wishlisted product as a cart line, when that needs no choice from the shopper: no
 * colour, model or variant to pick (or just one offered), and for a screen protector the 1x pack
 * the product page starts with. Otherwise the shopper has to choose on the product page.
 */
export function lineForProduct(product: Product): LinePlan {
  const color = only(product.color.map((option) => option.colorName));
  const model = only(product.model);
  const variant = only(product.variant);
  const bundle = product.bundle.find((option) => option.bundle.toLowerCase() === "1x") ?? only(product.bundle);
  if (color === null || model === null || variant === null || bundle === null) return { kind: "needsChoice" };
  const stock = lineStock(product.stock, bundle?.bundle);
  if (stock <= 0) return { kind: "soldOut" };
  const colourImage = product.color.find((option) => option.colorName === color)?.image;
  return {
    kind: "line",
    line: {
      productId: product._id,
      id: product._id,
      modelName: product.modelName,
      name: product.name,
      price: paisaToRupees(
        unitPricePaisa(
          rupeesToPaisa(product.sellingPrice),
          variant ? rupeesToPaisa(variant.variantSP) : undefined,
          bundle && { bundle: bundle.bundle, pricePaisa: rupeesToPaisa(bundle.bundlePrice) },
        ),
      ),
      quantity: 1,
      image: colourImage || product.images[0]?.url || "",
      stock,
      color: color ?? "",
      variant: variant?.variantName ?? "",
      model: model ?? "",
      bundle: bundle?.bundle ?? "",
    },
  };
}
