import type { RouteObject } from "react-router";
import { PlaceholderPage } from "@/components/placeholder-page";
import { Spinner } from "@/components/spinner";
import { HomePage } from "@/features/home/components/home-page";
import { RootLayout } from "./layout/root-layout";
import { LoaderScreen } from "./routes/loader-screen";
import { NotFoundPage } from "./routes/not-found";
import { RouteError } from "./routes/route-error";

/** Screens that later issues build; until then each answers with the shared placeholder. */
const upcoming = (path: string, title: string): RouteObject => ({
  path,
  element: <PlaceholderPage title={title} />,
});

// The catalogue screens load on first visit, keeping the first download small.
const loadProductsPage = async () => {
  const { ProductsPage } = await import("@/features/products/components/products-page");
  return { Component: ProductsPage };
};

// Account screens carry the form libraries; most visitors never open them.
const loadAuthPage = async () => {
  const { AuthPage } = await import("@/features/auth/components/auth-page");
  return { Component: AuthPage };
};
const loadGoogleLanding = async () => {
  const { GoogleLandingPage } = await import("@/features/auth/components/google-landing-page");
  return { Component: GoogleLandingPage };
};
const loadProfileRoute = async () => {
  const { ProfileRoute } = await import("./routes/profile-route");
  return { Component: ProfileRoute };
};

const loadTopBrandsPage = async () => {
  const { TopBrandsPage } = await import("@/features/top-brands/components/top-brands-page");
  return { Component: TopBrandsPage };
};
const loadSearchPage = async () => {
  const { SearchPage } = await import("@/features/search/components/search-page");
  return { Component: SearchPage };
};

const loadCareersPage = async () => {
  const { CareersPage } = await import("@/features/careers/components/careers-page");
  return { Component: CareersPage };
};

const loadProductPage = (param: "modelName" | "id") => async () => {
  const { ProductRoute } = await import("@/features/product-detail/components/product-route");
  return { element: <ProductRoute param={param} /> };
};

/** The route table of spec part 1 §2. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while a lazily loaded screen arrives on the very first page load.
    hydrateFallbackElement: <Spinner className="min-h-dvh" />,
    children: [
      { path: "/", element: <HomePage /> },
      { path: "/products", lazy: loadProductsPage },
      { path: "/products/:modelName", lazy: loadProductPage("modelName") },
      // The spec's wrapper route with an id parameter renders the same product page.
      { path: "/product/:id", lazy: loadProductPage("id") },
      { path: "/cart", lazy: async () => ({ Component: (await import("@/features/cart/components/cart-page")).CartPage }) },
      { path: "/auth", lazy: loadAuthPage },
      { path: "/auth-success", lazy: loadGoogleLanding },
      { path: "/help", lazy: async () => ({ Component: (await import("@/features/help/components/help-page")).HelpPage }) },
      { path: "/contact", lazy: async () => ({ Component: (await import("@/features/contact/components/contact-page")).ContactPage }) },
      { path: "/checkout", lazy: async () => ({ Component: (await import("@/features/checkout/components/checkout-page")).CheckoutPage }) },
      { path: "/order", lazy: async () => ({ Component: (await import("@/features/orders/components/orders-page")).OrdersPage }) },
      { path: "/about", lazy: async () => ({ Component: (await import("@/features/about/components/about-page")).AboutPage }) },
      { path: "/aboutus", lazy: async () => ({ Component: (await import("@/features/about/components/about-us-page")).AboutUsPage }) },
      { path: "/profile", lazy: loadProfileRoute },
      { path: "/wishlist", lazy: async () => ({ Component: (await import("@/features/wishlist/components/wishlist-page")).WishlistPage }) },
      { path: "/careers", lazy: loadCareersPage },
      { path: "/sustainability", lazy: async () => ({ Component: (await import("@/features/sustainability/components/sustainability-page")).SustainabilityPage }) },
      { path: "/top-brands", lazy: loadTopBrandsPage },
      { path: "/loader", element: <LoaderScreen /> },
      { path: "/install", lazy: async () => ({ Component: (await import("@/features/install/components/install-page")).InstallPage }) },
      { path: "/search", lazy: loadSearchPage },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];
