import { Link } from "react-router";
import { productPath, type Product } from "@pasal/shared";
import { showPrice } from "@/lib/i18n/format";
import { DiscountBadge } from "@/components/discount-badge";
import { ProductImage } from "@/components/product-image";
import { StarRating } from "@/components/star-rating";
import { StockStatus } from "@/components/stock-status";

/** One search result; the score the server sorted by is deliberately not shown. */
export function SearchResultItem({ product }: { product: Product }) {
  return (
    <article className="group relative flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm transition hover:shadow-md sm:p-4">
      <ProductImage
        src={product.images[0]?.url}
        width={product.images[0]?.width}
        height={product.images[0]?.height}
        sizes="96px"
        alt=""
        className="size-20 shrink-0 rounded-xl bg-slate-50 object-contain p-2 sm:size-24"
      />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500">
          {product.parentSubcategory} · {product.parentCategory}
        </p>
        <h2 className="line-clamp-2 font-semibold leading-snug text-slate-900">
          <Link to={productPath(product.modelName)} className="after:absolute after:inset-0 group-hover:text-brand-700">
            {product.name}
          </Link>
        </h2>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="whitespace-nowrap font-bold text-slate-900">{showPrice(product.sellingPrice)}</span>
          <DiscountBadge sellingPrice={product.sellingPrice} originalPrice={product.originalPrice} />
          <StarRating rating={product.rating} reviews={product.reviews} />
          <StockStatus stock={product.stock} />
        </div>
      </div>
    </article>
  );
}
