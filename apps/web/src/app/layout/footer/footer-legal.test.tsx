import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { stubApi } from "@/testing/stub-api";
import { Footer } from "./footer";

vi.mock("qrcode", () => ({ default: { toDataURL: vi.fn(async () => "data:image/png;base64,") } }));

const base = {
  name: "Pasal",
  tagline: "",
  phones: ["9801234567"],
  email: "support@pasal.com.np",
  address: "New Road, Kathmandu",
  supportHours: "10 AM – 6 PM, Sunday to Friday",
  returnDays: 14,
  copyrightYear: 2026,
  googleSignIn: false,
};

const legalBlock = async () => within((await screen.findByRole("heading", { name: "Legal information" })).closest("section")!);

describe("footer legal information", () => {
  it("prints every legal fact the shop has set, with the return policy and its days", async () => {
    stubApi({
      "/shop": {
        body: {
          ...base,
          name: "Pasal Electronics Pvt. Ltd.",
          pan: "609876543",
          companyRegistrationNo: "123456/078/079",
          ecommerceListingNo: "EC-2081-0042",
          grievanceOfficer: { name: "Anita Shrestha", phone: "9801000000", email: "grievance@pasal.com.np" },
          supportPhone: "9802000000",
        },
      },
    });
    renderWithProviders(<Footer />);
    const block = await legalBlock();
    const facts = Object.fromEntries(block.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(facts).toMatchObject({
      "Business name": "Pasal Electronics Pvt. Ltd.",
      "Registered address": "New Road, Kathmandu",
      "Company registration No.": "123456/078/079",
      "PAN/VAT No.": "609876543",
      "E-commerce listing No.": "EC-2081-0042",
      "Support hours": "10 AM – 6 PM, Sunday to Friday",
      "Support phone": "9802000000",
      "Grievance officer": "Anita Shrestha · 9801000000 · grievance@pasal.com.np",
    });
    expect(facts["Returns and refunds"]).toMatch(/^Return unused items within 14 days of delivery, free of charge/);
    expect(block.getByRole("link", { name: "9802000000" })).toHaveAttribute("href", "tel:+9779802000000");
    expect(block.getByRole("link", { name: "Read the policy" })).toHaveAttribute("href", "/help#return");
  });

  it("leaves out what the shop has not set instead of showing a placeholder", async () => {
    stubApi({ "/shop": { body: { ...base, returnDays: 0 } } });
    renderWithProviders(<Footer />);
    const block = await legalBlock();
    const terms = block.getAllByRole("term").map((term) => term.textContent);
    expect(terms).toEqual(["Business name", "Registered address", "Support hours"]);
    expect(block.queryByText(/Not set|000000000/)).toBeNull();
  });
});
