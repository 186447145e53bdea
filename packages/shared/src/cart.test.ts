import { describe, expect, it } from "vitest";
import {
  addToCartRequestSchema,
  cartItemInputSchema,
  cartLineKeyOf,
  cartLineKeySchema,
  cartTotal,
  lineCap,
  lineStock,
  packSize,
  sameLine,
  unitPricePaisa,
} from "./cart.js";
import { checkoutRequestSchema } from "./order.js";

describe("cart rules", () => {
  it("treats the spec's fallback texts, null and blanks as 'not chosen'", () => {
    const parsed = addToCartRequestSchema.parse({ userId: "u", productId: "p", color: "No color chosen", variant: null, model: "  " });
    expect(parsed).toMatchObject({ color: "", variant: "", model: "", bundle: "", quantity: 1 });
  });

  it("accepts an old guest line that calls the product `id`", () => {
    expect(cartItemInputSchema.parse({ id: "p1", quantity: "2", color: "Black" })).toMatchObject({ productId: "p1", quantity: 2, color: "Black" });
    expect(cartItemInputSchema.safeParse({ quantity: 1 }).success).toBe(false);
  });

  it("refuses a quantity below 1 with the spec's message", () => {
    const result = addToCartRequestSchema.safeParse({ userId: "u", productId: "p", quantity: 0 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Quantity cannot be less than 1");
  });

  it("counts stock in whole packs for a pack line", () => {
    expect(packSize("3x")).toBe(3);
    expect(packSize("")).toBe(1);
    expect(lineStock(10, "3x")).toBe(3);
    expect(lineStock(10, "")).toBe(10);
    expect(lineStock(-2, "")).toBe(0);
  });

  it("caps a line at its stock and never above 99", () => {
    expect(lineCap(5)).toBe(5);
    expect(lineCap(150)).toBe(99);
    expect(lineCap(-1)).toBe(0);
  });

  it("tells lines apart by product and every option", () => {
    const line = { productId: "p", color: "Black", variant: "", model: "", bundle: "" };
    expect(sameLine(line, { ...line })).toBe(true);
    expect(sameLine(line, { ...line, color: "White" })).toBe(false);
    expect(sameLine(line, { ...line, bundle: "2x" })).toBe(false);
  });

  it("adds the total in paisa so that decimals don't drift", () => {
    expect(
      cartTotal([
        { price: 0.1, quantity: 3 },
        { price: 0.2, quantity: 1 },
      ]),
    ).toBe(0.5);
    expect(cartTotal([])).toBe(0);
  });
});

describe("checkout request", () => {
  const valid = { userId: "u", username: "Sita Sharma", mail: "sita@example.com", phoneNumber: "9812345678", shippingAddress: {} };

  it("fills the address defaults and leaves buy-now off", () => {
    const parsed = checkoutRequestSchema.parse(valid);
    expect(parsed.buyNow).toBe(false);
    expect(parsed.shippingAddress.street).toBe("");
  });

  it("refuses a phone that is not a Nepali mobile number", () => {
    const result = checkoutRequestSchema.safeParse({ ...valid, phoneNumber: "0123456789" });
    expect(result.error?.issues[0]?.message).toBe("Invalid phone number (10 digits)");
  });
});

describe("cartLineKeyOf", () => {
  // The storefront reads stored guest carts with cartLineKeyOf (no zod, decision 023); it must
  // agree with the schema the server applies.
  const inputs: Record<string, unknown>[] = [
    {},
    { color: "  Black ", variant: "8/256", model: null, bundle: "2x" },
    { color: "No color chosen", variant: "No variant chosen", model: "No model chosen" },
    { color: "", variant: undefined },
    { color: "x".repeat(80) },
    { color: "x".repeat(81) },
    { color: 5 },
    { bundle: true },
  ];
  it.each(inputs)("reads %j as the schema does", (input) => {
    const parsed = cartLineKeySchema.safeParse(input);
    expect(cartLineKeyOf(input)).toEqual(parsed.success ? parsed.data : null);
  });
});

describe("unitPricePaisa", () => {
  it("prices a pack of a variant at the pack price moved by the variant's difference per item", () => {
    expect(unitPricePaisa(100_000, undefined, undefined)).toBe(100_000);
    expect(unitPricePaisa(100_000, 120_000, undefined)).toBe(120_000);
    expect(unitPricePaisa(100_000, undefined, { bundle: "3x", pricePaisa: 270_000 })).toBe(270_000);
    // Matte at the selling price: the 3x pack's own price, never the single unit's.
    expect(unitPricePaisa(100_000, 100_000, { bundle: "3x", pricePaisa: 270_000 })).toBe(270_000);
    expect(unitPricePaisa(100_000, 120_000, { bundle: "3x", pricePaisa: 270_000 })).toBe(330_000);
    expect(unitPricePaisa(100_000, 10_000, { bundle: "3x", pricePaisa: 200_000 })).toBe(0);
  });
});
