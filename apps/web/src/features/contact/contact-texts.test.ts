import { CONTACT_MESSAGES, contactRequestSchema } from "@pasal/shared";
import { afterEach, describe, expect, it } from "vitest";
import { setLocale } from "@/lib/i18n/locale";
import { CONTACT_TEXTS, contactText } from "./contact-texts";

describe("contact texts", () => {
  afterEach(() => setLocale("en"));

  it("keeps every fixed English text exactly as the spec has it", () => {
    for (const [english, text] of Object.entries(CONTACT_TEXTS)) expect(text()).toBe(english);
  });

  it("knows every message the form's rules can give", () => {
    const messages = [
      contactRequestSchema.safeParse({ name: "", email: "", message: "" }),
      contactRequestSchema.safeParse({ name: "x".repeat(101), email: "sita@", message: "x".repeat(5001) }),
    ].flatMap((result) => result.error?.issues.map((issue) => issue.message) ?? []);
    expect(messages).toHaveLength(6);
    for (const message of messages) expect(Object.keys(CONTACT_TEXTS)).toContain(message);
  });

  it("shows them in Nepali, and the server's own reason as it came", () => {
    setLocale("ne");
    expect(contactText(CONTACT_MESSAGES.failed)).toBe("इमेल पठाउन सकिएन! पछि फेरि प्रयास गर्नुहोस्।");
    expect(contactText(`Name must be at most 100 characters`)).toBe("नाम बढीमा १०० अक्षरको हुनुपर्छ");
    expect(contactText("Please wait a few minutes.")).toBe("Please wait a few minutes.");
  });
});
