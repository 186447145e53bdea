import { fireEvent, screen, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/auth-store";
import { RECENTLY_VIEWED_KEY } from "@/lib/recently-viewed";
import { makeAuthUser, makeSummary } from "@/testing/fixtures";
import { renderWithProviders } from "@/testing/render";
import { stubApi } from "@/testing/stub-api";
import { HomePage } from "./home-page";

// Every lazily loaded section counts as on screen straight away.
class SeenObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  unobserve() {}
  disconnect() {}
}

const categories = ["Phone", "Cover", "Charger", "Laptop", "Speaker"].map((categoryName, i) => ({ _id: `c${i}`, categoryName, image: "" }));
const many = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => makeSummary({ _id: `${prefix}${i}`, name: `${prefix} ${i}`, modelName: `${prefix} ${i}` }));
const page = (items: ReturnType<typeof makeSummary>[]) => ({ body: { items, total: items.length, page: 1, limit: 15, pages: 1 } });

function stubHome(testimonials: { status?: number; body: unknown }) {
  return stubApi({
    "/category": { body: categories },
    "/subcategory": { body: [{ _id: "b1", subcategoryName: "Samsung", logo: "", image: "" }] },
    "/show-testimonials": testimonials,
    "/reco/personalized": { body: { items: many("Pick", 6) } },
    "/products": (url) => {
      const extra = url.searchParams.get("extra");
      if (extra === "caraousel") return page(many("Hero", 3));
      if (extra === "banner") return page(many("Banner", 2));
      const category = url.searchParams.get("category");
      if (category === "Phone") return page(many("Phone", 12));
      if (category === "Speaker") return page([]);
      return page(many(category ?? "x", 3));
    },
  });
}

describe("HomePage", () => {
  // The testimonials are a lazily loaded chunk (decision 023): compile it once up front, so the
  // first test does not spend its time budget on that.
  beforeAll(async () => {
    await import("./testimonials-section");
  }, 30_000);

  beforeEach(() => {
    vi.stubGlobal("IntersectionObserver", SeenObserver);
    useAuthStore.setState({ authUser: null, isCheckingAuth: false });
  });

  it("shows the sections in order, with small requests and only non-empty rows", async () => {
    const fetchMock = stubHome({ body: [] });
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole("region", { name: "Featured products" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Offers" })).toBeInTheDocument();

    const phones = await screen.findByRole("region", { name: "Best deals on Phones" });
    // 12 phones: 10 while collapsed, and a View All because there are more than four.
    expect(within(phones).getAllByRole("article")).toHaveLength(10);
    expect(within(phones).getByRole("button", { name: "View all phones" })).toHaveTextContent("View All");
    const covers = await screen.findByRole("region", { name: "Best deals on Covers" });
    expect(within(covers).queryByRole("button", { name: /View all/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Best deals on Speakers" })).not.toBeInTheDocument();

    // Below the fold: its code arrives in a chunk of its own (decision 031).
    const accessories = await screen.findByRole("region", { name: "All Accessories" });
    const groups = within(accessories).getAllByRole("link", { name: /^Shop all/ });
    expect(groups.map((link) => link.textContent?.trim())).toEqual(["Shop all covers", "Shop all chargers", "Shop all laptops"]);
    expect(within(accessories).getAllByRole("article")).toHaveLength(9);
    expect(await screen.findByText("No Testimonials")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Recently Viewed" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Recommended for you" })).not.toBeInTheDocument();

    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.filter((url) => url.startsWith("/api/products")).every((url) => /limit=(5|8|15)\b/.test(url))).toBe(true);
    expect(urls).not.toContain("/api/product");
  });

  it("says when testimonials fail to load", async () => {
    stubHome({ status: 500, body: { message: "down" } });
    renderWithProviders(<HomePage />);
    // The section retries once before giving up.
    expect(await screen.findByText("Failed to load testimonials. Please try again later.", {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText("No Testimonials")).toBeInTheDocument();
  });

  it("shows recently viewed products and, when signed in, four recommendations then more", async () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([{ _id: "r1", name: "Pixel 9", modelName: "Pixel 9", images: [], sellingPrice: 99999 }]));
    useAuthStore.setState({ authUser: makeAuthUser() });
    stubHome({ body: [{ _id: "t1", name: "Asha", experience: "Quick delivery to Pokhara.", location: "Pokhara", image: null }] });
    renderWithProviders(<HomePage />);

    const recent = await screen.findByRole("region", { name: "Recently Viewed" });
    expect(within(recent).getByRole("link", { name: /Pixel 9/ })).toHaveAttribute("href", "/products/Pixel-9");
    const recommended = await screen.findByRole("region", { name: "Recommended for you" });
    expect(within(recommended).getAllByRole("article")).toHaveLength(4);
    fireEvent.click(within(recommended).getByRole("button", { name: "Show more" }));
    expect(await within(recommended).findAllByRole("article")).toHaveLength(6);
    expect(await screen.findByText("Quick delivery to Pokhara.")).toBeInTheDocument();
  });
});
