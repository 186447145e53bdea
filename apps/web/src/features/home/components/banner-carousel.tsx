import type { ProductSummary } from "@pasal/shared";
import { BannerSlide } from "./banner-slide";
import { SlideCarousel } from "./slide-carousel";
import { m } from "@/paraglide/messages";

/** Banner carousel: advances every 7 s (docs/requirements/home.md#carousels). */
export const BANNER_INTERVAL_MS = 7000;

export function BannerCarousel({ products }: { products: ProductSummary[] }) {
  if (products.length === 0) return null;
  return (
    <SlideCarousel
      label={m.home_offers()}
      items={products}
      intervalMs={BANNER_INTERVAL_MS}
      getKey={(product) => product._id}
      renderSlide={(product) => <BannerSlide product={product} />}
      tone="light"
      className="rounded-3xl border border-amber-200/70 bg-gradient-to-r from-amber-50 via-orange-50 to-rose-50"
    />
  );
}
