import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { Toaster } from "react-hot-toast";
import { readBuyNow } from "@/lib/cart";
import { useAuthStore } from "@/lib/auth-store";
import { makeAuthUser, makeProduct } from "@/testing/fixtures";
import { renderWithProviders } from "@/testing/render";
import { sentBody, stubApi } from "@/testing/stub-api";
import { ProductDetails } from "./product-details";

function Checkout() {
  const { state } = useLocation();
  return <p>Checkout {JSON.stringify(state)}</p>;
}

const phone = makeProduct({ stock: 4, color: [{ colorName: "Lilac", image: "/lilac.svg" }], variant: [{ variantName: "8/256", variantSP: 60000 }] });
const glass = makeProduct({
  _id: "g1",
  modelName: "Glass",
  stock: 7,
  color: [],
  bundle: [
    { bundle: "1x", bundlePrice: 500 },
    { bundle: "3x", bundlePrice: 1200 },
  ],
});

function renderProduct(product = phone) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/products/:name" element={<ProductDetails product={product} />} />
        <Route path="/checkout" element={<Checkout />} />
      </Routes>
      <Toaster />
    </>,
    { path: "/products/x" },
  );
}

const cart = () => JSON.parse(localStorage.getItem("cart") ?? "[]") as Array<Record<string, unknown>>;

describe("PurchaseActions", () => {
  beforeEach(() => {
    useAuthStore.setState({ authUser: null, isCheckingAuth: false });
    sessionStorage.clear();
  });

  it("adds the chosen colour and variant to the guest cart at the variant price, then grows the line", async () => {
    renderProduct();
    fireEvent.click(screen.getByRole("button", { name: /Lilac/ }));
    fireEvent.click(screen.getByRole("button", { name: /8\/256/ }));
    fireEvent.click(screen.getByRole("button", { name: "Increase quantity" }));
    fireEvent.click(screen.getByRole("button", { name: /Add to cart/ }));
    expect(await screen.findByText("Product added to cart")).toBeInTheDocument();
    expect(cart()).toEqual([expect.objectContaining({ productId: "p1", color: "Lilac", variant: "8/256", price: 60000, quantity: 2, image: "/lilac.svg" })]);
    fireEvent.click(screen.getByRole("button", { name: /Add to cart/ }));
    expect(await screen.findByText("Product quantity updated in cart")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: /Add to cart/ }));
    expect(await screen.findByText("Cannot add more than available stock (4)")).toBeInTheDocument();
    expect(cart()[0]!.quantity).toBe(4);
  });

  it("counts packs: a 3x pack is one unit at the pack price, stock in whole packs", async () => {
    renderProduct(glass);
    fireEvent.click(screen.getByRole("button", { name: /3x/ }));
    fireEvent.click(screen.getByRole("button", { name: "Increase quantity" }));
    expect(screen.getByRole("button", { name: "Increase quantity" })).toBeDisabled(); // 7 pieces = 2 packs
    fireEvent.click(screen.getByRole("button", { name: /Add to cart/ }));
    await screen.findByText("Product added to cart");
    expect(cart()).toEqual([expect.objectContaining({ bundle: "3x", price: 1200, quantity: 2, stock: 2 })]);
  });

  it("sends a signed-in shopper's line to the server and shows its message", async () => {
    useAuthStore.setState({ authUser: makeAuthUser({ _id: "u1" }) });
    const fetchMock = stubApi({ "/cart/add": { body: { message: "Added to your cart", products: [] } }, "/cart/u1": { body: { products: [] } } });
    renderProduct(glass);
    fireEvent.click(screen.getByRole("button", { name: /Add to cart/ }));
    expect(await screen.findByText("Added to your cart")).toBeInTheDocument();
    expect(sentBody(fetchMock, "/cart/add")).toEqual({ userId: "u1", productId: "g1", quantity: 1, color: "", variant: "", model: "", bundle: "1x" });
  });

  it("says Failed to add to cart when the server fails", async () => {
    useAuthStore.setState({ authUser: makeAuthUser({ _id: "u1" }) });
    stubApi({ "/cart/add": { status: 500, body: { message: "db down" } } });
    renderProduct(glass);
    fireEvent.click(screen.getByRole("button", { name: /Add to cart/ }));
    expect(await screen.findByText("Failed to add to cart")).toBeInTheDocument();
  });

  it("Buy now checks the choices, keeps the line aside and goes to checkout", async () => {
    renderProduct();
    fireEvent.click(screen.getByRole("button", { name: /Buy now/ }));
    expect(await screen.findByText("Please select a color before proceeding")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: /Lilac/ }));
    fireEvent.click(screen.getByRole("button", { name: /8\/256/ }));
    fireEvent.click(screen.getByRole("button", { name: /Buy now/ }));
    expect(await screen.findByText('Checkout {"buyNow":true}')).toBeInTheDocument();
    await waitFor(() => expect(readBuyNow()).toEqual(expect.objectContaining({ productId: "p1", color: "Lilac", price: 60000, quantity: 1 })));
    expect(cart()).toEqual([]);
  });
});
