import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { useAuthStore } from "@/lib/auth-store";
import { stubApi } from "@/testing/stub-api";
import { makeAdminOrder, renderApp, signInAs } from "../testing/render-admin";

const row = (orderId: string) => ({
  orderId,
  status: "processing",
  paymentStatus: "pending",
  paymentMethod: "cod",
  totalAmount: 1200,
  createdAt: "2025-03-12T08:00:00.000Z",
  customer: { name: "Sita Sharma", email: "sita@example.com", phone: "9812345678" },
  district: "Kathmandu",
});

const listCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), "http://localhost")).filter((url) => url.pathname === "/api/admin/orders");

describe("orders table", () => {
  beforeEach(() => useAuthStore.setState({ authUser: null }));

  it("asks the server for the filtered, sorted page and keeps it in the address", async () => {
    const me = signInAs("staff");
    const fetchMock = stubApi({ "/admin/me": { body: me }, "/admin/orders": { body: { items: [row("ORD-AAA111")], total: 60, totalIsEstimate: false } } });
    const router = renderApp("/admin/orders");
    const table = await screen.findByRole("table", { name: "Orders" });
    expect(await within(table).findByRole("link", { name: "ORD-AAA111" })).toHaveAttribute("href", "/admin/orders/ORD-AAA111");
    expect(listCalls(fetchMock).at(-1)?.searchParams.get("page")).toBe("1");

    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "shipped" } });
    await waitFor(() => expect(listCalls(fetchMock).at(-1)?.searchParams.get("status")).toBe("shipped"));
    expect(router.state.location.search).toContain("status=shipped");

    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)?.searchParams.get("page")).toBe("2"));
    expect(listCalls(fetchMock).at(-1)?.searchParams.get("status")).toBe("shipped");

    fireEvent.click(within(table).getByRole("button", { name: /Total/ }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)?.searchParams.get("sort")).toBe("-totalAmount"));
    // A new sort starts again from the first page.
    expect(listCalls(fetchMock).at(-1)?.searchParams.get("page")).toBe("1");
    expect(screen.getByRole("link", { name: /Export CSV/ })).toHaveAttribute("href", expect.stringContaining("/api/admin/orders.csv?status=shipped"));
  });

  it("says 'about' when the server only estimated the total", async () => {
    stubApi({ "/admin/me": { body: signInAs("staff") }, "/admin/orders": { body: { items: [row("ORD-AAA111")], total: 20260, totalIsEstimate: true } } });
    renderApp("/admin/orders");
    expect(await screen.findByText("About 20,260 matching")).toBeInTheDocument();
    const pager = screen.getByRole("navigation", { name: "Pages" });
    expect(pager).toHaveTextContent("1–25 of about 20,260");
    expect(pager).toHaveTextContent(/Page 1 of about \d/);
  });
});

