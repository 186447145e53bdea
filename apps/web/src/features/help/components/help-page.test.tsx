import { act, fireEvent, screen } from "@testing-library/react";
import { Link } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { stubApi } from "@/testing/stub-api";
import type { ShopInfo } from "@pasal/shared";
import { HELP_SECTION_IDS } from "../help-sections";
import { HelpPage } from "./help-page";

const SHOP: ShopInfo = {
  name: "Pasal",
  tagline: "Genuine electronics",
  phones: ["9801234567", "9812345678"],
  email: "care@pasal.test",
  address: "New Road, Kathmandu",
  supportHours: "9 AM – 5 PM, Sunday to Friday",
  returnDays: 10,
  copyrightYear: 2026,
  googleSignIn: false,
};

const toggleOf = (name: RegExp | string) => screen.getByRole("button", { name });

function renderHelp(path = "/help") {
  return renderWithProviders(
    <>
      <HelpPage />
      <Link to="/help#shipping">Footer shipping link</Link>
    </>,
    { path },
  );
}

describe("Help Center", () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    stubApi({ "/shop": { body: SHOP } });
  });
  afterEach(() => vi.useRealTimers());

  it("has the ten anchored sections, all closed without a hash", () => {
    renderHelp();
    for (const id of HELP_SECTION_IDS) expect(document.getElementById(id)).not.toBeNull();
    expect(screen.queryAllByRole("button", { expanded: true })).toHaveLength(0);
    expect(screen.getAllByRole("button", { expanded: false }).length).toBeGreaterThanOrEqual(10);
  });

  it("opens the section named by the hash and scrolls to it 80 px below the top after 100 ms", async () => {
    vi.useFakeTimers();
    renderHelp("/help#warranty");
    expect(toggleOf("Warranty")).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("region", { name: "Warranty" })).toHaveTextContent(/manufacturer's warranty/);
    vi.spyOn(document.getElementById("warranty")!, "getBoundingClientRect").mockReturnValue({ top: 600 } as DOMRect);

    await act(() => vi.advanceTimersByTimeAsync(90));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(scrollTo).toHaveBeenCalledWith({ top: 520, behavior: "smooth" });
  });

  it("shows every section closed when the hash is a malformed escape", () => {
    renderHelp("/help#100%");
    expect(screen.getByRole("heading", { name: "Help Center" })).toBeInTheDocument();
    expect(screen.queryAllByRole("button", { expanded: true })).toHaveLength(0);
  });

  it("follows a hash change while on the page, keeping one section open", async () => {
    vi.useFakeTimers();
    renderHelp("/help#refund");
    expect(toggleOf("Refund Policy")).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(screen.getByRole("link", { name: "Footer shipping link" }));
    expect(toggleOf("Shipping & Delivery")).toHaveAttribute("aria-expanded", "true");
    expect(toggleOf("Refund Policy")).toHaveAttribute("aria-expanded", "false");
    await act(() => vi.advanceTimersByTimeAsync(120));
    expect(scrollTo).toHaveBeenCalled();
  });

  it("opens one section at a time on click and closes the open one on a second click", () => {
    renderHelp();
    fireEvent.click(toggleOf("Exchange Policy"));
    expect(toggleOf("Exchange Policy")).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(toggleOf("Payment Methods"));
    expect(toggleOf("Payment Methods")).toHaveAttribute("aria-expanded", "true");
    expect(toggleOf("Exchange Policy")).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(toggleOf("Payment Methods"));
    expect(screen.queryAllByRole("button", { expanded: true })).toHaveLength(0);
  });

  it("states the shop's own return period, hours and contacts", async () => {
    renderHelp("/help#return");
    expect(await screen.findByText("10 days")).toBeInTheDocument();
    expect(screen.queryByText(/7 days/)).not.toBeInTheDocument();
    fireEvent.click(toggleOf("Contact Support"));
    const contact = screen.getByRole("region", { name: "Contact Support" });
    expect(contact).toHaveTextContent("9 AM – 5 PM, Sunday to Friday");
    expect(screen.getByRole("link", { name: "care@pasal.test" })).toHaveAttribute("href", "mailto:care@pasal.test");
    expect(screen.getByRole("link", { name: "9812345678" })).toHaveAttribute("href", "tel:+9779812345678");
  });
});
