import { describe, expect, it } from "vitest";
import { orderedRange, parsePriceInput, priceQuery, snapToStep } from "./price";

describe("price filter inputs", () => {
  it("counts empty or invalid input as 0", () => {
    expect(parsePriceInput("")).toBe(0);
    expect(parsePriceInput("   ")).toBe(0);
    expect(parsePriceInput("abc")).toBe(0);
    expect(parsePriceInput("12abc")).toBe(0);
    expect(parsePriceInput("-500")).toBe(0);
  });

  it("reads whole rupees, allowing grouping commas, and clamps to 0–200000", () => {
    expect(parsePriceInput("15000")).toBe(15000);
    expect(parsePriceInput("1,50,000")).toBe(150000);
    expect(parsePriceInput("999.6")).toBe(1000);
    expect(parsePriceInput("250000")).toBe(200000);
  });

  it("puts the slider on 1000 steps within bounds", () => {
    expect(snapToStep(15499)).toBe(15000);
    expect(snapToStep(15500)).toBe(16000);
    expect(snapToStep(-10)).toBe(0);
    expect(snapToStep(205000)).toBe(200000);
  });

  it("orders the range and leaves defaults out of the request", () => {
    expect(orderedRange(50000, 10000)).toEqual({ minPrice: 10000, maxPrice: 50000 });
    expect(priceQuery({ minPrice: 0, maxPrice: 200000 })).toEqual({ minPrice: undefined, maxPrice: undefined });
    expect(priceQuery({ minPrice: 10000, maxPrice: 0 })).toEqual({ minPrice: 10000, maxPrice: 0 });
  });
});
