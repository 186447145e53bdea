import { Link } from "react-router";
import { formatRs, productPath, type ProductSummary } from "@pasal/shared";
import { DiscountBadge } from "@/components/discount-badge";
import { ProductImage } from "@/components/product-image";

/** Descriptions are cut to 100 characters, 60 on narrow screens (spec part 1 §9). */
function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

export function FeaturedSlide({ product }: { product: ProductSummary }) {
  return (
    <div className="grid h-full items-center gap-6 px-6 py-8 sm:px-10 md:grid-cols-2 md:py-12 lg:px-16">
      <div className="order-2 text-white md:order-1">
        <p className="text-xs font-semibold uppercase tracking-widest text-brand-200">
          {product.parentSubcategory} · {product.parentCategory}
        </p>
        <h2 className="mt-2 text-2xl font-extrabold leading-tight sm:text-4xl">{product.name}</h2>
        <p className="mt-3 text-sm text-brand-100 sm:hidden">{cut(product.description, 60)}</p>
        <p className="mt-3 hidden text-base text-brand-100 sm:block">{cut(product.description, 100)}</p>
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <span className="text-2xl font-bold">{formatRs(product.sellingPrice)}</span>
          <DiscountBadge sellingPrice={product.sellingPrice} originalPrice={product.originalPrice} />
        </div>
        <Link
          to={productPath(product.modelName)}
          className="mt-6 inline-block rounded-full bg-white px-6 py-2.5 text-sm font-semibold text-brand-800 shadow hover:bg-brand-50"
        >
          Shop now
        </Link>
      </div>
      <div className="order-1 flex justify-center md:order-2">
        <ProductImage
          src={product.images[0]?.url}
          alt={product.name}
          draggable={false}
          className="h-44 w-auto max-w-full object-contain drop-shadow-2xl sm:h-64 lg:h-72"
        />
      </div>
    </div>
  );
}
