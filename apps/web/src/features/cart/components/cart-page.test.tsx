import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { CartLine } from "@pasal/shared";
import { useAuthStore } from "@/lib/auth-store";
import { makeAuthUser } from "@/testing/fixtures";
import { renderWithProviders } from "@/testing/render";
import { stubApi } from "@/testing/stub-api";
import { ScreenWithToasts } from "@/testing/with-toaster";
import { CartPage } from "./cart-page";

const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  productId: "p1",
  id: "p1",
  modelName: "Galaxy A55",
  name: "Galaxy A55 5G",
  price: 1000,
  quantity: 1,
  image: "/a55.svg",
  stock: 5,
  color: "",
  variant: "",
  model: "",
  bundle: "",
  ...overrides,
});

const renderCart = () => renderWithProviders(<ScreenWithToasts path="/cart" element={<CartPage />} />, { path: "/cart" });
const table = () => screen.getByRole("table");

describe("CartPage (guest)", () => {
  beforeEach(() => useAuthStore.setState({ authUser: null, isCheckingAuth: false }));

  it("shows the empty state with a way back to the shop", () => {
    renderCart();
    expect(screen.getByRole("heading", { name: "Your Cart is Empty" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/");
  });

  it("lists lines with their options, the pack label, rechecked stock and the grand total", async () => {
    const fetchMock = stubApi({
      "/product": {
        body: [
          { _id: "p1", stock: 2 },
          { _id: "p2", stock: 9 },
        ],
      },
    });
    localStorage.setItem(
      "cart",
      JSON.stringify([
        line({ color: "Lilac" }),
        line({ productId: "p2", id: "p2", name: "Glass", modelName: "Glass X", bundle: "3x", price: 500, quantity: 2, stock: 99 }),
      ]),
    );
    renderCart();
    const rows = within(table()).getAllByRole("row");
    expect(rows[0]).toHaveTextContent("ProductPriceQuantityColorVariantModelTotalRemove");
    expect(rows[1]).toHaveTextContent("Lilac");
    // A product without variants or models shows nothing there, not "No model chosen"
    // (docs/requirements/cart.md#cart-lines).
    expect(rows[1]).not.toHaveTextContent("chosen");
    expect(within(rows[1]!).getAllByRole("cell")[5]).toBeEmptyDOMElement();
    expect(within(rows[2]!).getByText("3x pack")).toBeInTheDocument();
    expect(within(rows[1]!).getAllByRole("link")[0]).toHaveAttribute("href", "/products/Galaxy-A55");
    expect(screen.getByLabelText("Grand total")).toHaveTextContent("Rs. 2,000.00");
    // Stock as the catalogue says now: 2 items; 9 pieces make 3 packs of 3.
    await waitFor(() => expect(rows[1]).toHaveTextContent("2 items available"));
    expect(rows[2]).toHaveTextContent("3 packs available");
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain("/api/product?productIds=p1,p2");
    expect(screen.getByRole("link", { name: "Proceed to Checkout" })).toHaveAttribute("href", "/checkout");
  });

  it("steps the quantity within 1 and the stock, and removes a line", async () => {
    stubApi({ "/product": { body: [{ _id: "p1", stock: 2 }] } });
    localStorage.setItem("cart", JSON.stringify([line()]));
    renderCart();
    await screen.findByText("2 items available", { selector: "table *" });
    fireEvent.click(within(table()).getByRole("button", { name: /Decrease/ }));
    expect(await screen.findByText("Quantity cannot be less than 1")).toBeInTheDocument();
    fireEvent.click(within(table()).getByRole("button", { name: /Increase/ }));
    expect(await screen.findByText("Quantity increased")).toBeInTheDocument();
    expect(within(table()).getByRole("group", { name: /Quantity of/ })).toHaveTextContent("2");
    expect(within(table()).getByRole("button", { name: /Increase/ })).toBeDisabled();
    fireEvent.click(within(table()).getByRole("button", { name: /Remove Galaxy/ }));
    expect(await screen.findByText("Item removed from cart")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Your Cart is Empty" })).toBeInTheDocument();
  });

  it("stops + at the 99-per-line cap even when more are in stock", async () => {
    stubApi({ "/product": { body: [{ _id: "p1", stock: 150 }] } });
    localStorage.setItem("cart", JSON.stringify([line({ quantity: 99, stock: 150 })]));
    renderCart();
    await screen.findByText("150 items available", { selector: "table *" });
    expect(within(table()).getByRole("button", { name: /Increase/ })).toBeDisabled();
  });

  it("says when availability cannot be checked", async () => {
    stubApi({ "/product": { status: 500, body: { message: "down" } } });
    localStorage.setItem("cart", JSON.stringify([line()]));
    renderCart();
    expect(await screen.findByText("Could not verify product availability")).toBeInTheDocument();
  });
});

describe("CartPage (signed in)", () => {
  beforeEach(() => useAuthStore.setState({ authUser: makeAuthUser({ _id: "u1" }), isCheckingAuth: false }));

  it("shows the loading text, then the server's lines; a failed step reloads the cart", async () => {
    let loads = 0;
    const fetchMock = stubApi({
      "/cart/u1": () => {
        loads += 1;
        return { body: { products: [line({ quantity: 2 })] } };
      },
      "/cart/increment": { status: 500, body: { message: "boom" } },
      "/cart/decrement": { body: { products: [line({ quantity: 1 })] } },
    });
    renderCart();
    expect(screen.getByText("Loading your cart...")).toBeInTheDocument();
    await screen.findByRole("table");
    fireEvent.click(within(table()).getByRole("button", { name: /Decrease/ }));
    expect(await screen.findByText("Quantity decreased")).toBeInTheDocument();
    expect(within(table()).getByRole("group", { name: /Quantity of/ })).toHaveTextContent("1");
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes("/decrement/"));
    expect(String(call![0])).toBe("/api/cart/decrement/p1/u1");
    expect(JSON.parse(String(call![1]!.body))).toEqual({ color: "", variant: "", model: "", bundle: "" });
    fireEvent.click(within(table()).getByRole("button", { name: /Increase/ }));
    expect(await screen.findByText("Failed to update quantity")).toBeInTheDocument();
    await waitFor(() => expect(loads).toBe(2));
  });

  it("shows an empty cart and a toast when the cart cannot be loaded", async () => {
    stubApi({ "/cart/u1": { status: 500, body: { message: "down" } } });
    renderCart();
    expect(await screen.findByText("Failed to load cart")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Your Cart is Empty" })).toBeInTheDocument();
  });

  it("reports a failed removal", async () => {
    stubApi({ "/cart/u1": { body: { products: [line()] } }, "/cart/remove": { status: 500, body: {} } });
    renderCart();
    await screen.findByRole("table");
    fireEvent.click(within(table()).getByRole("button", { name: /Remove Galaxy/ }));
    expect(await screen.findByText("Failed to remove item from cart")).toBeInTheDocument();
  });
});
