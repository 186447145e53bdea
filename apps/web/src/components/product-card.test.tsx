import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeSummary } from "@/testing/fixtures";
import { renderWithProviders } from "@/testing/render";
import { ProductCard } from "./product-card";

describe("ProductCard", () => {
  it("shows the price, a struck-through original price and the discount when there is a saving", () => {
    renderWithProviders(<ProductCard product={makeSummary({ sellingPrice: 45000, originalPrice: 50000 })} />);
    expect(screen.getByText("Rs. 45,000.00")).toBeInTheDocument();
    expect(screen.getByText("Rs. 50,000.00").tagName).toBe("S");
    expect(screen.getByText("-10%")).toBeInTheDocument();
  });

  it("shows no discount when the original price is not above the selling price", () => {
    renderWithProviders(<ProductCard product={makeSummary({ sellingPrice: 52999, originalPrice: 52999 })} />);
    expect(screen.queryByText(/^-\d+%$/)).not.toBeInTheDocument();
    expect(screen.getAllByText("Rs. 52,999.00")).toHaveLength(1);
  });

  it("says Out of stock at zero and the count otherwise", () => {
    const { unmount } = renderWithProviders(<ProductCard product={makeSummary({ stock: 0 })} />);
    expect(screen.getByText("Out of stock")).toBeInTheDocument();
    unmount();
    renderWithProviders(<ProductCard product={makeSummary({ stock: 7 })} />);
    expect(screen.getByText("7 in stock")).toBeInTheDocument();
  });

  it("links to the product page by model name and caps the colours at three", () => {
    const colors = ["Black", "Blue", "Red", "Gold"].map((colorName) => ({ colorName }));
    renderWithProviders(<ProductCard product={makeSummary({ modelName: "Galaxy A55", color: colors })} />);
    expect(screen.getByRole("link", { name: "Galaxy A55 5G" })).toHaveAttribute("href", "/products/Galaxy-A55");
    expect(screen.getByText("Red")).toBeInTheDocument();
    expect(screen.queryByText("Gold")).not.toBeInTheDocument();
    expect(screen.getByText("+1")).toBeInTheDocument();
  });

  it("rounds the rating to half stars", () => {
    renderWithProviders(<ProductCard product={makeSummary({ rating: 4.3 })} />);
    expect(screen.getByRole("img", { name: "Rated 4.5 out of 5" })).toBeInTheDocument();
  });
});
