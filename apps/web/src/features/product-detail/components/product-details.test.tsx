import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sentBody, stubApi } from "@/testing/stub-api";
import { useAuthStore } from "@/lib/auth-store";
import { makeAuthUser, makeProduct, makeSummary } from "@/testing/fixtures";
import { renderWithProviders } from "@/testing/render";
import { SeenObserver } from "@/testing/seen-observer";
import { ProductDetails } from "./product-details";

const toastError = vi.hoisted(() => vi.fn());
const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock("react-hot-toast", async (original) => {
  const actual = await original<typeof import("react-hot-toast")>();
  const toast = Object.assign(vi.fn(), actual.default, { error: toastError, success: toastSuccess });
  return { ...actual, default: toast };
});

describe("ProductDetails", () => {
  const setupObserver = globalThis.IntersectionObserver;
  afterEach(() => vi.stubGlobal("IntersectionObserver", setupObserver));

  it("sets the price from the chosen variant and clears it on a second click", () => {
    const product = makeProduct({ sellingPrice: 50000, variant: [{ variantName: "12/256", variantSP: 56000 }] });
    renderWithProviders(<ProductDetails product={product} />);
    const variant = screen.getByRole("button", { name: /12\/256/ });
    fireEvent.click(variant);
    expect(screen.getByText("Rs. 56,000.00", { selector: "span.text-3xl" })).toBeInTheDocument();
    fireEvent.click(variant);
    expect(variant).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByText("Rs. 50,000.00", { selector: "span.text-3xl" })).toBeInTheDocument();
  });

  it("asks for a colour before adding to cart", async () => {
    renderWithProviders(<ProductDetails product={makeProduct()} />);
    fireEvent.click(screen.getByRole("button", { name: /Add to cart/ }));
    // lib/toast loads react-hot-toast on the first toast (decision 023).
    await waitFor(() => expect(toastError).toHaveBeenCalledWith("Please select a color before adding to cart"));
  });

  it("disables buying at zero stock", () => {
    renderWithProviders(<ProductDetails product={makeProduct({ stock: 0 })} />);
    expect(screen.getByRole("button", { name: /Add to cart/ })).toBeDisabled();
    expect(screen.getByRole("button", { name: /Buy now/ })).toBeDisabled();
  });

  // The sections under the description load as they near the screen (decision 023).
  it("sanitises key features and shows the category's spec table", async () => {
    vi.stubGlobal("IntersectionObserver", SeenObserver);
    const product = makeProduct({
      keyFeatures: '<ul><li>Fast charging</li></ul><img src=x onerror="alert(1)"><script>alert(2)</script>',
      specs: { RAM: "8 GB" },
    });
    const { container } = renderWithProviders(<ProductDetails product={product} />);
    expect(await screen.findByText("Fast charging")).toBeInTheDocument();
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("[onerror]")).toBeNull();
    expect(screen.getByRole("rowheader", { name: "RAM" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Breadcrumb" })).toHaveTextContent("Home");
  });

  it("shows the chosen colour's photo as the main image", () => {
    const product = makeProduct({
      images: [{ url: "/main.svg" }],
      color: [
        { colorName: "Blue", image: "/blue.svg" },
        { colorName: "Black", image: "/black.svg" },
      ],
    });
    renderWithProviders(<ProductDetails product={product} />);
    const main = () => screen.getByRole("img", { name: product.name });
    expect(main()).toHaveAttribute("src", "/main.svg");
    fireEvent.click(within(screen.getByRole("group", { name: "Colour" })).getByRole("button", { name: /Blue/ }));
    expect(main()).toHaveAttribute("src", "/blue.svg");
  });

  it("a pack sets the price and the quantity counts packs, starting at 1x", () => {
    const bundle = [
      { bundle: "1x", bundlePrice: 999 },
      { bundle: "3x", bundlePrice: 2499 },
    ];
    renderWithProviders(<ProductDetails product={makeProduct({ color: [], bundle })} />);
    // The quantity counts packs, as a cart line does (a 3x pack is one unit at its pack price).
    expect(screen.getByRole("group", { name: "Packs" })).toHaveTextContent("1");
    expect(screen.getByText("× 1x pack = 1 piece")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: /3x/ }));
    expect(screen.getByText("Rs. 2,499.00", { selector: "span.text-3xl" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Packs" })).toHaveTextContent("1");
    expect(screen.getByText("× 3x pack = 3 pieces")).toBeInTheDocument();
  });

  it("keeps the quantity between 1 and the stock", () => {
    renderWithProviders(<ProductDetails product={makeProduct({ stock: 2 })} />);
    const more = screen.getByRole("button", { name: "Increase quantity" });
    expect(screen.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
    fireEvent.click(more);
    expect(more).toBeDisabled();
    expect(screen.getByRole("group", { name: "Quantity" })).toHaveTextContent("2");
  });

  it("toggles the local wishlist with the spec's toasts", async () => {
    renderWithProviders(<ProductDetails product={makeProduct()} />);
    fireEvent.click(screen.getByRole("button", { name: "Add to wishlist" }));
    await waitFor(() => expect(toastSuccess).toHaveBeenLastCalledWith("Added to wishlist"));
    expect(JSON.parse(localStorage.getItem("wishlist")!)).toEqual([
      { id: "p1", productId: "p1", modelName: "Galaxy A55", name: "Galaxy A55 5G", price: 52999, image: "/media/demo/products/a55.svg", inStock: true },
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Remove from wishlist" }));
    await waitFor(() => expect(toastSuccess).toHaveBeenLastCalledWith("Removed from wishlist"));
    expect(JSON.parse(localStorage.getItem("wishlist")!)).toEqual([]);
  });

  it("records the view in Recently Viewed and remembers a phone as the shopper's model", () => {
    renderWithProviders(<ProductDetails product={makeProduct()} />);
    const stored = JSON.parse(localStorage.getItem("recentlyViewed")!) as { _id: string }[];
    expect(stored.map((item) => item._id)).toEqual(["p1"]);
    expect(JSON.parse(sessionStorage.getItem("selectedPhoneModel")!)).toBe("Galaxy A55");
    sessionStorage.clear();
  });

  it("shows similar products from the recommender, and the product's reviews", async () => {
    vi.stubGlobal("IntersectionObserver", SeenObserver);
    stubApi({
      "/reco/similar": { body: { items: [makeSummary({ _id: "p2", name: "Galaxy A35", modelName: "Galaxy A35" })] } },
      "/review/": { body: { response: [], responseCount: 0 } },
    });
    renderWithProviders(<ProductDetails product={makeProduct()} />);
    const similar = await screen.findByRole("list", { name: "Similar products" });
    expect(within(similar).getByRole("link", { name: "Galaxy A35" })).toHaveAttribute("href", "/products/Galaxy-A35");
    expect(await screen.findByText(/No reviews yet/)).toBeInTheDocument();
  });

  it("tells the recommender about the view only for a signed-in shopper", async () => {
    const fetchMock = stubApi({ "/interactions": { body: {} } });
    useAuthStore.setState({ authUser: null, isCheckingAuth: false });
    const { unmount } = renderWithProviders(<ProductDetails product={makeProduct()} />);
    expect(sentBody(fetchMock, "/interactions")).toBeUndefined();
    unmount();
    useAuthStore.setState({ authUser: makeAuthUser() });
    renderWithProviders(<ProductDetails product={makeProduct()} />);
    await vi.waitFor(() => expect(sentBody(fetchMock, "/interactions")).toEqual({ productId: "p1", kind: "view" }));
    useAuthStore.setState({ authUser: null });
  });

  it("offers the product video beside the photos", () => {
    renderWithProviders(<ProductDetails product={makeProduct({ video: { url: "/media/a55.mp4" } })} />);
    fireEvent.click(screen.getByRole("button", { name: "Play video" }));
    expect(document.querySelector("video")).toHaveAttribute("src", "/media/a55.mp4");
    fireEvent.click(screen.getByRole("button", { name: "Show image 1" }));
    expect(document.querySelector("video")).toBeNull();
  });
});
