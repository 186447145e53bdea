import { RotateCcw, ShieldCheck, Truck } from "lucide-react";
import type { Product } from "@pasal/shared";
import { StarRating } from "@/components/star-rating";
import { StockStatus } from "@/components/stock-status";
import { useReturnPromise } from "@/lib/queries/get-shop-info";
import { useProductSelection } from "../hooks/use-product-selection";
import { Breadcrumb } from "./breadcrumb";
import { ImageGallery } from "./image-gallery";
import { KeyFeatures } from "./key-features";
import { PriceBlock } from "./price-block";
import { ProductOptions } from "./product-options";
import { PurchaseActions } from "./purchase-actions";
import { SpecTable } from "./spec-table";


export function ProductDetails({ product }: { product: Product }) {
  const { selection, toggle, price, activeImage, setActiveImage } = useProductSelection(product);
  const perks = [
    { icon: Truck, text: "Free delivery across Nepal" },
    { icon: RotateCcw, text: useReturnPromise() },
    { icon: ShieldCheck, text: "Genuine, warranty-backed" },
  ];
  // The original price is for the base product: compare it only while no variant or pack sets the price.
  const basePrice = price === product.sellingPrice;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:px-6 lg:py-10">
      <Breadcrumb product={product} />
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ImageGallery product={product} activeImage={activeImage} onSelect={setActiveImage} />
        <div className="space-y-6">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">{product.parentSubcategory}</p>
            <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{product.name}</h1>
            <div className="mt-3 flex flex-wrap items-center gap-4">
              <StarRating rating={product.rating} reviews={product.reviews} size="md" />
              <StockStatus stock={product.stock} />
            </div>
          </div>
          <PriceBlock product={product} price={price} showSaving={basePrice} />
          <ProductOptions product={product} selection={selection} onToggle={toggle} />
          <PurchaseActions product={product} selection={selection} />
          <ul className="grid gap-2 rounded-2xl bg-slate-100/70 p-4 text-sm text-slate-700 sm:grid-cols-3">
            {perks.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon aria-hidden className="size-4 shrink-0 text-brand-600" /> {text}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="mt-12 grid gap-10 lg:grid-cols-2">
        <div className="space-y-10">
          {product.description && (
            <section aria-labelledby="description">
              <h2 id="description" className="mb-3 text-lg font-bold text-slate-900">Description</h2>
              <p className="whitespace-pre-line text-sm leading-relaxed text-slate-700">{product.description}</p>
            </section>
          )}
          <KeyFeatures html={product.keyFeatures} />
        </div>
        <SpecTable product={product} />
      </div>
    </div>
  );
}
