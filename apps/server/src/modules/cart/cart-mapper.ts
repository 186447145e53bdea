import { lineStock, paisaToRupees, type CartLine, type Product } from "@pasal/shared";
import type { cartLines } from "../../db/schema/index.js";
import { describeLine, pricedFromSnapshot } from "./line-options.js";

export type CartLineRow = typeof cartLines.$inferSelect;

/**
 * The one place a cart line row becomes the API's line. Name, price, image and stock always
 * come from the catalogue, never from what a client once sent (docs/requirements/cart.md#cart-lines).
 */
export function toCartLine(line: CartLineRow, product: Product): CartLine {
  const { unitPricePaisa, image } = describeLine(pricedFromSnapshot(product), line);
  return {
    productId: product._id,
    id: product._id,
    modelName: product.modelName,
    name: product.name,
    price: paisaToRupees(unitPricePaisa),
    quantity: line.quantity,
    image,
    stock: lineStock(product.stock, line.bundle),
    color: line.color,
    variant: line.variant,
    model: line.model,
    bundle: line.bundle,
  };
}
