import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeSummary } from "@/testing/fixtures";
import { renderWithProviders } from "@/testing/render";
import { stubApi } from "@/testing/stub-api";
import { ProductsPage } from "./products-page";

const categories = ["Phone", "Laptop"].map((categoryName, i) => ({ _id: `c${i}`, categoryName, image: "" }));
const listing = (items: ReturnType<typeof makeSummary>[]) => ({
  body: { items, total: items.length, page: 1, limit: 24, pages: items.length ? 1 : 0 },
});

describe("ProductsPage", () => {
  it("preselects the category passed as navigation state and asks the server for it", async () => {
    const fetchMock = stubApi({ "/category": { body: categories }, "/products": listing([makeSummary()]) });
    renderWithProviders(<ProductsPage />, { path: { pathname: "/products", state: { selectedCategory: "Laptop" } } });

    expect(await screen.findByText("1 product found")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Laptop" })).toBeInTheDocument();
    expect(await screen.findByRole("radio", { name: "Laptop" })).toBeChecked();
    const listingCalls = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith("/api/products"));
    expect(listingCalls.every((url) => url.includes("category=Laptop"))).toBe(true);
  });

  it("offers to clear the filters when nothing matches", async () => {
    stubApi({
      "/category": { body: categories },
      "/products": (url) => listing(url.searchParams.has("category") ? [] : [makeSummary()]),
    });
    renderWithProviders(<ProductsPage />, { path: "/products?category=Phone" });

    expect(await screen.findByText("No products found")).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your filters")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Clear all filters" }));
    expect(await screen.findByText("1 product found")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "All products" })).toBeInTheDocument();
  });

  it("shows the server's message and a retry on failure", async () => {
    stubApi({ "/products": { status: 500, body: { message: "Catalogue unavailable" } } });
    renderWithProviders(<ProductsPage />, { path: "/products" });
    expect(await screen.findByText("Catalogue unavailable")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("asks the server to search, lists results one per line and offers to clear the search", async () => {
    const fetchMock = stubApi({ "/products": listing([makeSummary()]) });
    renderWithProviders(<ProductsPage />, { path: "/products?search=galaxy" });
    expect(screen.getByRole("heading", { name: "Search results for “galaxy”" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Clear search" })).toHaveAttribute("href", "/products");
    expect(await screen.findByRole("link", { name: "Galaxy A55 5G" })).toBeInTheDocument();
    expect(screen.getByRole("article").closest("ul")).toHaveClass("space-y-3");
    const listingCalls = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith("/api/products"));
    expect(listingCalls.every((url) => url.includes("search=galaxy"))).toBe(true);
  });

  it("names the search term when nothing matches", async () => {
    stubApi({ "/products": listing([]) });
    renderWithProviders(<ProductsPage />, { path: "/products?search=zzzz" });
    expect(await screen.findByText('No products found for "zzzz"')).toBeInTheDocument();
    expect(screen.getByText("Try different keywords")).toBeInTheDocument();
  });

  it("sends the price range and colour, and leaves an untouched top price open-ended", async () => {
    const fetchMock = stubApi({ "/products": listing([makeSummary()]) });
    renderWithProviders(<ProductsPage />, { path: "/products?color=blue" });
    await screen.findByText("1 product found");
    const min = screen.getAllByRole("textbox", { name: "Minimum price" })[0]!;
    fireEvent.change(min, { target: { value: "20,000" } });
    fireEvent.keyDown(min, { key: "Enter" });
    await screen.findByText("1 product found");
    const urls = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith("/api/products"));
    expect(urls.at(-1)).toContain("minPrice=20000");
    expect(urls.at(-1)).toContain("color=blue");
    expect(urls.at(-1)).not.toContain("maxPrice");
  });

  it("swaps a card title's bracketed part for the shopper's phone model", async () => {
    sessionStorage.setItem("selectedPhoneModel", JSON.stringify("iPhone 16 Pro Max"));
    const cover = makeSummary({ name: "Clear Case (iPhone 16)", model: ["iPhone 16", "iPhone 16 Pro", "iPhone 16 Pro Max"] });
    stubApi({ "/products": listing([cover]) });
    renderWithProviders(<ProductsPage />, { path: "/products" });
    expect(await screen.findByRole("link", { name: "Clear Case (iPhone 16 Pro Max)" })).toBeInTheDocument();
    sessionStorage.clear();
  });
});
