import { screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { makeProduct } from "@/testing/fixtures";
import { renderWithProviders } from "@/testing/render";
import { stubApi } from "@/testing/stub-api";
import { CurrentPath } from "@/testing/with-toaster";
import { TopBrandsPage } from "./top-brands-page";

const renderAt = (state: unknown) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/top-brands" element={<TopBrandsPage />} />
        <Route path="*" element={<p>Home</p>} />
      </Routes>
      <CurrentPath />
    </>,
    { path: { pathname: "/top-brands", state } },
  );

describe("TopBrandsPage", () => {
  it("goes home without a selected brand", async () => {
    renderAt(null);
    await waitFor(() => expect(screen.getByRole("status", { name: "path" })).toHaveTextContent(/^\/$/));
  });

  it("lists the brand's products as cards", async () => {
    const fetchMock = stubApi({
      "/product/subcategory": { body: [makeProduct({ freeShipping: true, stock: 4, color: [{ colorName: "Navy" }] })] },
    });
    renderAt({ selectedBrand: "Samsung" });
    expect(screen.getByRole("heading", { level: 1, name: "Samsung Products" })).toBeInTheDocument();
    expect(screen.getByText("Discover our curated collection of Samsung products.")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: /View Details/ })).toHaveAttribute("href", "/products/Galaxy-A55");
    expect(screen.getByText("Free Shipping")).toBeInTheDocument();
    expect(screen.getByText("4 in stock")).toBeInTheDocument();
    expect(screen.getByText("Rs. 52,999.00")).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/product/subcategory/Samsung");
  });

  it("says when the brand has nothing, and when loading failed", async () => {
    stubApi({ "/product/subcategory": { body: [] } });
    const { unmount } = renderAt({ selectedBrand: "Nokia" });
    expect(await screen.findByText("No products found for Nokia")).toBeInTheDocument();
    expect(screen.getByText("Try checking back later or browse other brands")).toBeInTheDocument();
    unmount();
    sessionStorage.clear();
    stubApi({ "/product/subcategory": { status: 500, body: { message: "down" } } });
    renderAt({ selectedBrand: "Sony" });
    expect(await screen.findByText("Failed to load products.")).toBeInTheDocument();
  });
});
