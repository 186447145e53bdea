import { Truck } from "lucide-react";
import { Link } from "react-router";
import { productPath, type ProductSummary } from "@pasal/shared";
import { showPrice } from "@/lib/i18n/format";
import { m } from "@/paraglide/messages";
import { ColorChips } from "./color-chips";
import { DiscountBadge } from "./discount-badge";
import { ProductImage } from "./product-image";
import { StarRating } from "./star-rating";
import { StockStatus } from "./stock-status";

type ProductCardProps = {
  product: ProductSummary;
  linkState?: unknown;
  /** Shown instead of the product's name (the listing names the shopper's phone model). */
  title?: string;
  /** The card is in the first screenful: its picture loads at once, first (the page's LCP). */
  priority?: boolean;
};

export function ProductCard({ product, linkState, title, priority = false }: ProductCardProps) {
  const { sellingPrice, originalPrice } = product;
  const name = title ?? product.name;
  const hasSaving = originalPrice !== undefined && originalPrice > sellingPrice;
  const href = productPath(product.modelName);

  // The name link is stretched over the whole card, so the image and price are clickable too.
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md">
      <div className="relative aspect-square bg-slate-50">
        <ProductImage
          src={product.images[0]?.url}
          width={product.images[0]?.width}
          height={product.images[0]?.height}
          sizes="(min-width: 1024px) 240px, (min-width: 640px) 33vw, 50vw"
          alt=""
          priority={priority}
          className="size-full object-contain p-4 transition duration-300 group-hover:scale-105"
        />
        <DiscountBadge sellingPrice={sellingPrice} originalPrice={originalPrice} className="absolute right-2.5 top-2.5" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        {product.freeShipping && (
          <span className="inline-flex w-fit items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-[11px] font-medium text-emerald-700">
            <Truck aria-hidden className="size-3" /> {m.common_free_shipping()}
          </span>
        )}
        <h3 className="line-clamp-2 text-sm font-semibold leading-snug text-slate-900">
          <Link to={href} state={linkState} className="after:absolute after:inset-0 hover:text-brand-700 focus:outline-none">
            {name}
          </Link>
        </h3>
        <ColorChips colors={product.color} />
        <div className="mt-auto space-y-1.5 pt-1">
          <div className="flex flex-wrap items-baseline gap-x-2">
            <span className="whitespace-nowrap text-base font-bold text-slate-900">{showPrice(sellingPrice)}</span>
            {hasSaving && <s className="whitespace-nowrap text-xs text-slate-500">{showPrice(originalPrice)}</s>}
          </div>
          <div className="flex flex-wrap items-center justify-between gap-1">
            <StarRating rating={product.rating} reviews={product.reviews} />
            <StockStatus stock={product.stock} />
          </div>
        </div>
      </div>
    </article>
  );
}
