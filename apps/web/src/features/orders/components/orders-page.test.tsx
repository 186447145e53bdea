import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/auth-store";
import { setLocale } from "@/lib/i18n/locale";
import { makeAuthUser } from "@/testing/fixtures";
import { renderWithProviders } from "@/testing/render";
import { stubApi } from "@/testing/stub-api";
import { ScreenWithToasts } from "@/testing/with-toaster";
import { OrdersPage } from "./orders-page";
import { makeOrder } from "./orders-test-data";

function renderOrders(path = "/order", user: ReturnType<typeof makeAuthUser> | null = makeAuthUser()) {
  useAuthStore.setState({ authUser: user, isCheckingAuth: false });
  return renderWithProviders(<ScreenWithToasts path="/order" element={<OrdersPage />} />, { path });
}

const badge = (element: HTMLElement) => element.querySelector("[data-status]");
const card = (orderId: string) => screen.getByRole("article", { name: `Order ${orderId}` });
const returned = makeOrder({ _id: "o2", orderId: "ORD-RET111", status: "returned", paymentStatus: "completed", totalAmount: 999 });
const shipped = makeOrder({ _id: "o3", orderId: "ORD-SHP222", status: "shipped", trackingNumber: "NP123" });
const cancelled = makeOrder({ _id: "o4", orderId: "ORD-CAN333", status: "cancelled" });

