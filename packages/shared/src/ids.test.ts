import { describe, expect, it } from "vitest";
import { isUuid } from "./ids.js";

describe("isUuid", () => {
  it("takes any UUID-shaped id, in either case", () => {
    expect(isUuid("0b9f6c1e-2d3a-4e5f-8a7b-1c2d3e4f5a6b")).toBe(true);
    expect(isUuid("0B9F6C1E-2D3A-4E5F-8A7B-1C2D3E4F5A6B")).toBe(true);
    // No RFC version or variant: PostgreSQL stores it all the same.
    expect(isUuid("00000000-0000-0000-0000-000000000000")).toBe(true);
  });

  it("refuses order numbers, slugs and near misses", () => {
    for (const value of [
      "ORD-7K3M9Q",
      "iphone-15",
      "",
      "0b9f6c1e-2d3a-4e5f-8a7b-1c2d3e4f5a6",
      "0b9f6c1e2d3a4e5f8a7b1c2d3e4f5a6b",
      " 0b9f6c1e-2d3a-4e5f-8a7b-1c2d3e4f5a6b",
    ]) {
      expect(isUuid(value)).toBe(false);
    }
  });
});
