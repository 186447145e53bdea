import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { Product } from "@pasal/shared";
import { brandState, categoryState } from "@/lib/navigation";
import { m } from "@/paraglide/messages";

/** Home / category / brand / model (docs/requirements/catalogue.md#product-page). */
export function Breadcrumb({ product }: { product: Product }) {
  const linkClass = "hover:text-brand-700 hover:underline";
  const separator = <ChevronRight aria-hidden className="size-3.5 shrink-0 text-slate-400" />;
  return (
    <nav aria-label={m.product_breadcrumb()} className="mb-6">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-slate-500">
        <li>
          <Link to="/" className={linkClass}>
            {m.layout_home()}
          </Link>
        </li>
        <li className="flex items-center gap-1.5">
          {separator}
          <Link to="/products" state={categoryState(product.parentCategory)} className={linkClass}>
            {product.parentCategory}
          </Link>
        </li>
        <li className="flex items-center gap-1.5">
          {separator}
          <Link to="/top-brands" state={brandState(product.parentSubcategory)} className={linkClass}>
            {product.parentSubcategory}
          </Link>
        </li>
        <li className="flex min-w-0 items-center gap-1.5">
          {separator}
          <span aria-current="page" className="truncate font-medium text-slate-800">
            {product.modelName}
          </span>
        </li>
      </ol>
    </nav>
  );
}
