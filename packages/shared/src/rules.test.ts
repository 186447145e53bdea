import { describe, expect, it } from "vitest";
import { FALLBACK_SWATCH, SWATCH_COLORS, swatchFor } from "./colors.js";
import { discountPercent } from "./discount.js";
import { modelNameKey, productPath } from "./links.js";
import { isNepalMobile } from "./phone.js";

describe("discount badge", () => {
  it("is the rounded share of the original price saved", () => {
    expect(discountPercent(85000, 100000)).toBe(15);
    expect(discountPercent(2999, 3499)).toBe(14);
  });
  it("is 0 without a higher original price, never invented", () => {
    expect(discountPercent(5000, 5000)).toBe(0);
    expect(discountPercent(5000, undefined)).toBe(0);
    expect(discountPercent(5000, 4000)).toBe(0);
  });
});

describe("colour swatches", () => {
  it("has the spec's 20 names", () => {
    expect(Object.keys(SWATCH_COLORS)).toHaveLength(20);
  });
  it("matches a colour word inside a marketing name, and falls back to light grey", () => {
    expect(swatchFor("Titanium Black")).toBe(SWATCH_COLORS.black);
    expect(swatchFor("Space Grey")).toBe(SWATCH_COLORS.gray);
    expect(swatchFor("Ocean")).toBe(FALLBACK_SWATCH);
  });
});

describe("product links", () => {
  it("replace spaces with hyphens", () => {
    expect(productPath("Galaxy S24 Ultra")).toBe("/products/Galaxy-S24-Ultra");
  });
  it("fold the name and the link form to the same key", () => {
    expect(modelNameKey("Galaxy S24 Ultra")).toBe(modelNameKey("galaxy-s24-ultra"));
  });
});

describe("Nepal mobile numbers", () => {
  it.each(["9841234567", "9812345678", "9761234567"])("accepts %s", (n) => expect(isNepalMobile(n)).toBe(true));
  it.each(["014412345", "98412345678", "9641234567", "98-41234567"])("refuses %s", (n) => expect(isNepalMobile(n)).toBe(false));
});
