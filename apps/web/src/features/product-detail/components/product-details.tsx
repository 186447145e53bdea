import { lazy, Suspense } from "react";
import { lineStock, type Product } from "@pasal/shared";
import { StarRating } from "@/components/star-rating";
import { StockStatus } from "@/components/stock-status";
import { PagePart } from "@/lib/page-part";
import { useInView } from "@/lib/use-in-view";
import { m } from "@/paraglide/messages";
import { useProductSelection } from "../hooks/use-product-selection";
import { useRecordView } from "../hooks/use-record-view";
import { BackButton } from "./back-button";
import { Breadcrumb } from "./breadcrumb";
import { DeliveryPromise } from "./delivery-promise";
import { ImageGallery } from "./image-gallery";
import { PriceBlock } from "./price-block";
import { ProductOptions } from "./product-options";
import { PurchaseActions } from "./purchase-actions";
import { QuantityPicker } from "./quantity-picker";
import { ShareButtons } from "./share-buttons";
import { SoldCount } from "./sold-count";
import { WishlistButton } from "./wishlist-button";

// Everything under the description (features, specifications, reviews, similar products) is its
// own chunk, loaded as the shopper nears it: DOMPurify, the review form and the rest are not part
// of the product page's first load (decision 023).
const ProductMore = lazy(() => import("./product-more").then((m) => ({ default: m.ProductMore })));

/**
 * Records the view from a component of its own: the session check answering re-renders it
 * synchronously, and re-rendering ProductDetails instead would hydrate all of its parts in one
 * long task (see SessionWork in app/layout/root-layout.tsx).
 */
function RecordView({ product }: { product: Product }) {
  useRecordView(product);
  return null;
}

export function ProductDetails({ product }: { product: Product }) {
  const { selection, toggle, price, quantity, setQuantity, activeImage, setActiveImage } = useProductSelection(product);
  // The original price is for the base product: compare it only while no variant or pack sets the price.
  const basePrice = price === product.sellingPrice;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:px-6 lg:py-8">
      <RecordView product={product} />
      <BackButton />
      <Breadcrumb product={product} />
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-2 lg:gap-12">
        {/* Gallery, details and description hydrate each on their own (lib/page-part.tsx; blocking
            time on a phone: docs/requirements/performance.md#first-load-budget); a colour tapped
            before the details have is replayed. */}
        <PagePart id="product-gallery">
          <ImageGallery product={product} activeImage={activeImage} onSelect={setActiveImage} />
        </PagePart>
        <PagePart id="product-info">
          <div className="space-y-6">
            <div className="flex items-start justify-between gap-4">
              <div className="min-w-0">
                <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">{product.parentSubcategory}</p>
                <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{product.name}</h1>
                <div className="mt-3 flex flex-wrap items-center gap-4">
                  <StarRating rating={product.rating} reviews={product.reviews} size="md" />
                  <StockStatus stock={product.stock} />
                  <SoldCount productId={product._id} />
                </div>
              </div>
              <WishlistButton product={product} />
            </div>
            <PriceBlock product={product} price={price} showSaving={basePrice} />
            <ProductOptions product={product} selection={selection} onToggle={toggle} />
            <QuantityPicker
              quantity={quantity}
              stock={lineStock(product.stock, selection.bundle)}
              packLabel={product.bundle.length > 0 ? selection.bundle : null}
              onChange={setQuantity}
            />
            <PurchaseActions product={product} selection={selection} quantity={quantity} price={price} />
            <DeliveryPromise />
            <ShareButtons product={product} />
          </div>
        </PagePart>
      </div>
      {product.description && (
        <PagePart id="product-description">
          <section aria-labelledby="description" className="mt-12">
            <h2 id="description" className="mb-3 text-lg font-bold text-slate-900">
              {m.product_description()}
            </h2>
            <p className="whitespace-pre-line text-sm leading-relaxed text-slate-700">{product.description}</p>
          </section>
        </PagePart>
      )}
      <ProductMoreSlot product={product} />
    </div>
  );
}

/** Holds the lower sections' room until they are near the screen and their chunk has arrived. */
function ProductMoreSlot({ product }: { product: Product }) {
  const { ref, seen } = useInView<HTMLDivElement>();
  const placeholder = <div aria-hidden className="mt-12 h-96 animate-pulse rounded-2xl bg-slate-200/70 motion-reduce:animate-none" />;
  return (
    <div ref={ref}>
      {seen ? (
        <Suspense fallback={placeholder}>
          <ProductMore product={product} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
