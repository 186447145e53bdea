import { Truck } from "lucide-react";
import { Link } from "react-router";
import { productPath } from "@pasal/shared";
import { showPrice } from "@/lib/i18n/format";
import { ColorChips } from "@/components/color-chips";
import { ProductImage } from "@/components/product-image";
import { StarRating } from "@/components/star-rating";
import { StockStatus } from "@/components/stock-status";
import type { BrandProduct } from "../brand-cache";
import { m } from "@/paraglide/messages";

/**
 * Product pages opened from here know where the shopper came from
 * (docs/requirements/catalogue.md#brand-listing).
 */
export const FROM_TOP_BRANDS = { fromTopBrands: true };

export function BrandProductCard({ product }: { product: BrandProduct }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md">
      <div className="aspect-square bg-slate-50">
        <ProductImage
          src={product.images[0]?.url}
          width={product.images[0]?.width}
          height={product.images[0]?.height}
          sizes="(min-width: 1024px) 240px, (min-width: 640px) 33vw, 50vw"
          alt=""
          className="size-full object-contain p-4 transition duration-300 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <h2 className="line-clamp-2 text-sm font-semibold leading-snug text-slate-900 sm:text-base">{product.name}</h2>
        {product.freeShipping && (
          <span className="inline-flex w-fit items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-[11px] font-medium text-emerald-700">
            <Truck aria-hidden className="size-3" /> {m.brands_free_shipping()}
          </span>
        )}
        <p className="line-clamp-2 text-xs text-slate-500 sm:text-sm">{product.description}</p>
        <ColorChips colors={product.color} />
        <div className="mt-auto space-y-1.5 pt-1">
          <p className="whitespace-nowrap text-base font-bold text-slate-900">{showPrice(product.sellingPrice)}</p>
          <div className="flex flex-wrap items-center justify-between gap-1">
            <StockStatus stock={product.stock} />
            <StarRating rating={product.rating} reviews={product.reviews} />
          </div>
        </div>
        {/* The button's link is stretched over the card, so the picture opens the product too. */}
        <Link
          to={productPath(product.modelName)}
          state={FROM_TOP_BRANDS}
          className="mt-2 rounded-full bg-brand-600 py-2 text-center text-sm font-semibold text-white transition after:absolute after:inset-0 hover:bg-brand-700"
        >
          {m.brands_view_details()}
          <span className="sr-only">: {product.name}</span>
        </Link>
      </div>
    </article>
  );
}
