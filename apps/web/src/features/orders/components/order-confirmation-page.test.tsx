import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/auth-store";
import { setLocale } from "@/lib/i18n/locale";
import { makeAuthUser } from "@/testing/fixtures";
import { renderWithProviders } from "@/testing/render";
import { stubApi } from "@/testing/stub-api";
import { ScreenWithToasts } from "@/testing/with-toaster";
import { OrderConfirmationPage } from "./order-confirmation-page";
import { makeOrder } from "./orders-test-data";

const ID = "0b6f1a52-6f0e-4f7a-9a1e-2f3c4d5e6f70";

function renderPage(path: string, signedIn = true) {
  useAuthStore.setState({ authUser: signedIn ? makeAuthUser() : null, isCheckingAuth: false });
  return renderWithProviders(<ScreenWithToasts path="/order/confirmation/:orderId" element={<OrderConfirmationPage />} />, { path });
}

describe("order confirmation page", () => {
  beforeEach(() => useAuthStore.setState({ authUser: null }));
  afterEach(() => vi.unstubAllGlobals());

  it("shows a cash on delivery order: number to quote, lines, total, pay on delivery, address, delivery dates, next steps", async () => {
    stubApi({ [`/orders/${ID}`]: { body: makeOrder({ _id: ID }) } });
    renderPage(`/order/confirmation/${ID}`);
    expect(screen.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeInTheDocument();
    const details = await screen.findByRole("region", { name: "Order details" });
    expect(details).toHaveTextContent("ORD-7K3M9Q");
    expect(details).toHaveTextContent("Galaxy A55 5G");
    expect(details).toHaveTextContent("Awesome Navy · 8GB/256GB");
    expect(details).toHaveTextContent("TotalRs. 1,06,998.00");
    expect(screen.getByRole("region", { name: "Payment" })).toHaveTextContent("Pay on delivery");
    expect(screen.queryByRole("button", { name: /Pay now/ })).not.toBeInTheDocument();
    const delivery = screen.getByRole("region", { name: "Delivery" });
    expect(delivery).toHaveTextContent("New Road 5, Bishal Bazar, Kathmandu Metropolitan City, Kathmandu, Bagmati Province");
    // Placed 12 March in Kathmandu: the valley gets it in one to two days.
    expect(delivery).toHaveTextContent("Expected delivery: 13 March – 14 March");
    expect(screen.getByRole("heading", { name: "What happens next" }).parentElement).toHaveTextContent("Keep the total ready in cash");
    // No tax invoice before dispatch (decision 030): no button that would answer 404.
    expect(screen.queryByRole("link", { name: /Invoice/ })).not.toBeInTheDocument();
  });

  it("offers Pay now for an unpaid eSewa order, and says the payment was cancelled when the shopper came back from the gateway", async () => {
    stubApi({ [`/orders/${ID}`]: { body: makeOrder({ _id: ID, paymentMethod: "esewa" }) } });
    renderPage(`/order/confirmation/${ID}?payment=cancelled`);
    expect(screen.getByRole("alert")).toHaveTextContent("Payment cancelled");
    const payment = await screen.findByRole("region", { name: "Payment" });
    expect(payment).toHaveTextContent("Waiting for payment (eSewa)");
    expect(within(payment).getByRole("button", { name: "Pay now with eSewa" })).toBeEnabled();
  });

  it("opens a guest's order with the mail's token, keeps the token, and offers an account prefilled from the order", async () => {
    const fetchMock = stubApi({
      [`/orders/${ID}`]: (url) =>
        url.searchParams.get("access") === "tok"
          ? {
              body: makeOrder({
                _id: ID,
                invoiceNumber: "2083/84-000007",
                creditNotes: [{ id: "cn1", number: "CN-2083/84-000002", amount: 500, reason: "Partial refund", issuedAt: "2026-08-01T10:00:00.000Z" }],
              }),
            }
          : { status: 401, body: { message: "Please sign in first" } },
    });
    renderPage(`/order/confirmation/${ID}?access=tok`, false);
    expect(await screen.findByRole("region", { name: "Order details" })).toHaveTextContent("ORD-7K3M9Q");
    expect(String(fetchMock.mock.calls[0]![0])).toBe(`/api/orders/${ID}?access=tok`);
    expect(JSON.parse(localStorage.getItem("guestOrders")!)).toEqual({ [ID]: "tok" });
    expect(screen.getByRole("link", { name: /Invoice/ })).toHaveAttribute("href", `/api/orders/${ID}/invoice.pdf?access=tok`);
    expect(screen.getByRole("link", { name: "Credit note CN-2083/84-000002 (PDF)" })).toHaveAttribute(
      "href",
      `/api/orders/${ID}/credit-notes/cn1.pdf?access=tok`,
    );
    expect(screen.getByRole("button", { name: "Cancel order" })).toBeEnabled();
    expect(screen.queryByRole("link", { name: "Your Orders" })).not.toBeInTheDocument();
    const offer = screen.getByRole("region", { name: "Save your details for next time" });
    expect(offer).toHaveTextContent("sita@example.com");
    within(offer).getByRole("link", { name: "Create account" }).click();
    await vi.waitFor(() => expect(screen.getByRole("status", { name: "path" })).toHaveTextContent("/auth"));
    localStorage.clear();
  });

  it("sends a signed-out visitor without a token to sign in", () => {
    stubApi({});
    renderPage(`/order/confirmation/${ID}`, false);
    expect(screen.getByRole("status", { name: "path" })).toHaveTextContent("/auth");
  });

  it("says Paid for a paid Khalti order", async () => {
    stubApi({ [`/orders/${ID}`]: { body: makeOrder({ _id: ID, paymentMethod: "khalti", paymentStatus: "completed", transactionId: "T1" }) } });
    renderPage(`/order/confirmation/${ID}?payment=paid`);
    expect(screen.getByText("Payment received").closest("[role=status]")).toHaveTextContent("your payment is confirmed");
    expect(await screen.findByRole("region", { name: "Payment" })).toHaveTextContent("Paid with Khalti");
    expect(screen.queryByRole("button", { name: /Pay now/ })).not.toBeInTheDocument();
  });

  it("warns clearly about a return that could not be confirmed, even without an order to show", () => {
    stubApi({});
    renderPage("/order/confirmation/unknown?payment=forged");
    expect(screen.getByRole("alert")).toHaveTextContent("We could not confirm this payment");
    expect(screen.getByRole("alert")).toHaveTextContent("nothing was marked as paid");
    expect(screen.getByRole("link", { name: "Your Orders" })).toHaveAttribute("href", "/order");
  });

  it("does not show someone else's order", async () => {
    stubApi({ [`/orders/${ID}`]: { status: 403, body: { message: "You can only see your own orders" } } });
    renderPage(`/order/confirmation/${ID}`);
    expect(await screen.findByRole("alert")).toHaveTextContent("Order not found");
  });

  it("gives the delivery days in Bikram Sambat in the Nepali UI", async () => {
    setLocale("ne");
    try {
      stubApi({ [`/orders/${ID}`]: { body: makeOrder({ _id: ID }) } });
      renderPage(`/order/confirmation/${ID}`);
      expect(screen.getByRole("heading", { level: 1, name: "अर्डरका लागि धन्यवाद" })).toBeInTheDocument();
      const delivery = await screen.findByRole("region", { name: "डेलिभरी" });
      // 13 and 14 March 2025 are 29 Falgun and 1 Chaitra 2081 (Chaitra 2081 began on 14 March).
      expect(delivery).toHaveTextContent("अनुमानित डेलिभरी: २९ फाल्गुन – १ चैत");
      expect(delivery).toHaveTextContent("९८१२३४५६७८");
    } finally {
      setLocale("en");
    }
  });
});
