import type { Product } from "@pasal/shared";
import { FitsThisPhone } from "./fits-this-phone";
import { KeyFeatures } from "./key-features";
import { ReviewsSection } from "./reviews-section";
import { SimilarProducts } from "./similar-products";
import { SpecTable } from "./spec-table";
import { WhyUs } from "./why-us";

/** The product page below its description: loaded lazily by ProductDetails (decision 023). */
export function ProductMore({ product }: { product: Product }) {
  return (
    <>
      <div className="mt-12 grid grid-cols-1 gap-10 lg:grid-cols-2">
        <KeyFeatures html={product.keyFeatures} />
        <SpecTable product={product} />
      </div>
      <div className="mt-12 space-y-12">
        <FitsThisPhone product={product} />
        <WhyUs />
        <ReviewsSection product={product} />
        <SimilarProducts productId={product._id} />
      </div>
    </>
  );
}
