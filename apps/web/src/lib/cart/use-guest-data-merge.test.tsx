import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/auth-store";
import { makeAuthUser } from "@/testing/fixtures";
import { stubApi } from "@/testing/stub-api";
import { useCart } from "./use-cart";
import { useGuestDataMerge } from "./use-guest-data-merge";

const toastError = vi.hoisted(() => vi.fn());
// The hook toasts through lib/toast, which loads react-hot-toast on the first toast (decision 023).
vi.mock("react-hot-toast", async (original) => {
  const actual = await original<typeof import("react-hot-toast")>();
  return { ...actual, default: Object.assign(vi.fn(), actual.default, { error: toastError, success: vi.fn() }) };
});

function mount() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useGuestDataMerge(), { wrapper });
}

const calls = (fetchMock: ReturnType<typeof stubApi>, path: string) => fetchMock.mock.calls.filter(([url]) => String(url) === `/api${path}`);

describe("useGuestDataMerge", () => {
  beforeEach(() => useAuthStore.setState({ authUser: null, isCheckingAuth: false }));

  it("sends the guest cart and wishlist once per sign-in, then clears them locally", async () => {
    const fetchMock = stubApi({ "/cart/sync": { body: { products: [] } }, "/wishlist/sync": { body: {} } });
    localStorage.setItem("cart", JSON.stringify([{ productId: "p1", quantity: 2, color: "No color chosen", bundle: "3x" }]));
    localStorage.setItem("wishlist", JSON.stringify([{ id: "p2", name: "Buds", price: 1, image: "", inStock: true }]));
    const { rerender } = mount();
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => useAuthStore.setState({ authUser: makeAuthUser({ _id: "u1" }) }));
    await waitFor(() => expect(localStorage.getItem("cart")).toBeNull());
    await waitFor(() => expect(localStorage.getItem("wishlist")).toBe("[]"));
    const [cartCall] = calls(fetchMock, "/cart/sync");
    expect(JSON.parse(String(cartCall![1]!.body))).toEqual({
      userId: "u1",
      items: [{ productId: "p1", quantity: 2, color: "", variant: "", model: "", bundle: "3x" }],
    });
    expect(JSON.parse(String(calls(fetchMock, "/wishlist/sync")[0]![1]!.body))).toEqual({ userId: "u1", productIds: ["p2"] });

    // A re-render, or new guest data while still signed in, does not sync again.
    localStorage.setItem("cart", JSON.stringify([{ productId: "p1", quantity: 1 }]));
    rerender();
    act(() => useAuthStore.setState({ authUser: makeAuthUser({ _id: "u1", fullName: "Renamed" }) }));
    expect(calls(fetchMock, "/cart/sync")).toHaveLength(1);

    // Signing out and in again is a new sign-in.
    act(() => useAuthStore.setState({ authUser: null }));
    act(() => useAuthStore.setState({ authUser: makeAuthUser({ _id: "u1" }) }));
    await waitFor(() => expect(calls(fetchMock, "/cart/sync")).toHaveLength(2));
  });

  it("reads the cart again after the merge, even when its first read left before the merge did", async () => {
    const events: string[] = [];
    let releaseFirstRead = () => {};
    const firstRead = new Promise<void>((resolve) => (releaseFirstRead = resolve));
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input), "http://localhost").pathname;
        if (path === "/api/cart/u1") {
          const first = !events.includes("read");
          events.push("read");
          // The first read is slow: it answers only after the merge, with the cart as it was before.
          if (first) await firstRead;
          return json({ products: [] });
        }
        if (path === "/api/cart/sync") {
          events.push("sync");
          await new Promise((resolve) => setTimeout(resolve, 20));
          events.push("synced");
          return json({ message: "Cart synced", products: [] });
        }
        return json({});
      }),
    );
    localStorage.setItem("cart", JSON.stringify([{ productId: "p1", quantity: 1 }]));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    renderHook(
      () => {
        useGuestDataMerge();
        return useCart();
      },
      { wrapper },
    );
    act(() => useAuthStore.setState({ authUser: makeAuthUser({ _id: "u1" }) }));
    await waitFor(() => expect(events).toContain("synced"));
    // A read that leaves after the merge answered; joining the slow first read would show the cart unmerged.
    await waitFor(() => expect(events.lastIndexOf("read")).toBeGreaterThan(events.indexOf("synced")));
    releaseFirstRead();
  });

  it("names the lines the server could not take", async () => {
    stubApi({
      "/cart/sync": { body: { message: "Cart synced", products: [], dropped: [{ productId: "p2", code: "OUT_OF_STOCK", reason: "Buds is out of stock" }] } },
    });
    localStorage.setItem(
      "cart",
      JSON.stringify([
        { productId: "p1", name: "Galaxy A55", quantity: 1 },
        { productId: "p2", name: "Buds", quantity: 1 },
      ]),
    );
    mount();
    act(() => useAuthStore.setState({ authUser: makeAuthUser({ _id: "u3" }) }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith("Not moved to your cart: Buds. Open the product to choose again."));
    expect(localStorage.getItem("cart")).toBeNull();
  });

  it("keeps the guest cart when the sync fails", async () => {
    stubApi({ "/cart/sync": { status: 500, body: { message: "down" } } });
    localStorage.setItem("cart", JSON.stringify([{ productId: "p1", quantity: 1 }]));
    mount();
    act(() => useAuthStore.setState({ authUser: makeAuthUser() }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(JSON.parse(localStorage.getItem("cart")!)).toHaveLength(1);
  });
});
