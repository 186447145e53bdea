import type { RouteObject } from "react-router";
import { PlaceholderPage } from "@/components/placeholder-page";
import { Spinner } from "@/components/spinner";
import { HomePage } from "@/features/home/components/home-page";
import { RootLayout } from "./layout/root-layout";
import { LoaderScreen } from "./routes/loader-screen";
import { NotFoundPage } from "./routes/not-found";
import { ProfileRoute } from "./routes/profile-route";
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
      upcoming("/cart", "Your Cart"),
      upcoming("/auth", "Sign In"),
      upcoming("/auth-success", "Signing you in"),
      upcoming("/help", "Help Center"),
      upcoming("/contact", "Contact Us"),
      upcoming("/checkout", "Checkout"),
      upcoming("/order", "Your Orders"),
      upcoming("/about", "About Us"),
      upcoming("/aboutus", "About Us"),
      { path: "/profile", element: <ProfileRoute /> },
      upcoming("/wishlist", "Your Wishlist"),
      upcoming("/careers", "Careers"),
      upcoming("/sustainability", "Sustainability"),
      upcoming("/top-brands", "Top Brands"),
      { path: "/loader", element: <LoaderScreen /> },
      upcoming("/install", "Install App"),
      upcoming("/search", "Search"),
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];
