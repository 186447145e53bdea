import { fireEvent, screen, waitFor } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { IDEMPOTENCY_HEADER } from "@pasal/shared";
import { LOCATION_TREE, makeAuthUser } from "@/testing/fixtures";
import { stubApi } from "@/testing/stub-api";
import { cartOf, makeLine, renderCheckout } from "./checkout-test-utils";

/** An order's failure and retry through the stubbed API ran past findBy's default 1 s on a loaded machine. */
const SLOW_TOAST = { timeout: 5_000 };

const cart = vi.hoisted(() => ({ state: null as unknown }));
vi.mock("@/lib/cart", async (original) => ({ ...(await original<object>()), useCart: () => cart.state }));
vi.mock("./location-map", async () => ({ LocationMap: (await import("./checkout-test-utils")).FakeLocationMap }));

const user = makeAuthUser({ fullName: "Sita Sharma", shippingAddress: { address: "New Road 5", landmark: "Bishal Bazar" } });
const confirm = () => fireEvent.click(screen.getByRole("button", { name: "Confirm Order" }));
const path = () => screen.getByRole("status", { name: "path" });

type Answer = { status: number; body: unknown } | "network-down";

/** Stubs the location list and answers POST /checkout with each answer in turn. */
function stubCheckout(...answers: Answer[]) {
  const fetchMock = stubApi({ "/location": { body: LOCATION_TREE } });
  const fallback = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    if (!String(input).endsWith("/checkout")) return fallback(input, init);
    const answer = answers.shift() ?? { status: 500, body: {} };
    if (answer === "network-down") throw new TypeError("Failed to fetch");
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "Content-Type": "application/json" } });
  });
  const calls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/checkout"));
  return {
    bodies: () => calls().map(([, init]) => JSON.parse(String(init?.body))),
    keys: () => calls().map(([, init]) => (init?.headers as Record<string, string>)[IDEMPOTENCY_HEADER]),
  };
}

const placed = { status: 201, body: { message: "Your order has been placed.", order: { _id: "o-1", paymentMethod: "cod" } } };

