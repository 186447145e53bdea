import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { productPath, type ProductSummary } from "@pasal/shared";
import { showPrice } from "@/lib/i18n/format";
import { DiscountBadge } from "@/components/discount-badge";
import { ProductImage } from "@/components/product-image";
import { truncate } from "@/lib/text";
import { m } from "@/paraglide/messages";

/** A banner's tagline is cut to 50 characters (docs/requirements/home.md#carousels). */
export const BANNER_TAGLINE_MAX = 50;

export function BannerSlide({ product }: { product: ProductSummary }) {
  return (
    <div className="relative flex items-center gap-4 px-5 pb-14 pt-5 sm:gap-8 sm:px-10 sm:pb-12 sm:pt-6">
      <ProductImage
        src={product.images[0]?.url}
        width={product.images[0]?.width}
        height={product.images[0]?.height}
        sizes="(min-width: 640px) 144px, 96px"
        alt=""
        draggable={false}
        className="size-24 shrink-0 object-contain drop-shadow-lg sm:size-36"
      />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-bold uppercase tracking-widest text-orange-600">{m.home_limited_offer()}</p>
        <h2 className="mt-1 line-clamp-2 text-lg font-extrabold leading-snug text-slate-900 sm:text-2xl">{product.name}</h2>
        <p className="mt-1 text-sm text-slate-600">{truncate(product.description, BANNER_TAGLINE_MAX)}</p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <span className="whitespace-nowrap text-base font-bold text-slate-900 sm:text-lg">{showPrice(product.sellingPrice)}</span>
          <DiscountBadge sellingPrice={product.sellingPrice} originalPrice={product.originalPrice} />
        </div>
      </div>
      <Link
        to={productPath(product.modelName)}
        draggable={false}
        className="hidden shrink-0 items-center gap-1.5 rounded-full bg-slate-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-slate-700 sm:inline-flex"
      >
        {m.home_view_deal()}
        <span className="sr-only">: {product.name}</span> <ArrowRight aria-hidden className="size-4" />
      </Link>
      {/* On phones the whole banner is the link. */}
      <Link to={productPath(product.modelName)} draggable={false} aria-label={product.name} className="absolute inset-0 sm:hidden" />
    </div>
  );
}
