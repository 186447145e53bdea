import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { PageSkeleton } from "@/components/skeleton";
import { RootLayout } from "./layout/root-layout";
import { LoaderScreen } from "./routes/loader-screen";
import { MovedPage } from "./routes/moved-page";
import { RouteError } from "./routes/route-error";

/**
 * Every screen loads on its first visit, keeping the first download small:
 * `screen(() => import(...), "Name")` turns a module's named component into a lazy route.
 */
function screen<M>(load: () => Promise<M>, name: keyof M & string): RouteObject["lazy"] {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

const loadProductPage = (param: "modelName" | "id") => async () => {
  const { ProductRoute } = await import("@/features/product-detail/components/product-route");
  return { element: <ProductRoute param={param} /> };
};

/**
 * The route table of docs/requirements/app-shell.md#route-table. The ids name the routes for the server
 * renderer, which keeps each page's data and head next to each other in app/ssr/route-data.ts.
 */
export const routes: RouteObject[] = [
  {
    id: "root",
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while a lazily loaded screen arrives on the very first page load.
    hydrateFallbackElement: <PageSkeleton />,
    children: [
      // Lazy too since React is in the build (decision 031): listing and product pages no longer
      // download the home page's code first.
      { id: "home", path: "/", lazy: screen(() => import("@/features/home/components/home-page"), "HomePage") },
      { id: "products", path: "/products", lazy: screen(() => import("@/features/products/components/products-page"), "ProductsPage") },
      { id: "product-by-name", path: "/products/:modelName", lazy: loadProductPage("modelName"), errorElement: <RouteError /> },
      // The spec's wrapper route with an id parameter renders the same product page.
      { id: "product-by-id", path: "/product/:id", lazy: loadProductPage("id"), errorElement: <RouteError /> },
      { id: "cart", path: "/cart", lazy: screen(() => import("@/features/cart/components/cart-page"), "CartPage") },
      { id: "auth", path: "/auth", lazy: screen(() => import("@/features/auth/components/auth-page"), "AuthPage") },
      { id: "verify-email", path: "/verify-email", lazy: screen(() => import("@/features/auth/components/verify-email-page"), "VerifyEmailPage") },
      { id: "auth-success", path: "/auth-success", lazy: screen(() => import("@/features/auth/components/google-landing-page"), "GoogleLandingPage") },
      { id: "help", path: "/help", lazy: screen(() => import("@/features/help/components/help-page"), "HelpPage") },
      { id: "contact", path: "/contact", lazy: screen(() => import("@/features/contact/components/contact-page"), "ContactPage") },
      { id: "checkout", path: "/checkout", lazy: screen(() => import("@/features/checkout/components/checkout-page"), "CheckoutPage") },
      { id: "orders", path: "/order", lazy: screen(() => import("@/features/orders/components/orders-page"), "OrdersPage") },
      { id: "order-claim", path: "/order/claim", lazy: screen(() => import("@/features/orders/components/claim-page"), "ClaimPage") },
      {
        id: "order-confirmation",
        path: "/order/confirmation/:orderId",
        lazy: screen(() => import("@/features/orders/components/order-confirmation-page"), "OrderConfirmationPage"),
      },
      // One About page (docs/requirements/content-pages.md#about): /about moves to /aboutus, as the
      // server's 301 does for a first load.
      { id: "about", path: "/about", element: <MovedPage to="/aboutus" /> },
      { id: "aboutus", path: "/aboutus", lazy: screen(() => import("@/features/about/components/about-us-page"), "AboutUsPage") },
      { id: "profile", path: "/profile", lazy: screen(() => import("./routes/profile-route"), "ProfileRoute") },
      { id: "wishlist", path: "/wishlist", lazy: screen(() => import("@/features/wishlist/components/wishlist-page"), "WishlistPage") },
      { id: "careers", path: "/careers", lazy: screen(() => import("@/features/careers/components/careers-page"), "CareersPage") },
      {
        id: "sustainability",
        path: "/sustainability",
        lazy: screen(() => import("@/features/sustainability/components/sustainability-page"), "SustainabilityPage"),
      },
      { id: "top-brands", path: "/top-brands", lazy: screen(() => import("@/features/top-brands/components/top-brands-page"), "TopBrandsPage") },
      { id: "loader", path: "/loader", element: <LoaderScreen /> },
      { id: "install", path: "/install", lazy: screen(() => import("@/features/install/components/install-page"), "InstallPage") },
      { id: "search", path: "/search", lazy: screen(() => import("@/features/search/components/search-page"), "SearchPage") },
      // Lazy too: the 404 page is not needed on a first visit, and this keeps the first download from
      // growing with the back office's route below (docs/requirements/back-office.md#back-office-ui).
      { id: "not-found", path: "*", lazy: screen(() => import("./routes/not-found"), "NotFoundPage") },
    ],
  },
  // The back office (docs/requirements/back-office.md#back-office-ui): its own layout, one lazily loaded
  // chunk.
  { id: "admin", path: "/admin/*", errorElement: <RouteError />, lazy: screen(() => import("@/features/admin/admin-app"), "AdminApp") },
];
