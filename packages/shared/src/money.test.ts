import { describe, expect, it } from "vitest";
import { formatPrice, formatRs, groupIndian, paisaToRupees, rupeesToPaisa, toDevanagariDigits } from "./money.js";

describe("money", () => {
  it.each([
    [0, "0.00"],
    [999, "999.00"],
    [1000, "1,000.00"],
    [123456, "1,23,456.00"],
    [12345678.9, "1,23,45,678.90"],
    [-1500.5, "-1,500.50"],
  ])("groups %d the Indian way as %s", (value, text) => {
    expect(groupIndian(value)).toBe(text);
  });

  it("shows prices as Rs. with two decimals", () => {
    expect(formatRs(149999)).toBe("Rs. 1,49,999.00");
  });

  it("shows prices in the shopper's language with lakh grouping", () => {
    expect(formatPrice(139999, "en")).toBe("Rs. 1,39,999.00");
    expect(formatPrice(139999, "ne")).toBe("रु. १,३९,९९९.००");
    expect(formatPrice(12345678.5, "ne")).toBe("रु. १,२३,४५,६७८.५०");
    expect(toDevanagariDigits("2082-01-01")).toBe("२०८२-०१-०१");
  });

  it("converts rupees to integer paisa without float drift", () => {
    expect(rupeesToPaisa(19.99)).toBe(1999);
    expect(rupeesToPaisa(0.1 + 0.2)).toBe(30);
    expect(paisaToRupees(1999)).toBe(19.99);
  });
});
