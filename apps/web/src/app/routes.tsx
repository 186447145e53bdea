import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { PageSkeleton } from "@/components/skeleton";
import { HomePage } from "@/features/home/components/home-page";
import { RootLayout } from "./layout/root-layout";
import { LoaderScreen } from "./routes/loader-screen";
import { MovedPage } from "./routes/moved-page";
import { RouteError } from "./routes/route-error";

/**
 * Every screen but the home page loads on its first visit, keeping the first download small:
 * `screen(() => import(...), "Name")` turns a module's named component into a lazy route.
 */
function screen<M>(load: () => Promise<M>, name: keyof M & string): RouteObject["lazy"] {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

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
    hydrateFallbackElement: <PageSkeleton />,
    children: [
      { path: "/", element: <HomePage /> },
      { path: "/products", lazy: screen(() => import("@/features/products/components/products-page"), "ProductsPage") },
      { path: "/products/:modelName", lazy: loadProductPage("modelName") },
      // The spec's wrapper route with an id parameter renders the same product page.
      { path: "/product/:id", lazy: loadProductPage("id") },
      { path: "/cart", lazy: screen(() => import("@/features/cart/components/cart-page"), "CartPage") },
      { path: "/auth", lazy: screen(() => import("@/features/auth/components/auth-page"), "AuthPage") },
      { path: "/auth-success", lazy: screen(() => import("@/features/auth/components/google-landing-page"), "GoogleLandingPage") },
      { path: "/help", lazy: screen(() => import("@/features/help/components/help-page"), "HelpPage") },
      { path: "/contact", lazy: screen(() => import("@/features/contact/components/contact-page"), "ContactPage") },
      { path: "/checkout", lazy: screen(() => import("@/features/checkout/components/checkout-page"), "CheckoutPage") },
      { path: "/order", lazy: screen(() => import("@/features/orders/components/orders-page"), "OrdersPage") },
      {
        path: "/order/confirmation/:orderId",
        lazy: screen(() => import("@/features/orders/components/order-confirmation-page"), "OrderConfirmationPage"),
      },
      // One About page (issue 14): /about moves to /aboutus, as the server's 301 does for a first load.
      { path: "/about", element: <MovedPage to="/aboutus" /> },
      { path: "/aboutus", lazy: screen(() => import("@/features/about/components/about-us-page"), "AboutUsPage") },
      { path: "/profile", lazy: screen(() => import("./routes/profile-route"), "ProfileRoute") },
      { path: "/wishlist", lazy: screen(() => import("@/features/wishlist/components/wishlist-page"), "WishlistPage") },
      { path: "/careers", lazy: screen(() => import("@/features/careers/components/careers-page"), "CareersPage") },
      { path: "/sustainability", lazy: screen(() => import("@/features/sustainability/components/sustainability-page"), "SustainabilityPage") },
      { path: "/top-brands", lazy: screen(() => import("@/features/top-brands/components/top-brands-page"), "TopBrandsPage") },
      { path: "/loader", element: <LoaderScreen /> },
      { path: "/install", lazy: screen(() => import("@/features/install/components/install-page"), "InstallPage") },
      { path: "/search", lazy: screen(() => import("@/features/search/components/search-page"), "SearchPage") },
      // Lazy too: the 404 page is not needed on a first visit, and this keeps the first download from
      // growing with the back office's route below (issue 11).
      { path: "*", lazy: screen(() => import("./routes/not-found"), "NotFoundPage") },
    ],
  },
  // The back office (issue 11): its own layout, one lazily loaded chunk.
  { path: "/admin/*", errorElement: <RouteError />, lazy: screen(() => import("@/features/admin/admin-app"), "AdminApp") },
];
