import type { Product } from "@pasal/shared";
import { ProductCard } from "@/components/product-card";
import { cardTitle } from "@/lib/phone-model";
import { m } from "@/paraglide/messages";
import { useFittingAccessories } from "../api/get-product-extras";
import { SIMILAR_CARD_PX } from "./similar-products";

/**
 * "Fits this phone" (docs/requirements/catalogue.md#product-page): on a phone's page, the covers and
 * screen protectors whose model list names it, each card titled with this phone. Hidden for other
 * products and when none fit.
 */
export function FitsThisPhone({ product }: { product: Product }) {
  const isPhone = product.parentCategory.toLowerCase() === "phone";
  const { data: items = [] } = useFittingAccessories(product._id, isPhone);
  if (!isPhone || items.length === 0) return null;
  return (
    <section aria-labelledby="fits-this-phone">
      <h2 id="fits-this-phone" className="mb-4 text-lg font-bold text-slate-900">
        {m.product_fits_phone()}
      </h2>
      <ul aria-label={m.product_fits_list({ model: product.modelName })} className="scrollbar-none flex gap-4 overflow-x-auto pb-2 pt-1">
        {items.map((item) => (
          <li key={item._id} style={{ width: SIMILAR_CARD_PX }} className="shrink-0">
            <ProductCard product={item} title={cardTitle(item.name, item.model, product.modelName)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
