import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { stubApi } from "@/testing/stub-api";
import { AboutUsPage } from "./about-us-page";

const shop = {
  name: "Pasal Electronics Pvt. Ltd.",
  tagline: "",
  phones: ["9802000000"],
  email: "support@pasal.com.np",
  address: "Durbar Marg, Kathmandu",
  supportHours: "9 AM – 7 PM, every day",
  returnDays: 7,
  copyrightYear: 2026,
  googleSignIn: false,
  pan: "609876543",
  companyRegistrationNo: "123456/078/079",
  grievanceOfficer: { name: "Anita Shrestha", phone: "9801000000", email: "grievance@pasal.com.np" },
  supportPhone: "9802000000",
};

describe("about page", () => {
  it("shows figures counted by the server, the commitments with the shop's return days, and the legal details", async () => {
    stubApi({
      "/shop/stats": { body: { brands: 33, products: 160, ordersDelivered: 0, reviews: 412, positiveReviewPercent: 87 } },
      "/shop": { body: shop },
    });
    renderWithProviders(<AboutUsPage />, { path: "/aboutus" });
    const figures = await screen.findByText("Products in the catalogue");
    const list = figures.closest("dl")!;
    expect(within(list).getByText("160")).toBeInTheDocument();
    expect(within(list).getByText("33")).toBeInTheDocument();
    expect(within(list).getByText("87%")).toBeInTheDocument();
    expect(within(list).getByText("Of 412 reviews give 4 or 5 stars")).toBeInTheDocument();
    // No deliveries yet: no "0 orders delivered", and none of the old made-up figures.
    expect(within(list).queryByText(/Orders delivered/)).toBeNull();
    expect(document.body.textContent).not.toMatch(/50K\+|100\+|98%|Since 2019|genuine|authori[sz]ed/i);

    expect(screen.getByText("7 days free return on unused items")).toBeInTheDocument();
    const legal = screen.getByRole("heading", { name: "The business behind the shop" }).closest("section")!;
    for (const text of ["Pasal Electronics Pvt. Ltd.", "Durbar Marg, Kathmandu", "123456/078/079", "609876543", "Anita Shrestha", "9 AM – 7 PM, every day"]) {
      expect(within(legal).getByText(text)).toBeInTheDocument();
    }
    expect(within(legal).getByRole("link", { name: "grievance@pasal.com.np" })).toHaveAttribute("href", "mailto:grievance@pasal.com.np");
    expect(within(legal).getByText(/within 7 days of delivery/)).toBeInTheDocument();
    // Not set by this shop: left out, not shown as a placeholder.
    expect(within(legal).queryByText("E-commerce listing No.")).toBeNull();

    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
    expect(screen.getByRole("link", { name: "Shop products" })).toHaveAttribute("href", "/products");
  });

  it("shows no figures at all when the server cannot count them", async () => {
    stubApi({ "/shop/stats": { status: 500, body: { message: "Something went wrong" } }, "/shop": { body: shop } });
    renderWithProviders(<AboutUsPage />, { path: "/aboutus" });
    expect(await screen.findByText("Anita Shrestha")).toBeInTheDocument();
    expect(screen.queryByText("Products in the catalogue")).toBeNull();
  });
});