describe("orders page", () => {
  beforeEach(() => useAuthStore.setState({ authUser: null }));
  afterEach(() => vi.useRealTimers());

  it("lists the orders as cards, the newest open with its tracker, lines and address", async () => {
    stubApi({ "/orders/u1": { body: [makeOrder(), shipped, returned] } });
    renderOrders();
    expect(screen.getByRole("heading", { level: 1, name: "Your Orders" })).toBeInTheDocument();
    const first = await screen.findByRole("article", { name: "Order ORD-7K3M9Q" });
    expect(first).toHaveTextContent("Placed on 12 March 2025");
    expect(first).toHaveTextContent("Rs. 1,06,998.00");
    expect(badge(first)).toHaveTextContent("processing");
    expect(badge(first)).toHaveClass("bg-amber-50");
    expect(within(first).getByText("pending")).toHaveClass("bg-amber-50");
    const tracker = within(first).getByRole("list", { name: "Order progress" });
    expect(tracker).toHaveTextContent("Your order is being prepared");
    expect(tracker).toHaveTextContent("Your order is on the way");
    expect(tracker).toHaveTextContent("Your order has been delivered");
    expect(within(tracker).getAllByRole("listitem")[0]).toHaveAttribute("aria-current", "step");
    expect(first).toHaveTextContent("Awesome Navy · 8GB/256GB");
    expect(first).toHaveTextContent("Qty 2 × Rs. 52,999.00");
    expect(first).toHaveTextContent("New Road 5, Bishal Bazar, Kathmandu Metropolitan City, Kathmandu, Bagmati Province");
    expect(within(first).getByRole("link", { name: "Galaxy A55 5G" })).toHaveAttribute("href", "/products/Galaxy-A55");

    // The others are collapsed until opened.
    const toggle = within(card("ORD-SHP222")).getByRole("button", { expanded: false });
    expect(badge(card("ORD-SHP222"))).toHaveClass("bg-sky-50");
    fireEvent.click(toggle);
    expect(within(card("ORD-SHP222")).getAllByRole("listitem")[1]).toHaveAttribute("aria-current", "step");
    expect(card("ORD-SHP222")).toHaveTextContent("NP123");

    fireEvent.click(within(card("ORD-RET111")).getByRole("button", { expanded: false }));
    expect(badge(card("ORD-RET111"))).toHaveClass("bg-rose-50");
    expect(within(card("ORD-RET111")).getByText("completed")).toHaveClass("bg-emerald-50");
    expect(card("ORD-RET111")).toHaveTextContent("This order was returned");
    expect(within(card("ORD-RET111")).queryByRole("list", { name: "Order progress" })).not.toBeInTheDocument();

    fireEvent.click(within(first).getByRole("button", { expanded: true }));
    expect(within(first).queryByRole("list", { name: "Order progress" })).not.toBeInTheDocument();
  });

  it("shows a cancelled order with its own notice instead of the tracker", async () => {
    stubApi({ "/orders/u1": { body: [cancelled] } });
    renderOrders();
    const only = await screen.findByRole("article", { name: "Order ORD-CAN333" });
    expect(badge(only)).toHaveTextContent("cancelled");
    expect(only).toHaveTextContent("This order was cancelled");
    expect(within(only).queryByRole("list", { name: "Order progress" })).not.toBeInTheDocument();
  });

  it("opens, scrolls to and briefly highlights the order named in ?id", async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    stubApi({ "/orders/u1": { body: [makeOrder(), shipped] } });
    renderOrders("/order?id=ORD-SHP222");
    const target = await screen.findByRole("article", { name: "Order ORD-SHP222" });
    expect(within(target).getByRole("button")).toHaveAttribute("aria-expanded", "true");
    expect(within(card("ORD-7K3M9Q")).getByRole("button")).toHaveAttribute("aria-expanded", "false");
    expect(target).not.toHaveAttribute("data-highlighted");
    await waitFor(() => expect(target).toHaveAttribute("data-highlighted", "true"), { timeout: 1500 });
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(target);
    await waitFor(() => expect(target).not.toHaveAttribute("data-highlighted"), { timeout: 4000 });
  });

  it("shows the empty state with a way to the shop", async () => {
    stubApi({ "/orders/u1": { body: [] } });
    renderOrders();
    expect(await screen.findByText("No orders yet.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Shop now" })).toHaveAttribute("href", "/");
  });

  it("shows a loading state, then an error with a retry", async () => {
    stubApi({ "/orders/u1": { status: 500, body: { message: "boom" } } });
    renderOrders();
    expect(screen.getByRole("status", { name: "" })).toHaveTextContent("Loading your orders…");
    expect(await screen.findByRole("alert")).toHaveTextContent("Couldn't load your orders");
    stubApi({ "/orders/u1": { body: [makeOrder()] } });
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article", { name: "Order ORD-7K3M9Q" })).toBeInTheDocument();
  });

  it("sends a visitor who is not signed in home", async () => {
    stubApi({});
    renderOrders("/order", null);
    await waitFor(() => expect(screen.getByRole("status", { name: "path" })).toHaveTextContent(/^\/$/));
  });

  it("names the way to pay and offers Pay now only for an unpaid online order", async () => {
    const unpaid = makeOrder({ _id: "o5", orderId: "ORD-ESW555", paymentMethod: "esewa" });
    const paid = makeOrder({ _id: "o6", orderId: "ORD-KHL666", paymentMethod: "khalti", paymentStatus: "completed" });
    stubApi({ "/orders/u1": { body: [unpaid, paid, makeOrder()] } });
    renderOrders();
    const first = await screen.findByRole("article", { name: "Order ORD-ESW555" });
    expect(first).toHaveTextContent("Waiting for payment (eSewa)");
    expect(within(first).getByRole("button", { name: "Pay now with eSewa" })).toBeInTheDocument();
    fireEvent.click(within(card("ORD-KHL666")).getByRole("button", { expanded: false }));
    expect(card("ORD-KHL666")).toHaveTextContent("Paid with Khalti");
    expect(within(card("ORD-KHL666")).queryByRole("button", { name: /Pay now/ })).not.toBeInTheDocument();
    fireEvent.click(within(card("ORD-7K3M9Q")).getByRole("button", { expanded: false }));
    expect(card("ORD-7K3M9Q")).toHaveTextContent("Cash on delivery");
    expect(within(card("ORD-7K3M9Q")).queryByRole("button", { name: /Pay now/ })).not.toBeInTheDocument();
  });

  it("reads in Nepali: the date in Bikram Sambat with AD beside it, statuses, payment and tracker", async () => {
    setLocale("ne");
    try {
      stubApi({ "/orders/u1": { body: [makeOrder()] } });
      renderOrders();
      expect(screen.getByRole("heading", { level: 1, name: "तपाईंका अर्डरहरू" })).toBeInTheDocument();
      const first = await screen.findByRole("article", { name: "अर्डर ORD-7K3M9Q" });
      // 12 March 2025 is 28 Falgun 2081.
      expect(first).toHaveTextContent(/अर्डर मिति: २८ फाल्गुन २०८१ वि\.सं\. \(.*२०२५.*\)/);
      expect(first).toHaveTextContent("रु. १,०६,९९८.००");
      expect(badge(first)).toHaveTextContent("तयारी हुँदै");
      expect(within(first).getByRole("list", { name: "अर्डरको अवस्था" })).toHaveTextContent("तपाईंको अर्डर तयार हुँदैछ");
      expect(first).toHaveTextContent("क्यास अन डेलिभरी");
      expect(first).toHaveTextContent("डेलिभरीमा भुक्तानी");
      expect(first).toHaveTextContent("संख्या: २");
    } finally {
      setLocale("en");
    }
  });
});
