import { describe, expect, it } from "vitest";
import { knownTexts } from "./known-texts";

describe("knownTexts", () => {
  const text = knownTexts({ "Name is required": () => "नाम चाहिन्छ" });

  it("gives a known text its message and shows any other text as it came", () => {
    expect(text("Name is required")).toBe("नाम चाहिन्छ");
    expect(text("Too many messages, try later")).toBe("Too many messages, try later");
    expect(text(undefined)).toBeUndefined();
  });

  it("never mistakes an object's inherited names for known texts", () => {
    expect(text("constructor")).toBe("constructor");
    expect(text("toString")).toBe("toString");
  });
});
