import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { ProductForm } from "./product-form";
import { emptyProduct, toProductInput } from "./product-form-schema";

describe("product form", () => {
  it("refuses to send a product without a name, brand or a sane price", async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<ProductForm initial={emptyProduct} productId={null} canEdit canEditPrices saving={false} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText("Original price (Rs.)"), { target: { value: "10" } });
    fireEvent.change(screen.getByLabelText("Selling price (Rs.)"), { target: { value: "20" } });
    fireEvent.click(screen.getByRole("button", { name: "Create product" }));
    expect(await screen.findByText("The name is required")).toBeInTheDocument();
    expect(screen.getByText("The brand is required")).toBeInTheDocument();
    expect(screen.getByText("The original price cannot be below the selling price")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("adds variants with prices and sends the category's own specification table", async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<ProductForm initial={emptyProduct} productId={null} canEdit canEditPrices saving={false} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Galaxy A55 5G" } });
    fireEvent.change(screen.getByLabelText("Model name"), { target: { value: "Galaxy A55" } });
    fireEvent.change(screen.getByLabelText("Brand"), { target: { value: "Samsung" } });
    fireEvent.change(screen.getByLabelText("Selling price (Rs.)"), { target: { value: "52999" } });
    const variants = screen.getByRole("group", { name: "Variants" });
    fireEvent.click(within(variants).getByRole("button", { name: "Add variant" }));
    fireEvent.click(within(variants).getByRole("button", { name: "Add variant" }));
    fireEvent.change(screen.getByLabelText("Variant 1 name"), { target: { value: "8GB/128GB" } });
    fireEvent.change(screen.getByLabelText("Variant 1 price"), { target: { value: "52999" } });
    fireEvent.change(screen.getByLabelText("Variant 2 name"), { target: { value: "8GB/256GB" } });
    fireEvent.change(screen.getByLabelText("Variant 2 price"), { target: { value: "57999" } });
    fireEvent.click(screen.getByRole("button", { name: "Add row" }));
    fireEvent.change(screen.getByLabelText("Specification 1 name"), { target: { value: "RAM" } });
    fireEvent.change(screen.getByLabelText("Specification 1 value"), { target: { value: "8 GB" } });
    fireEvent.click(screen.getByRole("button", { name: "Create product" }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const input = toProductInput(onSubmit.mock.calls[0]![0], { canEditPrices: true, creating: true });
    expect(input).toMatchObject({
      name: "Galaxy A55 5G",
      sellingPrice: 52999,
      variant: [
        { variantName: "8GB/128GB", variantSP: 52999 },
        { variantName: "8GB/256GB", variantSP: 57999 },
      ],
      specs: { RAM: "8 GB" },
      published: true,
    });
  });

  it("shows no price field to a role without prices:write, and sends no price", () => {
    renderWithProviders(
      <ProductForm
        initial={{ ...emptyProduct, variant: [{ variantName: "8GB", variantSP: 100 }] }}
        productId="p1"
        canEdit
        canEditPrices={false}
        saving={false}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.queryByLabelText("Selling price (Rs.)")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Variant 1 price")).not.toBeInTheDocument();
    const input = toProductInput({ ...emptyProduct, sellingPrice: 1 }, { canEditPrices: false, creating: false });
    expect(input).not.toHaveProperty("sellingPrice");
    expect(input).not.toHaveProperty("variant");
  });

  it("is read-only without catalog:write", () => {
    renderWithProviders(<ProductForm initial={emptyProduct} productId="p1" canEdit={false} canEditPrices={false} saving={false} onSubmit={vi.fn()} />);
    expect(screen.getByLabelText("Name")).toBeDisabled();
    expect(screen.queryByRole("button", { name: /Save/ })).not.toBeInTheDocument();
  });
});
