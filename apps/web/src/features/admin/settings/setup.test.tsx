import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { useAuthStore } from "@/lib/auth-store";
import { stubApi } from "@/testing/stub-api";
import { renderApp, signInAs } from "../testing/render-admin";

// The dashboard's figures are not what these tests are about (and its chart needs a canvas jsdom lacks).
const DASHBOARD_DOWN = { status: 503, body: { message: "Not now" } };

const DRAFT = {
  businessName: "Pasal",
  address: "New Road, Kathmandu",
  pan: "",
  companyRegistrationNo: "",
  ecommerceListingNo: "",
  grievanceOfficer: { name: "", phone: "", email: "" },
  supportHours: "10 AM – 6 PM",
  supportPhone: "9801234567",
};

describe("finishing the shop's setup (decision 030)", () => {
  beforeEach(() => useAuthStore.setState({ authUser: null }));

  it("lists on the owner's dashboard what a tax invoice still needs, with a link to settings", async () => {
    stubApi({
      "/admin/me": { body: signInAs("owner") },
      "/admin/dashboard": DASHBOARD_DOWN,
      "/admin/setup-checklist": {
        body: { complete: false, saved: false, missing: ["pan", "companyRegistrationNo", "ecommerceListingNo", "grievanceOfficer"] },
      },
    });
    renderApp("/admin");
    const card = await screen.findByRole("region", { name: "Finish setting up your shop" });
    expect(
      within(card)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["PAN / VAT number", "Company registration number", "E-commerce listing number", "Grievance officer"]);
    expect(within(card).getByRole("link", { name: "Open settings" })).toHaveAttribute("href", "/admin/settings");
  });

  it("shows no card once the settings are complete", async () => {
    const fetchMock = stubApi({
      "/admin/me": { body: signInAs("owner") },
      "/admin/dashboard": DASHBOARD_DOWN,
      "/admin/setup-checklist": { body: { complete: true, saved: true, missing: [] } },
    });
    renderApp("/admin");
    await screen.findByRole("heading", { name: "Dashboard" });
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes("setup-checklist"))).toBe(true));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Finish setting up your shop" })).not.toBeInTheDocument());
  });

  it("never asks for the checklist as support (settings are the owner's)", async () => {
    const fetchMock = stubApi({
      "/admin/me": { body: signInAs("support") },
      "/admin/dashboard": DASHBOARD_DOWN,
      "/admin/setup-checklist": { body: { complete: false, saved: false, missing: ["pan"] } },
    });
    renderApp("/admin");
    await screen.findByRole("heading", { name: "Dashboard" });
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/admin/dashboard"))).toBe(true));
    expect(screen.queryByRole("region", { name: "Finish setting up your shop" })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("setup-checklist"))).toBe(false);
  });

  it("starts the settings form empty where nothing real is set, and lets the owner save it the first time", async () => {
    const fetchMock = stubApi({
      "/admin/me": { body: signInAs("owner") },
      "/admin/settings": { body: DRAFT },
      "/admin/setup-checklist": { body: { complete: false, saved: false, missing: ["pan"] } },
    });
    renderApp("/admin/settings");
    const pan = await screen.findByLabelText("PAN / VAT number");
    expect(pan).toHaveValue("");
    expect(screen.getByLabelText("Company registration number")).toHaveValue("");
    await waitFor(() => expect(screen.getByRole("button", { name: "Save settings" })).toBeEnabled());
    fireEvent.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("A PAN/VAT number has 9 digits")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);
  });
});

describe("the sales register screen", () => {
  beforeEach(() => useAuthStore.setState({ authUser: null }));

  it("shows a fiscal year's invoices and credit notes with totals, and links its CSV and PDF", async () => {
    const fetchMock = stubApi({
      "/admin/me": { body: signInAs("owner") },
      "/admin/reports/sales-register": {
        body: {
          period: "FY 2083/84",
          rows: [
            {
              kind: "invoice",
              number: "2083/84-000001",
              invoiceNumber: null,
              adDate: "2026-08-01",
              bsDate: "2083-04-16",
              buyer: "Sita Sharma",
              buyerPan: null,
              taxableAmount: 1000,
              vat: 130,
              total: 1130,
            },
            {
              kind: "credit-note",
              number: "CN-2083/84-000001",
              invoiceNumber: "2083/84-000001",
              adDate: "2026-08-03",
              bsDate: "2083-04-18",
              buyer: "Sita Sharma",
              buyerPan: null,
              taxableAmount: -1000,
              vat: -130,
              total: -1130,
            },
          ],
          totals: { taxableAmount: 0, vat: 0, total: 0 },
        },
      },
    });
    renderApp("/admin/reports");
    fireEvent.change(await screen.findByLabelText("Period"), { target: { value: "fiscalYear" } });
    fireEvent.change(screen.getByLabelText("Fiscal year"), { target: { value: "2083/84" } });
    const table = await screen.findByRole("table", { name: "Sales register FY 2083/84" });
    expect(within(table).getByText("CN-2083/84-000001")).toBeInTheDocument();
    expect(within(table).getByText("Rs. -1,130.00")).toBeInTheDocument();
    const call = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), "http://localhost"))
      .filter((url) => url.pathname === "/api/admin/reports/sales-register")
      .at(-1);
    expect(call?.searchParams.get("fiscalYear")).toBe("2083/84");
    expect(screen.getByRole("link", { name: "CSV" })).toHaveAttribute("href", "/api/admin/reports/sales-register?fiscalYear=2083%2F84&format=csv");
    expect(screen.getByRole("link", { name: "PDF" })).toHaveAttribute("href", "/api/admin/reports/sales-register?fiscalYear=2083%2F84&format=pdf");
  });
});
