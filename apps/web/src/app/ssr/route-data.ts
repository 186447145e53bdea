import type { QueryClient } from "@tanstack/react-query";
import { data, redirect, type Params } from "react-router";
import { productPath, responsiveImage, type Product, type ShopInfo } from "@pasal/shared";
import { ApiError } from "@/lib/api-client";
import { brandsQueryOptions } from "@/lib/queries/get-brands";
import { categoriesQueryOptions } from "@/lib/queries/get-categories";
import { FALLBACK_SHOP_NAME, shopInfoQueryOptions } from "@/lib/queries/get-shop-info";
import { shopStatsQueryOptions } from "@/lib/queries/get-shop-stats";
import { bannersQueryOptions } from "@/features/home/api/get-banners";
import { featuredQueryOptions } from "@/features/home/api/get-featured";
import { productQueryOptions } from "@/features/product-detail/api/get-product";
import { PRODUCT_NOT_FOUND } from "@/features/product-detail/components/product-not-found";
import { GALLERY_SIZES } from "@/features/product-detail/gallery-sizes";
import { productListingQueryOptions } from "@/features/products/api";
import { filtersFromParams, listingQuery } from "@/features/products/filters";
import { searchResultsQueryOptions } from "@/features/search/api/get-search-results";
import { positionsQueryOptions } from "@/features/careers/api/get-positions";
import { m } from "@/paraglide/messages";
import type { PageHead } from "./head";

/**
 * What the server renderer does for each route (by route id, app/routes.tsx): `load` fills the
 * request's query cache with what the page's components ask for first, so the HTML holds the
 * content and the browser's first render finds the same data (no second fetch, no mismatch);
 * `head` describes the page from that data. Only the server imports this file, so none of it
 * reaches the browser's download; in the browser the components keep fetching on navigation.
 * Titles and descriptions are messages: the server sets the request's language before `head` runs,
 * so they come out in the page's language (JSON-LD stays data).
 */
export type RouteDataArgs = { queryClient: QueryClient; params: Params; url: URL };
export type RouteData = {
  load?: (args: RouteDataArgs) => Promise<void>;
  head?: (args: RouteDataArgs & { shop: ShopInfo | undefined }) => PageHead;
};

/** Routes that are the shopper's own (cart, orders, account) or the staff's: never rendered on the server. */
export const CLIENT_ONLY_ROUTES = new Set([
  "cart",
  "auth",
  "auth-success",
  "verify-email",
  "checkout",
  "orders",
  "order-claim",
  "order-confirmation",
  "profile",
  "wishlist",
  "loader",
  "admin",
]);

const defaultDescription = () => m.seo_default_description();

const shopName = (shop: ShopInfo | undefined) => shop?.name ?? FALLBACK_SHOP_NAME;
/** The tab title the components set too (lib/use-page-meta.ts): "{page} | {shop}". */
const titled = (page: string, shop: ShopInfo | undefined) => `${page} | ${shopName(shop)}`;

/** Message functions, read when the head is built (in the request's language). */
const staticPage = (title: () => string, description: () => string): RouteData => ({
  head: ({ shop }) => ({ title: titled(title(), shop), description: description() }),
});

/** A 404 answer React Router carries to the route's error element (the Not Found page, or the product's own). */
const notFound = (what = "Not Found") => data(what, { status: 404 });

const loadProduct: RouteData["load"] = async ({ queryClient, params }) => {
  const key = params.modelName ?? params.id ?? "";
  try {
    await queryClient.fetchQuery(productQueryOptions(key));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound(PRODUCT_NOT_FOUND);
    throw error;
  }
};

const productOf = ({ queryClient, params }: RouteDataArgs) =>
  queryClient.getQueryData<Product>(productQueryOptions(params.modelName ?? params.id ?? "").queryKey);

function productHead(args: RouteDataArgs & { shop: ShopInfo | undefined }): PageHead {
  const product = productOf(args);
  if (!product) return { title: titled(m.product_not_found(), args.shop), description: defaultDescription(), noindex: true };
  const description = (product.shortDescription || product.description).slice(0, 160) || defaultDescription();
  const image = product.images[0]?.url;
  const path = productPath(product.modelName);
  return {
    title: titled(product.name, args.shop),
    description,
    canonicalPath: path,
    image,
    // The gallery's first picture is the page's largest paint: fetch it with the HTML (decision 021).
    preloadImage: product.images[0] ? { ...responsiveImage(product.images[0].url, product.images[0]), sizes: GALLERY_SIZES } : undefined,
    ogType: "product",
    price: product.sellingPrice,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Product",
        name: product.name,
        description,
        sku: product._id,
        mpn: product.modelName,
        brand: { "@type": "Brand", name: product.parentSubcategory },
        category: product.parentCategory,
        ...(product.images.length ? { image: product.images.map((picture) => picture.url) } : {}),
        offers: {
          "@type": "Offer",
          price: product.sellingPrice.toFixed(2),
          priceCurrency: "NPR",
          availability: product.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
          itemCondition: "https://schema.org/NewCondition",
          url: path,
        },
        // Only shoppers' own reviews count; a product nobody reviewed has no rating to show.
        ...(product.reviews > 0 && product.rating > 0
          ? { aggregateRating: { "@type": "AggregateRating", ratingValue: product.rating, reviewCount: product.reviews, bestRating: 5 } }
          : {}),
      },
      breadcrumbs([
        ["Home", "/"],
        [product.parentCategory, `/products?category=${encodeURIComponent(product.parentCategory)}`],
        [product.name, path],
      ]),
    ],
  };
}

