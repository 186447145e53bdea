import { describe, expect, it } from "vitest";
import { countCartItems, parseCartLines } from "./cart-storage";

describe("countCartItems", () => {
  it("adds up the quantities of a list of lines", () => {
    const raw = JSON.stringify([
      { productId: "a", quantity: 2 },
      { productId: "b", quantity: 3 },
    ]);
    expect(countCartItems(raw)).toBe(5);
  });

  it("accepts the object form, keyed by id or wrapped in items", () => {
    expect(countCartItems(JSON.stringify({ a: { quantity: 1 }, b: { quantity: 4 } }))).toBe(5);
    expect(countCartItems(JSON.stringify({ items: [{ quantity: 2 }] }))).toBe(2);
  });

  it("treats corrupt or missing data as an empty cart", () => {
    expect(countCartItems("{not json")).toBe(0);
    expect(countCartItems(null)).toBe(0);
    expect(countCartItems('"just a string"')).toBe(0);
  });

  it("ignores lines whose quantity is missing, negative or not a number", () => {
    const raw = JSON.stringify([{ quantity: "2" }, { quantity: -1 }, { quantity: "x" }, {}, null]);
    expect(countCartItems(raw)).toBe(2);
    expect(parseCartLines(raw)).toHaveLength(4);
  });
});
