import { describe, expect, it } from "vitest";
import { brandCardsPerView } from "./brand-layout";

describe("brandCardsPerView", () => {
  it("shows 1 to 4 brand cards by window width", () => {
    expect([320, 639, 640, 1023, 1024, 1279, 1280, 1920].map(brandCardsPerView)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
  });
});