describe("placing the order", () => {
  beforeEach(() => (cart.state = cartOf([makeLine()], user._id)));
  afterEach(() => {
    toast.remove();
    sessionStorage.clear();
  });

  it("posts the cart order with the full name and no location when nothing is pinned, then shows its confirmation page", async () => {
    const api = stubCheckout(placed);
    const { queryClient } = renderCheckout({ user });
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    fireEvent.change(screen.getByLabelText("Note for the delivery (optional)"), { target: { value: "Call first" } });
    confirm();

    expect(await screen.findByText("Your order has been placed.")).toBeInTheDocument();
    await waitFor(() => expect(path()).toHaveTextContent("/order/confirmation/o-1"));
    expect(api.bodies()).toEqual([
      {
        userId: "u1",
        username: "Sita Sharma",
        mail: "sita@example.com",
        phoneNumber: "9812345678",
        buyNow: false,
        products: [],
        paymentMethod: "cod",
        shippingAddress: {
          street: "New Road 5",
          city: "Kathmandu",
          landMark: "Bishal Bazar",
          shortnote: "Call first",
          province: "",
          district: "",
          municipality: "",
        },
      },
    ]);
    expect(api.keys()[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["cart", "u1"] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["orders", "u1"] });
    // Every other cached answer (stock on cards and product pages) is marked stale.
    expect(invalidate).toHaveBeenCalledWith({ refetchType: "none" });
  });

  it("sends the pinned point, and buys only the buy-now line", async () => {
    sessionStorage.setItem("buyNow", JSON.stringify(makeLine({ productId: "p9", id: "p9", quantity: 1, bundle: "2x", color: "", variant: "" })));
    vi.stubGlobal("navigator", { ...navigator, geolocation: undefined });
    const api = stubCheckout(placed);
    renderCheckout({ user, state: { buyNow: true } });
    fireEvent.click(screen.getByRole("button", { name: "Use my current location" }));
    fireEvent.click(await screen.findByRole("button", { name: "Pin test point" }));
    confirm();

    await waitFor(() => expect(api.bodies()).toHaveLength(1));
    const [body] = api.bodies();
    expect(body.buyNow).toBe(true);
    expect(body.products).toEqual([{ productId: "p9", quantity: 1, color: "", variant: "", model: "", bundle: "2x" }]);
    expect(body.shippingAddress.location).toEqual({ lat: 27.7, lng: 85.3 });
    vi.unstubAllGlobals();
  });

  it("keeps the Idempotency-Key for a retry after a network failure, and takes a new one after an answer", async () => {
    const api = stubCheckout("network-down", { status: 500, body: { message: "Internal Server Error" } }, placed);
    renderCheckout({ user });
    // Each attempt starts once the previous toast is gone: toast.remove() reaches the DOM on
    // React's next commit, and a query in between finds the old toast's node, then detached.
    const attempt = async (calls: number, text: string) => {
      await waitFor(() => expect(screen.queryByText(/Failed to checkout/)).not.toBeInTheDocument());
      await waitFor(() => expect(screen.getByRole("button", { name: "Confirm Order" })).toBeEnabled());
      confirm();
      await waitFor(() => expect(screen.getByText(text)).toBeInTheDocument(), SLOW_TOAST);
      expect(api.keys()).toHaveLength(calls);
      toast.remove();
    };

    await attempt(1, "Failed to checkout");
    await attempt(2, "Failed to checkout");
    await attempt(3, "Your order has been placed.");
    const [first, retry, afterAnswer] = api.keys();
    expect(retry).toBe(first);
    expect(afterAnswer).not.toBe(first);
  });

  it('says "Couldn\'t checkout" when the answer carries no order, and stays', async () => {
    stubCheckout({ status: 200, body: { message: "ok" } });
    renderCheckout({ user });
    confirm();
    expect(await screen.findByText("Couldn't checkout")).toBeInTheDocument();
    expect(path()).toHaveTextContent("/checkout");
  });

  it("shows which item ran short when the server refuses with 409, and places nothing", async () => {
    stubCheckout({
      status: 409,
      body: { code: "OUT_OF_STOCK", message: "Only 1 left of Galaxy A55 5G", productId: "p1", name: "Galaxy A55 5G", unitsLeft: 1 },
    });
    renderCheckout({ user });
    confirm();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Only 1 left of Galaxy A55 5G");
    expect(alert).toHaveTextContent("Your order was not placed.");
    expect(screen.getByRole("link", { name: "Update your cart" })).toHaveAttribute("href", "/cart");
    expect(screen.getByText("Only 1 left")).toBeInTheDocument();
    expect(path()).toHaveTextContent("/checkout");
    expect(screen.getByRole("button", { name: "Confirm Order" })).toBeEnabled();
  });

  it("with eSewa chosen, posts the server's signed fields to eSewa's form instead of leaving for the confirmation", async () => {
    const submitted: { action: string; fields: Record<string, string> }[] = [];
    const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(function (this: HTMLFormElement) {
      submitted.push({ action: this.action, fields: Object.fromEntries(new FormData(this) as unknown as Iterable<[string, string]>) });
    });
    const fields = { total_amount: "105998", transaction_uuid: "ORD-7K3M9Q-AB12", product_code: "EPAYTEST", signature: "c2lnbg==" };
    const api = stubCheckout({
      status: 201,
      body: {
        message: "Your order has been placed.",
        order: { _id: "o-2", paymentMethod: "esewa" },
        payment: { provider: "esewa", redirect: { method: "POST", url: "https://esewa.example/form", fields } },
      },
    });
    renderCheckout({ user });
    fireEvent.click(screen.getByRole("radio", { name: /eSewa/ }));
    expect(screen.getByText(/Next you pay with eSewa/)).toBeInTheDocument();
    confirm();

    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(api.bodies()[0].paymentMethod).toBe("esewa");
    expect(submitted[0]).toEqual({ action: "https://esewa.example/form", fields });
    expect(path()).toHaveTextContent("/checkout");
    submit.mockRestore();
  });

  it("when the gateway could not be reached, says so and shows the unpaid order's page", async () => {
    stubCheckout({
      status: 201,
      body: {
        message: "We saved your order, but the payment service could not be reached. Please try Pay now in a moment.",
        order: { _id: "o-3", paymentMethod: "khalti" },
        payment: null,
      },
    });
    renderCheckout({ user });
    fireEvent.click(screen.getByRole("radio", { name: /Khalti/ }));
    confirm();
    expect(await screen.findByText(/the payment service could not be reached/)).toBeInTheDocument();
    await waitFor(() => expect(path()).toHaveTextContent("/order/confirmation/o-3"));
  });
});
