import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LOCATION_TREE } from "@/testing/fixtures";
import { stubApi } from "@/testing/stub-api";
import { cartOf, makeLine, renderCheckout } from "./checkout-test-utils";

const cart = vi.hoisted(() => ({ state: null as unknown }));
vi.mock("@/lib/cart", async (original) => ({ ...(await original<object>()), useCart: () => cart.state }));

const buyNowLine = makeLine({ productId: "p7", id: "p7", name: "Redmi Note 13", price: 25999, quantity: 1, color: "Black", variant: "" });
const summary = () => screen.getByRole("region", { name: "Order summary" });

describe("checkout page", () => {
  beforeEach(() => {
    cart.state = cartOf([makeLine(), makeLine({ productId: "p2", id: "p2", name: "AirPods Pro", price: 1000.5, quantity: 1, color: "", variant: "" })]);
    stubApi({ "/location": { body: LOCATION_TREE }, "/shop": { body: { returnDays: 10 } } });
  });
  afterEach(() => {
    toast.remove();
    sessionStorage.clear();
  });

  it("summarises the cart: lines with options, subtotal = total, the shop's return days, free delivery", async () => {
    renderCheckout();
    expect(summary()).toHaveTextContent("Galaxy A55 5G");
    expect(summary()).toHaveTextContent("Awesome Navy · 8GB/256GB");
    expect(summary()).toHaveTextContent("Qty 2 × Rs. 52,999.00");
    expect(summary()).toHaveTextContent("Subtotal" + "Rs. 1,06,998.50");
    expect(summary()).toHaveTextContent("Total" + "Rs. 1,06,998.50");
    expect(summary()).toHaveTextContent("Free Delivery");
    expect(await screen.findByText("10 days free return")).toBeInTheDocument();
  });

  it("shows an empty cart with a way back to shopping", () => {
    cart.state = cartOf([]);
    renderCheckout();
    expect(screen.getByRole("heading", { name: "Your Cart is Empty" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("button", { name: "Confirm Order" })).not.toBeInTheDocument();
  });

  it("buys only the saved buy-now line, and forgets it when the shopper leaves", async () => {
    sessionStorage.setItem("buyNow", JSON.stringify(buyNowLine));
    renderCheckout({ state: { buyNow: true } });
    expect(summary()).toHaveTextContent("Redmi Note 13");
    expect(summary()).not.toHaveTextContent("Galaxy A55 5G");
    expect(summary()).toHaveTextContent("Total" + "Rs. 25,999.00");

    fireEvent.click(screen.getByRole("link", { name: "Leave" }));
    await waitFor(() => expect(screen.getByText("Elsewhere")).toBeInTheDocument());
    expect(sessionStorage.getItem("buyNow")).toBeNull();
  });

  it("keeps the buy-now line for a guest sent to sign in, and tells /auth it was a buy-now", async () => {
    sessionStorage.setItem("buyNow", JSON.stringify(buyNowLine));
    renderCheckout({ state: { buyNow: true } });
    fireEvent.change(screen.getByLabelText("First name"), { target: { value: "Hari" } });
    fireEvent.change(screen.getByLabelText("Last name"), { target: { value: "Thapa" } });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "hari@example.com" } });
    fireEvent.change(screen.getByLabelText("Phone number"), { target: { value: "9741234567" } });
    fireEvent.click(screen.getByRole("button", { name: "Have an account? Sign in" }));

    await waitFor(() => expect(screen.getByRole("status", { name: "path" })).toHaveTextContent("/auth"));
    expect(JSON.parse(screen.getByRole("status", { name: "state" }).textContent!)).toEqual({ from: "checkout", buyNow: true });
    expect(JSON.parse(sessionStorage.getItem("buyNow")!)).toMatchObject({ productId: "p7" });
  });

  it("shows an empty cart for buy-now when the saved line is gone", () => {
    renderCheckout({ state: { buyNow: true } });
    expect(screen.getByRole("heading", { name: "Your Cart is Empty" })).toBeInTheDocument();
  });

  it("offers cash on delivery (chosen) and every gateway of the registry, and cannot choose a gateway the shop does not take", async () => {
    stubApi({
      "/location": { body: LOCATION_TREE },
      "/payments/methods": {
        body: {
          methods: [
            { id: "cod", name: "Cash on delivery", available: true },
            { id: "esewa", name: "eSewa", available: true },
            { id: "khalti", name: "Khalti", available: false },
            { id: "fonepay", name: "Fonepay", available: true },
          ],
        },
      },
    });
    renderCheckout();
    const group = screen.getByRole("group", { name: "Payment method" });
    expect(within(group).getByRole("radio", { name: /Cash on delivery/ })).toBeChecked();
    expect(within(group).getByRole("radio", { name: /eSewa/ })).toBeEnabled();
    await waitFor(() => expect(within(group).getByRole("radio", { name: /Khalti/ })).toBeDisabled());
    expect(group).toHaveTextContent("Not available right now");
    // A gateway added to the registry (decision 033) is offered with its bundled logo and a hint of its own.
    expect(within(group).getByRole("radio", { name: /Fonepay/ })).toBeEnabled();
    expect(group).toHaveTextContent("Pay now with Fonepay");
    expect(group.querySelector('img[src="/payment-logos/fonepay.svg"]')).not.toBeNull();
    expect(screen.getByText("You pay in cash when your order is delivered.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Proceed to Payment" })).not.toBeInTheDocument();
  });
});