describe("order detail", () => {
  it("ships with a tracking number and the version the screen showed", async () => {
    const me = signInAs("support");
    const fetchMock = stubApi({
      "/admin/me": { body: me },
      "/admin/orders/ORD-7K3M9Q/transitions": { body: makeAdminOrder({ status: "shipped", version: 4, trackingNumber: "NP123" }) },
      "/admin/orders/ORD-7K3M9Q": { body: makeAdminOrder() },
    });
    renderApp("/admin/orders/ORD-7K3M9Q");
    await screen.findByRole("heading", { name: "Order ORD-7K3M9Q" });
    // Support may ship but not cancel (orders:write).
    expect(screen.queryByRole("button", { name: "Cancel order" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Ship" }));
    const dialog = await screen.findByRole("dialog", { name: "Ship this order" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Mark shipped" }));
    expect(within(dialog).getByText("A shipped order needs a tracking number")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/transitions"))).toBe(false);

    fireEvent.change(within(dialog).getByLabelText("Tracking number"), { target: { value: "NP123" } });
    fireEvent.change(within(dialog).getByLabelText("Carrier"), { target: { value: "Nepal Can Move" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Mark shipped" }));
    expect(await screen.findByText("Order ORD-7K3M9Q is shipped")).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/transitions"));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ to: "shipped", version: 3, trackingNumber: "NP123", carrier: "Nepal Can Move" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("books the parcel with the shop's courier by default: no tracking number to type, the courier's id is sent as carrier", async () => {
    const me = signInAs("support");
    const fetchMock = stubApi({
      "/admin/me": { body: me },
      "/admin/orders/ORD-7K3M9Q/transitions": { body: makeAdminOrder({ status: "shipped", version: 4, trackingNumber: "41000", carrier: "Nepal Can Move" }) },
      "/admin/orders/ORD-7K3M9Q": { body: makeAdminOrder({ couriers: [{ id: "ncm", name: "Nepal Can Move" }] }) },
    });
    renderApp("/admin/orders/ORD-7K3M9Q");
    await screen.findByRole("heading", { name: "Order ORD-7K3M9Q" });
    fireEvent.click(screen.getByRole("button", { name: "Ship" }));
    const dialog = await screen.findByRole("dialog", { name: "Ship this order" });
    expect(within(dialog).getByLabelText("Send with")).toHaveValue("ncm");
    expect(within(dialog).queryByLabelText("Tracking number")).not.toBeInTheDocument();
    expect(within(dialog).getByText(/collects the order's total in cash/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("button", { name: "Book and mark shipped" }));
    expect(await screen.findByText("Order ORD-7K3M9Q is shipped")).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/transitions"));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ to: "shipped", version: 3, carrier: "ncm" });
  });

  it("offers no invoice before dispatch, and 'Issue invoice' for an order that shipped without one", async () => {
    const me = signInAs("support");
    let issued = false;
    const fetchMock = stubApi({
      "/admin/me": { body: me },
      "/admin/orders/ORD-7K3M9Q/invoice": () => {
        issued = true;
        return { status: 201, body: makeAdminOrder({ status: "shipped", invoiceNumber: "2083/84-000009" }) };
      },
      "/admin/orders/ORD-7K3M9Q": () => ({ body: makeAdminOrder({ status: "shipped", invoiceNumber: issued ? "2083/84-000009" : null }) }),
    });
    renderApp("/admin/orders/ORD-7K3M9Q");
    await screen.findByRole("heading", { name: "Order ORD-7K3M9Q" });
    expect(screen.queryByRole("link", { name: "Invoice" })).not.toBeInTheDocument();
    expect(screen.getByText(/This order has no tax invoice/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Issue invoice" }));
    expect(await screen.findByText("Invoice 2083/84-000009 issued")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith("/admin/orders/ORD-7K3M9Q/invoice") && init?.method === "POST")).toBe(true);
    expect(await screen.findByRole("link", { name: "Invoice" })).toHaveAttribute("href", "/api/admin/orders/ORD-7K3M9Q/invoice.pdf");
  });

  it("links the credit notes of a returned order beside its invoice", async () => {
    stubApi({
      "/admin/me": { body: signInAs("owner") },
      "/admin/orders/ORD-7K3M9Q": {
        body: makeAdminOrder({
          status: "returned",
          invoiceNumber: "2083/84-000009",
          creditNotes: [{ id: "cn1", number: "CN-2083/84-000001", amount: 1200, reason: "Order returned", issuedAt: "2025-03-20T08:00:00.000Z" }],
        }),
      },
    });
    renderApp("/admin/orders/ORD-7K3M9Q");
    await screen.findByRole("heading", { name: "Order ORD-7K3M9Q" });
    expect(screen.getByRole("link", { name: "Credit note CN-2083/84-000001" })).toHaveAttribute("href", "/api/admin/orders/ORD-7K3M9Q/credit-notes/cn1.pdf");
    expect(screen.getByRole("link", { name: "Invoice" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Issue invoice" })).not.toBeInTheDocument();
  });

  const staleVersion = {
    status: 409,
    body: {
      code: "TRANSITION_CONFLICT",
      current: "shipped",
      message: "This order was changed by someone else since you opened it (it is now shipped). Reload it and try again.",
    },
  };

  it("says what the order became meanwhile (TRANSITION_CONFLICT's current) and reloads it", async () => {
    const me = signInAs("owner");
    let opened = 0;
    stubApi({
      "/admin/me": { body: me },
      "/admin/orders/ORD-7K3M9Q/transitions": staleVersion,
      "/admin/orders/ORD-7K3M9Q": () => ({ body: makeAdminOrder(opened++ === 0 ? {} : { status: "shipped", version: 4 }) }),
    });
    renderApp("/admin/orders/ORD-7K3M9Q");
    await screen.findByRole("heading", { name: "Order ORD-7K3M9Q" });
    fireEvent.click(screen.getByRole("button", { name: "Cancel order" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this order?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel order" }));
    expect(await screen.findByText("Someone else changed this order meanwhile: it is now Shipped")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // Reloaded: now shipped, so the next step is delivery.
    expect(await screen.findByRole("button", { name: "Mark delivered" })).toBeInTheDocument();
  });

  it("says the order is already shipped when someone else shipped it first", async () => {
    let opened = 0;
    stubApi({
      "/admin/me": { body: signInAs("support") },
      "/admin/orders/ORD-7K3M9Q/transitions": staleVersion,
      "/admin/orders/ORD-7K3M9Q": () => ({ body: makeAdminOrder(opened++ === 0 ? {} : { status: "shipped", version: 4, trackingNumber: "NP999" }) }),
    });
    renderApp("/admin/orders/ORD-7K3M9Q");
    await screen.findByRole("heading", { name: "Order ORD-7K3M9Q" });
    fireEvent.click(screen.getByRole("button", { name: "Ship" }));
    const dialog = await screen.findByRole("dialog", { name: "Ship this order" });
    fireEvent.change(within(dialog).getByLabelText("Tracking number"), { target: { value: "NP123" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Mark shipped" }));
    expect(await screen.findByText("This order is already Shipped")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Mark delivered" })).toBeInTheDocument();
  });

  it("shows the server's own words for a 409 that names no status", async () => {
    stubApi({
      "/admin/me": { body: signInAs("owner") },
      "/admin/orders/ORD-7K3M9Q/transitions": { status: 409, body: { code: "CONFLICT", message: "Something else got in the way." } },
      "/admin/orders/ORD-7K3M9Q": { body: makeAdminOrder() },
    });
    renderApp("/admin/orders/ORD-7K3M9Q");
    await screen.findByRole("heading", { name: "Order ORD-7K3M9Q" });
    fireEvent.click(screen.getByRole("button", { name: "Cancel order" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this order?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel order" }));
    expect(await screen.findByText("Something else got in the way.")).toBeInTheDocument();
  });

  it("refunds part of a paid order by hand, with its reference, and lists the refund", async () => {
    const paid = makeAdminOrder({ paymentMethod: "esewa", paymentStatus: "completed", totalAmount: 2700, receivedAmount: 2700, refundableAmount: 2700 });
    const after = makeAdminOrder({
      ...paid,
      refundableAmount: 2200,
      refunded: 500,
      refundStatus: "Partially refunded",
      refunds: [
        {
          id: "r1",
          amount: 500,
          method: "esewa",
          reference: "ESW-9",
          reason: "Late delivery",
          status: "succeeded",
          by: { id: "u9", fullName: "Ram Owner", email: "o@example.com" },
          at: "2025-03-13T08:00:00.000Z",
        },
      ],
    });
    const fetchMock = stubApi({
      "/admin/me": { body: signInAs("owner") },
      "/admin/orders/ORD-7K3M9Q/refunds": { status: 201, body: after },
      "/admin/orders/ORD-7K3M9Q": { body: paid },
    });
    renderApp("/admin/orders/ORD-7K3M9Q");
    const section = await screen.findByRole("region", { name: "Refunds" });
    fireEvent.click(within(section).getByRole("button", { name: "Refund" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund" });
    fireEvent.change(within(dialog).getByLabelText("Amount (Rs.)"), { target: { value: "500" } });
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "Late delivery" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Refund" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Give the reference of the refund you made");
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/refunds"))).toBe(false);

    fireEvent.change(within(dialog).getByLabelText("Reference"), { target: { value: "ESW-9" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Refund" }));
    expect(await within(section).findByText("Late delivery")).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/refunds"));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ amount: 500, reason: "Late delivery", method: "esewa", reference: "ESW-9" });
    expect(section).toHaveTextContent("Partially refunded");
  });

  it("offers no Refund to staff", async () => {
    stubApi({
      "/admin/me": { body: signInAs("staff") },
      "/admin/orders/ORD-7K3M9Q": {
        body: makeAdminOrder({ paymentMethod: "esewa", paymentStatus: "completed", receivedAmount: 2700, refundableAmount: 2700 }),
      },
    });
    renderApp("/admin/orders/ORD-7K3M9Q");
    const section = await screen.findByRole("region", { name: "Refunds" });
    expect(within(section).queryByRole("button", { name: "Refund" })).not.toBeInTheDocument();
  });
});
