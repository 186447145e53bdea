import { lazy, Suspense } from "react";
import { ErrorState } from "@/components/error-state";
import { HomeSkeleton } from "@/components/skeleton";
import { errorMessage } from "@/lib/api-client";
import { lazyPart, PagePart } from "@/lib/page-part";
import { useBrands } from "@/lib/queries/get-brands";
import { useCategories } from "@/lib/queries/get-categories";
import { FALLBACK_SHOP_NAME, useShopInfo } from "@/lib/queries/get-shop-info";
import { useDocumentMeta } from "@/lib/use-document-meta";
import { useInView } from "@/lib/use-in-view";
import { useBanners } from "../api/get-banners";
import { useFeaturedProducts } from "../api/get-featured";
import { BannerCarousel } from "./banner-carousel";
import { BrandStrip } from "./brand-strip";
import { BestDealsRow } from "./best-deals-row";
import { CategoryStrip } from "./category-strip";
import { FeaturedCarousel } from "./featured-carousel";
import { StorePromises } from "./store-promises";
import { m } from "@/paraglide/messages";

// The testimonials carousel (embla) and its form are the heaviest section and the furthest down:
// their chunk loads when the shopper scrolls near them, not with the page (decision 023).
// The sections under the category rows: code of their own, requested with the page's (decision 031).
const belowTheFold = () => import("./below-the-fold");
const AccessoriesSection = lazyPart(() => belowTheFold().then((module) => module.AccessoriesSection));
const RecommendedSection = lazyPart(() => belowTheFold().then((module) => module.RecommendedSection));
const RecentlyViewedRow = lazyPart(() => belowTheFold().then((module) => module.RecentlyViewedRow));

const TestimonialsSection = lazy(() => import("./testimonials-section").then((m) => ({ default: m.TestimonialsSection })));

/**
 * A section's box in the page's spaced column (one section each, so the column's gaps stay); none
 * when the section draws nothing (an empty row).
 */
const SECTION = "empty:hidden";

/** Category rows fetched with the page; the rest wait until scrolled near. */
const EAGER_ROWS = 2;

/**
 * The home page, sections in the spec's order (docs/requirements/home.md#home-sections). It asks for
 * small slices (featured, banners, one row per category as it nears the screen), never the whole
 * catalogue.
 */
export function HomePage() {
  const featured = useFeaturedProducts();
  const banners = useBanners();
  const { data: categories = [], isPending: categoriesPending, isError: categoriesFailed, refetch: refetchCategories } = useCategories();
  const { data: brands = [] } = useBrands();
  const { data: shop } = useShopInfo();
  const name = shop?.name ?? FALLBACK_SHOP_NAME;
  useDocumentMeta(shop ? `${name} | ${shop.tagline}` : undefined);

  // A placeholder until the first products arrive (docs/requirements/home.md#home-sections; skeletons:
  // docs/requirements/performance.md#first-load-budget).
  if (featured.isPending || categoriesPending) return <HomeSkeleton label={m.list_loading()} />;

  // Nothing at all to show (offline, typically): say why and offer a retry
  // (docs/requirements/performance.md#first-load-budget).
  if (featured.isError && categoriesFailed) {
    const retry = () => void Promise.all([featured.refetch(), refetchCategories()]);
    return <ErrorState title={m.list_load_failed()} message={errorMessage(featured.error)} error={featured.error} onRetry={retry} />;
  }

  const featuredItems = featured.data?.items ?? [];
  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 py-6 lg:px-6 lg:py-8">
      <h1 className="sr-only">{m.home_heading({ name })}</h1>
      {/* Each section hydrates on its own (lib/page-part.tsx; blocking time on a phone:
          docs/requirements/performance.md#first-load-budget). */}
      <div className="space-y-4">
        {featuredItems.length > 0 && (
          <PagePart className="empty:hidden" id="home-featured">
            <FeaturedCarousel products={featuredItems} />
          </PagePart>
        )}
        <PagePart className="empty:hidden" id="home-banners">
          <BannerCarousel products={banners.data?.items ?? []} />
        </PagePart>
      </div>
      <PagePart className={SECTION} id="home-promises">
        <StorePromises />
      </PagePart>
      <PagePart className={SECTION} id="home-categories">
        <CategoryStrip categories={categories} />
      </PagePart>
      {categories.map((category, index) => (
        <PagePart key={category._id} className={SECTION} id={`home-row-${index}`}>
          <BestDealsRow category={category.categoryName} eager={index < EAGER_ROWS} />
        </PagePart>
      ))}
      <PagePart className={SECTION} id="home-brands">
        <BrandStrip brands={brands} />
      </PagePart>
      <PagePart className={SECTION} id="home-accessories">
        <AccessoriesSection categories={categories} />
      </PagePart>
      <PagePart className={SECTION} id="home-testimonials">
        <TestimonialsSlot />
      </PagePart>
      <PagePart className={SECTION} id="home-recommended">
        <RecommendedSection />
      </PagePart>
      <PagePart className={SECTION} id="home-recently-viewed">
        <RecentlyViewedRow />
      </PagePart>
    </div>
  );
}

/** Holds the testimonials' room until their chunk is wanted and has arrived. */
function TestimonialsSlot() {
  const { ref, seen } = useInView<HTMLDivElement>();
  const placeholder = <div aria-hidden className="h-72 animate-pulse rounded-2xl bg-slate-200/70" />;
  return (
    <div ref={ref}>
      {seen ? (
        <Suspense fallback={placeholder}>
          <TestimonialsSection />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
