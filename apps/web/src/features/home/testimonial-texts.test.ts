import { TESTIMONIAL_MESSAGES, testimonialFieldsSchema } from "@pasal/shared";
import { afterEach, describe, expect, it } from "vitest";
import { setLocale } from "@/lib/i18n/locale";
import { TESTIMONIAL_TEXTS, testimonialText } from "./testimonial-texts";

describe("testimonial texts", () => {
  afterEach(() => setLocale("en"));

  it("keeps every fixed English text exactly as the spec has it", () => {
    for (const [english, text] of Object.entries(TESTIMONIAL_TEXTS)) expect(text()).toBe(english);
  });

  it("knows every message the shared rules can give", () => {
    const messages = [
      testimonialFieldsSchema.safeParse({ name: "", experience: "", location: "" }),
      testimonialFieldsSchema.safeParse({ name: "x".repeat(101), experience: "x".repeat(1001), location: "x".repeat(101) }),
    ].flatMap((result) => result.error?.issues.map((issue) => issue.message) ?? []);
    expect(messages).toHaveLength(6);
    for (const message of messages) expect(Object.keys(TESTIMONIAL_TEXTS)).toContain(message);
  });

  it("shows them in Nepali", () => {
    setLocale("ne");
    expect(testimonialText(TESTIMONIAL_MESSAGES.failed)).toBe("प्रशंसापत्र पेस गर्न सकिएन। कृपया फेरि प्रयास गर्नुहोस्।");
    expect(testimonialText("Something else")).toBe("Something else");
  });
});
