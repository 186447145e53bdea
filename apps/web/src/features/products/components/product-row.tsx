import { Link } from "react-router";
import { productPath, type ProductSummary } from "@pasal/shared";
import { showPrice } from "@/lib/i18n/format";
import { ColorChips } from "@/components/color-chips";
import { DiscountBadge } from "@/components/discount-badge";
import { ProductImage } from "@/components/product-image";
import { StarRating } from "@/components/star-rating";
import { StockStatus } from "@/components/stock-status";

type ProductRowProps = { product: ProductSummary; title: string; linkState: unknown };

/**
 * A search result: one product per line, picture left, details right
 * (docs/requirements/catalogue.md#product-listing).
 */
export function ProductRow({ product, title, linkState }: ProductRowProps) {
  const { sellingPrice, originalPrice } = product;
  const hasSaving = originalPrice !== undefined && originalPrice > sellingPrice;
  return (
    <article className="group relative flex gap-4 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm transition hover:shadow-md sm:gap-6 sm:p-4">
      <div className="relative size-28 shrink-0 rounded-xl bg-slate-50 sm:size-40">
        <ProductImage
          src={product.images[0]?.url}
          width={product.images[0]?.width}
          height={product.images[0]?.height}
          sizes="(min-width: 640px) 160px, 112px"
          alt=""
          className="size-full object-contain p-2 sm:p-4"
        />
        <DiscountBadge sellingPrice={sellingPrice} originalPrice={originalPrice} className="absolute left-1.5 top-1.5" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500">
          {product.parentSubcategory} · {product.parentCategory}
        </p>
        <h3 className="line-clamp-2 font-semibold leading-snug text-slate-900">
          <Link to={productPath(product.modelName)} state={linkState} className="after:absolute after:inset-0 hover:text-brand-700">
            {title}
          </Link>
        </h3>
        <p className="hidden text-sm text-slate-600 sm:line-clamp-2">{product.description}</p>
        <ColorChips colors={product.color} />
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1">
          <span className="flex flex-wrap items-baseline gap-x-2">
            <span className="whitespace-nowrap text-lg font-bold text-slate-900">{showPrice(sellingPrice)}</span>
            {hasSaving && <s className="whitespace-nowrap text-xs text-slate-500">{showPrice(originalPrice)}</s>}
          </span>
          <StarRating rating={product.rating} reviews={product.reviews} />
          <StockStatus stock={product.stock} />
        </div>
      </div>
    </article>
  );
}
