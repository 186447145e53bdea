import { lineStock, type Product } from "@pasal/shared";
import { StarRating } from "@/components/star-rating";
import { StockStatus } from "@/components/stock-status";
import { useProductSelection } from "../hooks/use-product-selection";
import { useRecordView } from "../hooks/use-record-view";
import { BackButton } from "./back-button";
import { Breadcrumb } from "./breadcrumb";
import { DeliveryPromise } from "./delivery-promise";
import { FitsThisPhone } from "./fits-this-phone";
import { ImageGallery } from "./image-gallery";
import { KeyFeatures } from "./key-features";
import { PriceBlock } from "./price-block";
import { ProductOptions } from "./product-options";
import { PurchaseActions } from "./purchase-actions";
import { QuantityPicker } from "./quantity-picker";
import { ReviewsSection } from "./reviews-section";
import { ShareButtons } from "./share-buttons";
import { SimilarProducts } from "./similar-products";
import { SoldCount } from "./sold-count";
import { SpecTable } from "./spec-table";
import { WhyUs } from "./why-us";
import { WishlistButton } from "./wishlist-button";

export function ProductDetails({ product }: { product: Product }) {
  const { selection, toggle, price, quantity, setQuantity, activeImage, setActiveImage } = useProductSelection(product);
  useRecordView(product);
  // The original price is for the base product: compare it only while no variant or pack sets the price.
  const basePrice = price === product.sellingPrice;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:px-6 lg:py-8">
      <BackButton />
      <Breadcrumb product={product} />
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-2 lg:gap-12">
        <ImageGallery product={product} activeImage={activeImage} onSelect={setActiveImage} />
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
      </div>
      <div className="mt-12 grid grid-cols-1 gap-10 lg:grid-cols-2">
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
      <div className="mt-12 space-y-12">
        <FitsThisPhone product={product} />
        <WhyUs />
        <ReviewsSection product={product} />
        <SimilarProducts productId={product._id} />
      </div>
    </div>
  );
}
