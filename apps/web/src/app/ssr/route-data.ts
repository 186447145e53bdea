import type { QueryClient } from "@tanstack/react-query";
import { data, redirect, type Params } from "react-router";
import { productPath, responsiveImage, type Product, type ShopInfo } from "@pasal/shared";
import { ApiError } from "@/lib/api-client";
import { brandsQueryOptions } from "@/lib/queries/get-brands";
import { categoriesQueryOptions } from "@/lib/queries/get-categories";
import { FALLBACK_SHOP_NAME, shopInfoQueryOptions } from "@/lib/queries/get-shop-info";
import { bannersQueryOptions } from "@/features/home/api/get-banners";
import { featuredQueryOptions } from "@/features/home/api/get-featured";
import { productQueryOptions } from "@/features/product-detail/api/get-product";
import { GALLERY_SIZES } from "@/features/product-detail/gallery-sizes";
import { productListingQueryOptions } from "@/features/products/api";
import { filtersFromParams, listingQuery } from "@/features/products/filters";
import { searchResultsQueryOptions } from "@/features/search/api/get-search-results";
import { positionsQueryOptions } from "@/features/careers/api/get-positions";
import type { PageHead } from "./head";

/**
 * What the server renderer does for each route (by route id, app/routes.tsx): `load` fills the
 * request's query cache with what the page's components ask for first, so the HTML holds the
 * content and the browser's first render finds the same data (no second fetch, no mismatch);
 * `head` describes the page from that data. Only the server imports this file, so none of it
 * reaches the browser's download; in the browser the components keep fetching on navigation.
 */
export type RouteDataArgs = { queryClient: QueryClient; params: Params; url: URL };
export type RouteData = {
  load?: (args: RouteDataArgs) => Promise<void>;
  head?: (args: RouteDataArgs & { shop: ShopInfo | undefined }) => PageHead;
};

/** Routes that are the shopper's own (cart, orders, account) or the staff's: never rendered on the server. */
export const CLIENT_ONLY_ROUTES = new Set([
  "cart", "auth", "auth-success", "checkout", "orders", "order-confirmation", "profile", "wishlist", "loader", "admin",
]);

const DEFAULT_DESCRIPTION =
  "Shop phones, laptops, earbuds, smartwatches, chargers and more at Pasal, with free delivery and cash on delivery across Nepal.";

const shopName = (shop: ShopInfo | undefined) => shop?.name ?? FALLBACK_SHOP_NAME;
/** The tab title the components set too (lib/use-page-meta.ts): "{page} | {shop}". */
const titled = (page: string, shop: ShopInfo | undefined) => `${page} | ${shopName(shop)}`;

const staticPage = (title: string, description: string): RouteData => ({
  head: ({ shop }) => ({ title: titled(title, shop), description }),
});

/** A 404 answer React Router carries to the route's error element (the Not Found page). */
const notFound = () => data("Not Found", { status: 404 });

const loadProduct: RouteData["load"] = async ({ queryClient, params }) => {
  const key = params.modelName ?? params.id ?? "";
  try {
    await queryClient.fetchQuery(productQueryOptions(key));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
};

const productOf = ({ queryClient, params }: RouteDataArgs) =>
  queryClient.getQueryData<Product>(productQueryOptions(params.modelName ?? params.id ?? "").queryKey);

function productHead(args: RouteDataArgs & { shop: ShopInfo | undefined }): PageHead {
  const product = productOf(args);
  if (!product) return { title: titled("Page not found", args.shop), description: DEFAULT_DESCRIPTION, noindex: true };
  const description = (product.shortDescription || product.description).slice(0, 160) || DEFAULT_DESCRIPTION;
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
  // Every page shows the shop's name, categories (footer) in the layout.
  root: {
    load: async ({ queryClient }) => {
      await Promise.all([queryClient.prefetchQuery(shopInfoQueryOptions()), queryClient.prefetchQuery(categoriesQueryOptions())]);
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
      title: `${shopName(shop)} | ${shop?.tagline ?? "Phones, laptops and accessories, delivered across Nepal"}`,
      description: DEFAULT_DESCRIPTION,
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
      const page = filters.search ? `Search: ${filters.search}` : (filters.category ?? "All products");
      const what = [filters.category, ...(filters.brand ? [filters.brand] : [])].filter(Boolean).join(" · ");
      return {
        title: titled(page, shop),
        description: what ? `${what} at ${shopName(shop)}, with free delivery across Nepal.` : DEFAULT_DESCRIPTION,
        canonicalPath: `/products${url.search}`,
        noindex: Boolean(filters.search),
        jsonLd: filters.category
          ? [breadcrumbs([["Home", "/"], [filters.category, `/products?category=${encodeURIComponent(filters.category)}`]])]
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
      return { title: titled(term ? `Search: ${term}` : "Search", shop), description: DEFAULT_DESCRIPTION, noindex: Boolean(term) };
    },
  },
  // The brand listing is chosen by navigation state; arriving without one goes home (spec part 2).
  "top-brands": {
    load: async () => {
      throw redirect("/");
    },
  },
  careers: {
    load: async ({ queryClient }) => {
      await queryClient.prefetchQuery(positionsQueryOptions());
    },
    head: ({ shop }) => ({ title: titled("Careers", shop), description: `Join the ${shopName(shop)} team: open positions and how to apply.` }),
  },
  // Titles and descriptions as the pages themselves set them in the browser (usePageMeta).
  about: staticPage("About Us", "Pasal in numbers, our commitments to you, our values and the group we belong to."),
  aboutus: staticPage("About Us", "Who we are, what we promise, and the shop's legal details."),
  help: staticPage("Help Center", "Refunds, returns, exchanges, warranty, delivery, payment and how to reach our support team."),
  contact: staticPage("Contact Us", "Questions about a product, an order or a return? Write to us or call our support team."),
  sustainability: staticPage(
    "Sustainability",
    "How we are working towards carbon neutral deliveries, renewable energy, zero-waste packaging and e-waste recycling.",
  ),
  install: staticPage("Install the app", "Install the store on your phone or computer for faster shopping."),
  "not-found": {
    head: ({ shop }) => ({ title: titled("Page not found", shop), description: DEFAULT_DESCRIPTION, noindex: true }),
  },
};
