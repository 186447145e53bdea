import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { WishlistItem } from "@pasal/shared";
import { useAuthStore } from "@/lib/auth-store";
import { makeAuthUser, makeProduct } from "@/testing/fixtures";
import { renderWithProviders } from "@/testing/render";
import { stubApi } from "@/testing/stub-api";
import { ScreenWithToasts } from "@/testing/with-toaster";
import { WishlistPage } from "./wishlist-page";

const item = (id: string, name: string, inStock = true): WishlistItem => ({ id, productId: id, modelName: name, name, price: 1000, image: "", inStock });

const renderWishlist = () => renderWithProviders(<ScreenWithToasts path="/wishlist" element={<WishlistPage />} />, { path: "/wishlist" });
const cart = () => JSON.parse(localStorage.getItem("cart") ?? "[]") as Array<Record<string, unknown>>;

const products = {
  "/product/plain": { body: makeProduct({ _id: "plain", name: "Plain Charger", color: [], stock: 3 }) },
  "/product/phone": { body: makeProduct({ _id: "phone", name: "Colour Phone", stock: 3 }) },
  "/product/glass": { body: makeProduct({ _id: "glass", name: "Glass", color: [], bundle: [{ bundle: "1x", bundlePrice: 300 }], stock: 3 }) },
};

describe("WishlistPage (guest)", () => {
  beforeEach(() => useAuthStore.setState({ authUser: null, isCheckingAuth: false }));

  it("shows the empty state", () => {
    renderWishlist();
    expect(screen.getByRole("heading", { name: "Your Wishlist" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Start Shopping" })).toHaveAttribute("href", "/products");
  });

  it("counts and removes items", async () => {
    localStorage.setItem("wishlist", JSON.stringify([item("plain", "Plain Charger"), item("glass", "Glass")]));
    renderWishlist();
    expect(screen.getByText("2 items")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Remove Glass from wishlist" }));
    expect(await screen.findByText("Item removed from wishlist")).toBeInTheDocument();
    expect(screen.getByText("1 item")).toBeInTheDocument();
  });

  it("adds every item that needs no choice and all of them when none does", async () => {
    stubApi(products);
    localStorage.setItem("wishlist", JSON.stringify([item("plain", "Plain Charger"), item("glass", "Glass")]));
    renderWishlist();
    fireEvent.click(screen.getByRole("button", { name: "Add All to Cart" }));
    expect(await screen.findByText("All wishlist items added to cart")).toBeInTheDocument();
    expect(cart()).toEqual([
      expect.objectContaining({ productId: "plain", quantity: 1, price: 52999 }),
      expect.objectContaining({ productId: "glass", bundle: "1x", price: 300 }),
    ]);
  });

  it("names the items that need a choice, links to them, and skips sold-out ones", async () => {
    stubApi(products);
    localStorage.setItem("wishlist", JSON.stringify([item("plain", "Plain Charger"), item("phone", "Colour Phone"), item("gone", "Gone", false)]));
    renderWishlist();
    fireEvent.click(screen.getByRole("button", { name: "Continue Shopping" }));
    const note = await screen.findByRole("note");
    expect(within(note).getByRole("link", { name: "Colour Phone" })).toHaveAttribute("href", "/products/Colour-Phone");
    expect(await screen.findByText(/1 of 3 items added to cart; choose options for Colour Phone; not available: Gone/)).toBeInTheDocument();
    expect(cart()).toHaveLength(1);
    expect(screen.getByLabelText("path")).toHaveTextContent("/wishlist");
  });

  it("adds an item saved while sold out once the catalogue has it in stock again", async () => {
    stubApi(products);
    localStorage.setItem("wishlist", JSON.stringify([item("plain", "Plain Charger", false)]));
    renderWishlist();
    fireEvent.click(screen.getByRole("button", { name: "Add All to Cart" }));
    expect(await screen.findByText("All wishlist items added to cart")).toBeInTheDocument();
    expect(cart()).toEqual([expect.objectContaining({ productId: "plain", quantity: 1 })]);
  });

  it("Continue Shopping goes to checkout once everything is in the cart", async () => {
    stubApi(products);
    localStorage.setItem("wishlist", JSON.stringify([item("plain", "Plain Charger")]));
    renderWishlist();
    fireEvent.click(screen.getByRole("button", { name: "Continue Shopping" }));
    await waitFor(() => expect(screen.getByLabelText("path")).toHaveTextContent("/checkout"));
  });
});

describe("WishlistPage (signed in)", () => {
  beforeEach(() => useAuthStore.setState({ authUser: makeAuthUser({ _id: "u1" }), isCheckingAuth: false }));

  it("loads from the server, and re-fetches after a failed removal", async () => {
    let loads = 0;
    const fetchMock = stubApi({
      "/wishlist/u1": (url) => {
        if (url.pathname.endsWith("/plain")) return { status: 500, body: { message: "down" } };
        loads += 1;
        return { body: { wishlist: { products: [item("plain", "Plain Charger")] } } };
      },
    });
    renderWishlist();
    fireEvent.click(await screen.findByRole("button", { name: "Remove Plain Charger from wishlist" }));
    expect(await screen.findByText("Failed to remove from wishlist")).toBeInTheDocument();
    await waitFor(() => expect(loads).toBe(2));
    const removal = fetchMock.mock.calls.find(([url]) => String(url) === "/api/wishlist/u1/plain");
    expect(removal?.[1]?.method).toBe("DELETE");
  });
});
