import { afterEach, describe, expect, it } from "vitest";
import { setLocale } from "@/lib/i18n/locale";
import { CAREERS_TEXTS, EMPTY_APPLICATION, applicationFormSchema, careersText } from "./application-form-schema";

describe("careers texts", () => {
  afterEach(() => setLocale("en"));

  it("keeps every fixed English text exactly as the spec has it", () => {
    for (const [english, text] of Object.entries(CAREERS_TEXTS)) expect(text()).toBe(english);
  });

  it("knows every message the form's rules can give", () => {
    const file = (name: string, size: number) => Object.assign([new File([new Uint8Array(size)], name)], { item: () => null }) as unknown as FileList;
    const messages = [
      applicationFormSchema.safeParse({ ...EMPTY_APPLICATION, hearAbout: "radio", resume: [] }),
      applicationFormSchema.safeParse({
        ...EMPTY_APPLICATION,
        email: "sita@",
        phone: "12",
        linkedin: "linkedin.com/in/sita",
        coverLetter: "x".repeat(10_001),
        resume: file("cv.exe", 1),
      }),
      applicationFormSchema.safeParse({ ...EMPTY_APPLICATION, resume: file("cv.pdf", 5 * 1024 * 1024 + 1) }),
    ].flatMap((result) => result.error?.issues.map((issue) => issue.message) ?? []);
    expect(messages.length).toBeGreaterThan(10);
    for (const message of messages) expect(Object.keys(CAREERS_TEXTS)).toContain(message);
  });

  it("shows them in Nepali, and a text it does not know as it came", () => {
    setLocale("ne");
    expect(careersText("Error submitting application. Please try again.")).toBe("आवेदन पेस गर्दा त्रुटि भयो। कृपया फेरि प्रयास गर्नुहोस्।");
    expect(careersText("Please attach your resume")).toBe("कृपया आफ्नो बायोडाटा संलग्न गर्नुहोस्");
    expect(careersText("Mail server down")).toBe("Mail server down");
  });
});
