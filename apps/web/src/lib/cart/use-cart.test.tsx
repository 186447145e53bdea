import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { beforeEach, describe, expect, it } from "vitest";
import { useAuthStore } from "@/lib/auth-store";
import { useCartCount } from "@/lib/use-cart-count";
import { makeAuthUser } from "@/testing/fixtures";
import { stubApi } from "@/testing/stub-api";
import { setCartMergePending } from "./merge-state";
import { useCart } from "./use-cart";

function mount<T>(hook: () => T) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(hook, { wrapper });
}

const serverLine = {
  productId: "p1",
  id: "p1",
  modelName: "A55",
  name: "A55",
  price: 100.1,
  quantity: 3,
  image: "",
  stock: 5,
  color: "",
  variant: "",
  model: "",
  bundle: "",
};

describe("useCart", () => {
  beforeEach(() => useAuthStore.setState({ authUser: null, isCheckingAuth: false }));

  it("reads a guest's local cart", () => {
    localStorage.setItem("cart", JSON.stringify([{ ...serverLine, quantity: 2 }]));
    const { result } = mount(useCart);
    expect(result.current).toEqual(expect.objectContaining({ status: "ready", isGuest: true, count: 2, total: 200.2 }));
  });

  it("counts the server cart for a signed-in shopper, not the local one", async () => {
    localStorage.setItem("cart", JSON.stringify([{ ...serverLine, quantity: 9 }]));
    useAuthStore.setState({ authUser: makeAuthUser({ _id: "u1" }) });
    stubApi({ "/cart/u1": { body: { products: [serverLine] } } });
    const { result } = mount(useCartCount);
    await waitFor(() => expect(result.current).toBe(3));
  });

  it("stays loading while a guest cart is being merged into the account", async () => {
    useAuthStore.setState({ authUser: makeAuthUser({ _id: "u1" }) });
    stubApi({ "/cart/u1": { body: { products: [] } } });
    act(() => setCartMergePending(true));
    const { result } = mount(useCart);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.status).toBe("loading");
    act(() => setCartMergePending(false));
    await waitFor(() => expect(result.current.status).toBe("ready"));
  });

  it("is empty and marked failed when the server cart cannot be loaded", async () => {
    useAuthStore.setState({ authUser: makeAuthUser({ _id: "u1" }) });
    stubApi({ "/cart/u1": { status: 500, body: { message: "down" } } });
    const { result } = mount(useCart);
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current).toEqual(expect.objectContaining({ lines: [], status: "ready", count: 0 }));
  });
});
