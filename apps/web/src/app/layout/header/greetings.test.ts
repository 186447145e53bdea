import { afterEach, describe, expect, it } from "vitest";
import { setLocale } from "@/lib/i18n/locale";
import { GREETINGS, pickGreeting } from "./greetings";

afterEach(() => setLocale("en"));

const monday = new Date(2025, 0, 6, 12);

describe("pickGreeting", () => {
  it("has 18 greetings, each naming the weekday and the person", () => {
    expect(GREETINGS).toHaveLength(18);
    for (let i = 0; i < GREETINGS.length; i++) {
      const text = pickGreeting("Sita Sharma", monday, i / GREETINGS.length);
      expect(text).toContain("Monday");
      expect(text).toContain("Sita Sharma");
    }
  });

  it("greets a signed-out visitor as 'there'", () => {
    expect(pickGreeting(undefined, monday, 0)).toBe("Hi there, happy Monday!");
    expect(pickGreeting("  ", monday, 0.999)).toBe("Hey there! Happy Monday from all of us.");
  });

  it("greets in Nepali on the Nepali pages, with the Nepali weekday", () => {
    setLocale("ne");
    expect(pickGreeting(undefined, monday, 0)).toBe("नमस्ते साथी, तपाईंलाई शुभ सोमबार!");
    expect(pickGreeting("Sita Sharma", monday, 0.999)).toBe("नमस्ते Sita Sharma! हामी सबैको तर्फबाट शुभ सोमबार!");
  });
});
