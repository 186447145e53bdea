import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { WishlistItem } from "@pasal/shared";
import { useAuthStore } from "@/lib/auth-store";
import { makeAuthUser } from "@/testing/fixtures";
import { sentBody, stubApi } from "@/testing/stub-api";
import { useWishlist } from "./use-wishlist";

const toastError = vi.hoisted(() => vi.fn());
const toastSuccess = vi.hoisted(() => vi.fn());
// The hook toasts through lib/toast, which loads react-hot-toast on the first toast (decision 023).
vi.mock("react-hot-toast", async (original) => {
  const actual = await original<typeof import("react-hot-toast")>();
  return { ...actual, default: Object.assign(vi.fn(), actual.default, { error: toastError, success: toastSuccess }) };
});

const item: WishlistItem = { id: "p1", productId: "p1", modelName: "A55", name: "Galaxy A55", price: 1, image: "", inStock: true };

function mount() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useWishlist(), { wrapper });
}

describe("useWishlist (signed in)", () => {
  beforeEach(() => useAuthStore.setState({ authUser: makeAuthUser({ _id: "u1" }), isCheckingAuth: false }));

  it("adds when the product is not listed yet, removes when it is", async () => {
    let listed: WishlistItem[] = [];
    const fetchMock = stubApi({
      "/wishlist/u1": (url) => {
        if (url.pathname.endsWith("/p1")) {
          listed = [];
          return { body: { wishlist: { products: [] } } };
        }
        return { body: { wishlist: { products: listed } } };
      },
      "/wishlist": () => {
        listed = [item];
        return { body: { wishlist: { products: listed } } };
      },
    });
    const { result } = mount();
    await waitFor(() => expect(result.current.status).toBe("ready"));
    await act(() => result.current.toggle(item));
    await waitFor(() => expect(toastSuccess).toHaveBeenLastCalledWith("Added to wishlist"));
    expect(sentBody(fetchMock, "/wishlist")).toEqual({ userId: "u1", productId: "p1" });
    await waitFor(() => expect(result.current.has("p1")).toBe(true));
    await act(() => result.current.toggle(item));
    await waitFor(() => expect(toastSuccess).toHaveBeenLastCalledWith("Removed from wishlist"));
    await waitFor(() => expect(result.current.has("p1")).toBe(false));
  });

  it("sends one removal when Remove is pressed twice before the first one answers", async () => {
    let listed: WishlistItem[] = [item];
    const fetchMock = stubApi({
      "/wishlist/u1": (url) => {
        if (!url.pathname.endsWith("/p1")) return { body: { wishlist: { products: listed } } };
        if (listed.length === 0) return { status: 404, body: { message: "This product is not in your wishlist" } };
        listed = [];
        return { body: { message: "Removed from wishlist", wishlist: { products: [] } } };
      },
    });
    const { result } = mount();
    await waitFor(() => expect(result.current.has("p1")).toBe(true));
    const remove = result.current.remove;
    await act(() => Promise.all([remove("p1"), remove("p1")]));
    const deletes = fetchMock.mock.calls.filter(([, init]) => init?.method === "DELETE");
    expect(deletes).toHaveLength(1);
    await waitFor(() => expect(toastSuccess).toHaveBeenLastCalledWith("Item removed from wishlist"));
    expect(toastError).not.toHaveBeenCalledWith("Failed to remove from wishlist");
  });

  it("shows the server's message when a change fails", async () => {
    stubApi({ "/wishlist/u1": { body: { wishlist: { products: [] } } }, "/wishlist": { status: 404, body: { message: "Product not found" } } });
    const { result } = mount();
    await waitFor(() => expect(result.current.status).toBe("ready"));
    await act(() => result.current.toggle(item));
    await waitFor(() => expect(toastError).toHaveBeenLastCalledWith("Product not found"));
  });
});
