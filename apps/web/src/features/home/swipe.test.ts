import { describe, expect, it } from "vitest";
import { swipeStep, wrapIndex } from "./swipe";

describe("carousel drag thresholds", () => {
  it("needs more than 100 px with a mouse", () => {
    expect(swipeStep(-100, "mouse")).toBe(0);
    expect(swipeStep(-101, "mouse")).toBe(1);
    expect(swipeStep(100, "mouse")).toBe(0);
    expect(swipeStep(101, "mouse")).toBe(-1);
    expect(swipeStep(-60, "mouse")).toBe(0);
  });

  it("needs more than 50 px with touch or a pen", () => {
    expect(swipeStep(-50, "touch")).toBe(0);
    expect(swipeStep(-51, "touch")).toBe(1);
    expect(swipeStep(60, "touch")).toBe(-1);
    expect(swipeStep(60, "pen")).toBe(-1);
    expect(swipeStep(0, "touch")).toBe(0);
  });

  it("wraps around both ends", () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(2, 5)).toBe(2);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});
