import { describe, expect, it } from "vitest";
import { callLink, whatsappLink } from "./phone-links";

describe("phone links", () => {
  it("adds Nepal's code to a local mobile number", () => {
    expect(whatsappLink("980-123 4567")).toBe("https://wa.me/9779801234567");
    expect(callLink("9801234567")).toBe("tel:+9779801234567");
  });

  it("keeps a number that already has its country code", () => {
    expect(whatsappLink("+977 9801234567")).toBe("https://wa.me/9779801234567");
  });
});
