import { Link } from "react-router";
import { m } from "@/paraglide/messages";

/**
 * What a route error's data says when the missing page is a product: the route's error element
 * then shows the product page's own "Product not found" (docs/requirements/catalogue.md#product-page),
 * still with a 404 status.
 */
export const PRODUCT_NOT_FOUND = "Product not found";

export function ProductNotFound() {
  return (
    <div className="mx-auto max-w-md px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{m.product_not_found()}</h1>
      <p className="mt-2 text-sm text-slate-600">{m.product_not_found_text()}</p>
      <Link to="/products" className="mt-6 inline-block rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white">
        {m.product_browse_all()}
      </Link>
    </div>
  );
}
