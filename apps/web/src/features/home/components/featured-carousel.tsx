import type { ProductSummary } from "@pasal/shared";
import { FeaturedSlide } from "./featured-slide";
import { SlideCarousel } from "./slide-carousel";
import { m } from "@/paraglide/messages";

/** Featured carousel: advances every 5 s (docs/requirements/home.md#carousels). */
export const FEATURED_INTERVAL_MS = 5000;

export function FeaturedCarousel({ products }: { products: ProductSummary[] }) {
  return (
    <SlideCarousel
      label={m.home_featured_products()}
      items={products}
      intervalMs={FEATURED_INTERVAL_MS}
      getKey={(product) => product._id}
      renderSlide={(product, index) => <FeaturedSlide product={product} priority={index === 0} />}
      tone="dark"
      className="rounded-3xl bg-gradient-to-br from-brand-950 via-brand-800 to-brand-600 shadow-lg"
    />
  );
}
