import { Link } from "react-router";
import { productPath, type ProductSummary } from "@pasal/shared";
import { showPrice } from "@/lib/i18n/format";
import { DiscountBadge } from "@/components/discount-badge";
import { ProductImage } from "@/components/product-image";
import { truncate } from "@/lib/text";
import { m } from "@/paraglide/messages";

/** Descriptions are cut to 100 characters, 60 on narrow screens (docs/requirements/home.md#carousels). */
export const FEATURED_DESCRIPTION_MAX = 100;
export const FEATURED_DESCRIPTION_MAX_NARROW = 60;

/** `priority`: the first slide's picture is the home page's largest first paint (LCP). */
export function FeaturedSlide({ product, priority = false }: { product: ProductSummary; priority?: boolean }) {
  return (
    <div className="grid h-full items-center gap-4 px-6 pb-16 pt-8 sm:px-10 md:grid-cols-2 md:gap-6 md:pb-16 md:pt-12 lg:px-16">
      <div className="order-2 text-white md:order-1">
        <p className="text-xs font-semibold uppercase tracking-widest text-brand-200">
          {product.parentSubcategory} · {product.parentCategory}
        </p>
        <h2 className="mt-2 text-2xl font-extrabold leading-tight sm:text-4xl">{product.name}</h2>
        <p className="mt-3 text-sm text-brand-100 sm:hidden">{truncate(product.description, FEATURED_DESCRIPTION_MAX_NARROW)}</p>
        <p className="mt-3 hidden text-base text-brand-100 sm:block">{truncate(product.description, FEATURED_DESCRIPTION_MAX)}</p>
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <span className="whitespace-nowrap text-2xl font-bold">{showPrice(product.sellingPrice)}</span>
          <DiscountBadge sellingPrice={product.sellingPrice} originalPrice={product.originalPrice} />
        </div>
        <Link
          to={productPath(product.modelName)}
          draggable={false}
          className="mt-6 inline-block rounded-full bg-white px-6 py-2.5 text-sm font-semibold text-brand-800 shadow hover:bg-brand-50"
        >
          {m.home_shop_now()}
          <span className="sr-only">: {product.name}</span>
        </Link>
      </div>
      <div className="order-1 flex justify-center md:order-2">
        <ProductImage
          src={product.images[0]?.url}
          width={product.images[0]?.width}
          height={product.images[0]?.height}
          sizes="(min-width: 1024px) 288px, (min-width: 640px) 256px, 160px"
          priority={priority}
          alt={product.name}
          draggable={false}
          className="h-40 w-auto max-w-full object-contain drop-shadow-2xl sm:h-64 lg:h-72"
        />
      </div>
    </div>
  );
}
