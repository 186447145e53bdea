import { fireEvent, screen, waitFor } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LOCATION_TREE } from "@/testing/fixtures";
import { stubApi } from "@/testing/stub-api";
import { GUEST_ORDERS_KEY } from "@/lib/guest-orders";
import { cartOf, makeLine, renderCheckout } from "./checkout-test-utils";

const cart = vi.hoisted(() => ({ state: null as unknown }));
vi.mock("@/lib/cart", async (original) => ({ ...(await original<object>()), useCart: () => cart.state }));
vi.mock("./location-map", async () => ({ LocationMap: (await import("./checkout-test-utils")).FakeLocationMap }));

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const choose = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Answers POST /checkout once with `body`; the location list as usual. */
function stubCheckout(body: unknown) {
  const fetchMock = stubApi({ "/location": { body: LOCATION_TREE } });
  const fallback = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (url, init) =>
    String(url).endsWith("/checkout")
      ? new Response(JSON.stringify(body), { status: 201, headers: { "Content-Type": "application/json" } })
      : fallback(url, init),
  );
  return () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/checkout")).map(([, init]) => JSON.parse(String(init?.body)));
}

describe("guest checkout (decision 026)", () => {
  const lines = [makeLine(), makeLine({ productId: "p2", id: "p2", name: "Glass", modelName: "Glass X", color: "", variant: "", bundle: "3x", quantity: 1 })];
  beforeEach(() => {
    cart.state = cartOf(lines);
    localStorage.setItem("cart", JSON.stringify(lines));
  });
  afterEach(() => {
    toast.remove();
    localStorage.clear();
    sessionStorage.clear();
  });

  it("places the order without an account: the browser's cart posted, the token kept, the cart emptied, the confirmation shown", async () => {
    const bodies = stubCheckout({ message: "Your order has been placed.", order: { _id: "o-9", paymentMethod: "cod" }, guestAccess: "t0ken" });
    renderCheckout();
    expect(screen.getByRole("region", { name: "Checking out as a guest" })).toBeInTheDocument();
    type("First name", "Hari");
    type("Last name", "Thapa");
    type("Email", "hari@example.com");
    type("Phone number", "9841234567");
    await waitFor(() => expect(screen.getByLabelText("Province")).toBeEnabled());
    choose("Province", "Gandaki Province");
    choose("District", "Kaski");
    choose("Municipality / local level", "Pokhara Metropolitan City");
    fireEvent.click(screen.getByRole("button", { name: "Confirm Order" }));

    await waitFor(() => expect(screen.getByRole("status", { name: "path" })).toHaveTextContent("/order/confirmation/o-9"));
    expect(bodies()).toEqual([
      expect.objectContaining({
        userId: "guest",
        username: "Hari Thapa",
        mail: "hari@example.com",
        phoneNumber: "9841234567",
        buyNow: false,
        paymentMethod: "cod",
        products: [
          { productId: "p1", quantity: 2, color: "Awesome Navy", variant: "8GB/256GB", model: "", bundle: "" },
          { productId: "p2", quantity: 1, color: "", variant: "", model: "", bundle: "3x" },
        ],
        shippingAddress: expect.objectContaining({
          province: "Gandaki Province",
          district: "Kaski",
          municipality: "Pokhara Metropolitan City",
          city: "Pokhara",
        }),
      }),
    ]);
    expect(JSON.parse(localStorage.getItem(GUEST_ORDERS_KEY)!)).toEqual({ "o-9": "t0ken" });
    expect(localStorage.getItem("cart")).toBeNull();
  });

  it("moves the city with the district and local level, but keeps a city the shopper typed", async () => {
    stubApi({ "/location": { body: LOCATION_TREE } });
    renderCheckout();
    expect(input("City")).toHaveValue("Kathmandu");
    await waitFor(() => expect(screen.getByLabelText("Province")).toBeEnabled());
    choose("Province", "Bagmati Province");
    choose("District", "Lalitpur");
    expect(input("City")).toHaveValue("Lalitpur");
    choose("Municipality / local level", "Lalitpur Metropolitan City");
    expect(input("City")).toHaveValue("Lalitpur");
    choose("District", "Kathmandu");
    choose("Municipality / local level", "Kirtipur Municipality");
    expect(input("City")).toHaveValue("Kirtipur");
    type("City", "Panga");
    choose("Province", "Gandaki Province");
    choose("District", "Kaski");
    expect(input("City")).toHaveValue("Panga");
  });
});
