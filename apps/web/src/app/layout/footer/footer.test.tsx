import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { SeenObserver } from "@/testing/seen-observer";
import { stubApi } from "@/testing/stub-api";
import { Footer } from "./footer";

vi.mock("qrcode", () => ({ default: { toDataURL: vi.fn(async (text: string) => `data:image/png;base64,${btoa(text)}`) } }));

describe("footer", () => {
  it("links the company pages and every help section, and invites to install with a QR code", async () => {
    // The QR code is drawn once the footer nears the screen: here it is on screen at once.
    vi.stubGlobal("IntersectionObserver", SeenObserver);
    stubApi({ "/category": { body: [{ _id: "c1", categoryName: "Phone", image: "" }] } });
    renderWithProviders(<Footer />);
    const company = screen.getByRole("list", { name: "Our Company" });
    for (const [name, href] of [
      ["About Us", "/aboutus"],
      ["Contact Us", "/contact"],
      ["Sustainability", "/sustainability"],
      ["Careers", "/careers"],
    ]) {
      expect(within(company).getByRole("link", { name })).toHaveAttribute("href", href);
    }
    const support = screen.getByRole("list", { name: "Customer Support" });
    const anchors = within(support)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    for (const id of ["refund", "return", "exchange", "warranty", "shipping", "privacy", "terms", "rights", "contact"]) {
      expect(anchors).toContain(`/help#${id}`);
    }
    expect(await screen.findByRole("link", { name: "Phone" })).toHaveAttribute("href", "/products");
    const qr = await screen.findByRole("img", { name: "QR code to install the app" });
    await waitFor(() => expect(atob(qr.getAttribute("src")!.split(",")[1]!)).toBe(`${window.location.origin}/install?install=true`));
  });
});