/** BreadcrumbList with site paths (head.ts makes every "/…" link in JSON-LD absolute). */
function breadcrumbs(trail: [name: string, path: string][]): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map(([name, path], index) => ({ "@type": "ListItem", position: index + 1, name, item: path })),
  };
}

export const ROUTE_DATA: Record<string, RouteData> = {
  // Every page shows the shop's name, categories (footer) in the layout. And its figures (top bar,
  // home, about): the part that hydrates first would fetch them and a later one, reading them from
  // the cache while it hydrates, would draw what the server did not (React then redraws that part).
  root: {
    load: async ({ queryClient }) => {
      await Promise.all([
        queryClient.prefetchQuery(shopInfoQueryOptions()),
        queryClient.prefetchQuery(categoriesQueryOptions()),
        queryClient.prefetchQuery(shopStatsQueryOptions()),
      ]);
    },
  },
  home: {
    load: async ({ queryClient }) => {
      await Promise.all([
        queryClient.prefetchQuery(featuredQueryOptions()),
        queryClient.prefetchQuery(bannersQueryOptions()),
        queryClient.prefetchQuery(brandsQueryOptions()),
      ]);
    },
    head: ({ shop }) => ({
      title: `${shopName(shop)} | ${shop?.tagline ?? m.list_tagline()}`,
      description: defaultDescription(),
      image: "/icons/icon-512.png",
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "Organization",
          name: shopName(shop),
          url: "/",
          logo: "/icons/icon-512.png",
          ...(shop ? { email: shop.email, telephone: shop.phones[0], address: shop.address } : {}),
        },
      ],
    }),
  },
  products: {
    load: async ({ queryClient, url }) => {
      await queryClient.prefetchInfiniteQuery(productListingQueryOptions(listingQuery(filtersFromParams(url.searchParams))));
    },
    head: ({ shop, url }) => {
      const filters = filtersFromParams(url.searchParams);
      // As the listing titles itself (features/products/components/products-page.tsx).
      const page = filters.search ? m.list_search_title({ search: filters.search }) : (filters.category ?? m.list_all_products());
      const what = [filters.category, ...(filters.brand ? [filters.brand] : [])].filter(Boolean).join(" · ");
      return {
        title: titled(page, shop),
        description: what ? m.seo_listing_description({ what, shop: shopName(shop) }) : defaultDescription(),
        canonicalPath: `/products${url.search}`,
        noindex: Boolean(filters.search),
        jsonLd: filters.category
          ? [
              breadcrumbs([
                ["Home", "/"],
                [filters.category, `/products?category=${encodeURIComponent(filters.category)}`],
              ]),
            ]
          : [],
      };
    },
  },
  "product-by-name": { load: loadProduct, head: productHead },
  "product-by-id": { load: loadProduct, head: productHead },
  search: {
    load: async ({ queryClient, url }) => {
      const term = url.searchParams.get("q")?.trim() ?? "";
      if (term) await queryClient.prefetchQuery(searchResultsQueryOptions(term));
    },
    head: ({ shop, url }) => {
      const term = url.searchParams.get("q")?.trim() ?? "";
      // As the search page titles itself (features/search/components/search-page.tsx).
      const page = term ? m.search_page_title({ term }) : m.search_title();
      return { title: titled(page, shop), description: defaultDescription(), noindex: Boolean(term) };
    },
  },
  // The brand listing is chosen by navigation state; arriving without one goes home
  // (docs/requirements/catalogue.md#brand-listing).
  "top-brands": {
    load: async () => {
      throw redirect("/");
    },
  },
  careers: {
    load: async ({ queryClient }) => {
      await queryClient.prefetchQuery(positionsQueryOptions());
    },
    head: ({ shop }) => ({ title: titled(m.layout_careers(), shop), description: m.seo_careers_description({ shop: shopName(shop) }) }),
  },
  // Titles and descriptions as the pages themselves set them in the browser (usePageMeta).
  about: staticPage(m.layout_about_us, m.seo_about_description),
  aboutus: staticPage(m.layout_about_us, m.seo_aboutus_description),
  help: staticPage(m.seo_help_title, m.seo_help_description),
  contact: staticPage(m.layout_contact_us, m.seo_contact_description),
  sustainability: staticPage(m.layout_sustainability, m.seo_sustainability_description),
  install: staticPage(m.seo_install_title, m.seo_install_description),
  "not-found": {
    head: ({ shop }) => ({ title: titled(m.common_page_not_found(), shop), description: defaultDescription(), noindex: true }),
  },
};
