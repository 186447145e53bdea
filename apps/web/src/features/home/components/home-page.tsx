import { Spinner } from "@/components/spinner";
import { useBrands } from "@/lib/queries/get-brands";
import { useCategories } from "@/lib/queries/get-categories";
import { FALLBACK_SHOP_NAME, useShopInfo } from "@/lib/queries/get-shop-info";
import { useDocumentMeta } from "@/lib/use-document-meta";
import { useFeaturedProducts } from "../api";
import { BestDealsRow } from "./best-deals-row";
import { BrandStrip } from "./brand-strip";
import { CategoryStrip } from "./category-strip";
import { FeaturedCarousel } from "./featured-carousel";
import { StorePromises } from "./store-promises";

export function HomePage() {
  const featured = useFeaturedProducts();
  const { data: categories = [], isPending: categoriesPending } = useCategories();
  const { data: brands = [] } = useBrands();
  const { data: shop } = useShopInfo();
  const name = shop?.name ?? FALLBACK_SHOP_NAME;
  useDocumentMeta(shop ? `${name} | ${shop.tagline}` : undefined);

  // A spinner until the first products arrive (spec part 1 §2, "Home page").
  if (featured.isPending || categoriesPending) return <Spinner label="Loading products..." className="min-h-[60vh]" />;

  const featuredItems = featured.data?.items ?? [];
  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 py-6 lg:px-6 lg:py-8">
      <h1 className="sr-only">{name}: electronics delivered across Nepal</h1>
      {featuredItems.length > 0 && <FeaturedCarousel products={featuredItems} />}
      <StorePromises />
      <CategoryStrip categories={categories} />
      {categories.map((category) => (
        <BestDealsRow key={category._id} category={category.categoryName} />
      ))}
      <BrandStrip brands={brands} />
    </div>
  );
}
