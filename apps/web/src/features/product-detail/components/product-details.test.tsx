import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { makeProduct } from "@/testing/fixtures";
import { renderWithProviders } from "@/testing/render";
import { ProductDetails } from "./product-details";

const toastError = vi.hoisted(() => vi.fn());
vi.mock("react-hot-toast", async (original) => {
  const actual = await original<typeof import("react-hot-toast")>();
  const toast = Object.assign(vi.fn(), actual.default, { error: toastError });
  return { ...actual, default: toast };
});

describe("ProductDetails", () => {
  it("sets the price from the chosen variant and clears it on a second click", () => {
    const product = makeProduct({ sellingPrice: 50000, variant: [{ variantName: "12/256", variantSP: 56000 }] });
    renderWithProviders(<ProductDetails product={product} />);
    const variant = screen.getByRole("button", { name: /12\/256/ });
    fireEvent.click(variant);
    expect(screen.getByText("Rs. 56,000.00", { selector: "span.text-3xl" })).toBeInTheDocument();
    fireEvent.click(variant);
    expect(variant).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByText("Rs. 50,000.00", { selector: "span.text-3xl" })).toBeInTheDocument();
  });

  it("asks for a colour before adding to cart", () => {
    renderWithProviders(<ProductDetails product={makeProduct()} />);
    fireEvent.click(screen.getByRole("button", { name: /Add to cart/ }));
    expect(toastError).toHaveBeenCalledWith("Please select a color before adding to cart");
  });

  it("disables buying at zero stock", () => {
    renderWithProviders(<ProductDetails product={makeProduct({ stock: 0 })} />);
    expect(screen.getByRole("button", { name: /Add to cart/ })).toBeDisabled();
    expect(screen.getByRole("button", { name: /Buy now/ })).toBeDisabled();
  });

  it("sanitises key features and shows the category's spec table", () => {
    const product = makeProduct({
      keyFeatures: '<ul><li>Fast charging</li></ul><img src=x onerror="alert(1)"><script>alert(2)</script>',
      specs: { RAM: "8 GB" },
    });
    const { container } = renderWithProviders(<ProductDetails product={product} />);
    expect(screen.getByText("Fast charging")).toBeInTheDocument();
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("[onerror]")).toBeNull();
    expect(screen.getByRole("rowheader", { name: "RAM" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Breadcrumb" })).toHaveTextContent("Home");
  });
});
