import { describe, expect, it } from "vitest";
import { initials, truncate } from "./text";

describe("truncate", () => {
  const long = "A dependable mid-range phone with a bright AMOLED display, long battery life and a great camera.";

  it("keeps short text as it is", () => {
    expect(truncate("Short and sweet", 60)).toBe("Short and sweet");
    expect(truncate("x".repeat(60), 60)).toBe("x".repeat(60));
  });

  it("cuts to the limit, counting the ellipsis", () => {
    for (const max of [100, 60, 50]) {
      const cut = truncate(long + long, max);
      expect(cut.length).toBeLessThanOrEqual(max);
      expect(cut.endsWith("…")).toBe(true);
    }
    expect(truncate(long, 60)).toBe("A dependable mid-range phone with a bright AMOLED display,…");
  });

  it("folds whitespace first", () => {
    expect(truncate("  two\n\nlines  ", 20)).toBe("two lines");
  });
});

describe("initials", () => {
  it("takes the first letters of the first two words, upper-cased", () => {
    expect(initials("ram bahadur thapa")).toBe("RB");
    expect(initials("  Sita  ")).toBe("S");
    expect(initials("")).toBe("");
  });
});
