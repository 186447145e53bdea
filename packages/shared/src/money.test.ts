import { describe, expect, it } from "vitest";
import { formatRs, groupIndian, paisaToRupees, rupeesToPaisa } from "./money.js";

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

  it("converts rupees to integer paisa without float drift", () => {
    expect(rupeesToPaisa(19.99)).toBe(1999);
    expect(rupeesToPaisa(0.1 + 0.2)).toBe(30);
    expect(paisaToRupees(1999)).toBe(19.99);
  });
});
