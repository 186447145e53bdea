import { Toaster } from "react-hot-toast";
import { Link, Route, Routes, useLocation } from "react-router";
import { cartTotal, type AuthUser, type CartLine } from "@pasal/shared";
import type { CartState } from "@/lib/cart";
import { useAuthStore } from "@/lib/auth-store";
import { renderWithProviders } from "@/testing/render";
import { CheckoutPage } from "./checkout-page";

/** Test-only helpers for the checkout screens: a cart line, and the page inside a small app. */
export function makeLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    productId: "p1",
    id: "p1",
    modelName: "Galaxy A55",
    name: "Galaxy A55 5G",
    price: 52999,
    quantity: 2,
    image: "/media/a55.svg",
    stock: 5,
    color: "Awesome Navy",
    variant: "8GB/256GB",
    model: "",
    bundle: "",
    ...overrides,
  };
}

/** Stands in for Leaflet (no layout in jsdom): one button pins a fixed point. */
export function FakeLocationMap({ onPin }: { onPin: (point: { lat: number; lng: number }) => void }) {
  return (
    <button type="button" onClick={() => onPin({ lat: 27.7, lng: 85.3 })}>
      Pin test point
    </button>
  );
}

function Where() {
  const { pathname, state } = useLocation();
  return (
    <>
      <output aria-label="path">{pathname}</output>
      <output aria-label="state">{JSON.stringify(state ?? null)}</output>
    </>
  );
}

/** Renders /checkout (with `state`) as `user`, with a link away and the toaster. */
export function renderCheckout({ user = null, state }: { user?: AuthUser | null; state?: unknown } = {}) {
  useAuthStore.setState({ authUser: user, isCheckingAuth: false });
  function App() {
    return (
      <>
        <Routes>
          <Route path="/checkout" element={<CheckoutPage />} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <Link to="/elsewhere">Leave</Link>
        <Where />
        <Toaster />
      </>
    );
  }
  return renderWithProviders(<App />, { path: { pathname: "/checkout", state } });
}

/** What the mocked useCart() returns: a ready cart of `lines`. */
export const cartOf = (lines: CartLine[], userId: string | null = null): CartState => ({
  lines,
  status: "ready",
  isGuest: userId === null,
  total: cartTotal(lines),
  count: lines.reduce((sum, line) => sum + line.quantity, 0),
  failed: false,
  userId,
});
