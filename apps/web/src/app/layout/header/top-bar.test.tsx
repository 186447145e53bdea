import { afterEach, describe, expect, it } from "vitest";
import { setLocale } from "@/lib/i18n/locale";
import { satisfactionNote } from "./top-bar";

afterEach(() => setLocale("en"));

describe("top bar satisfaction note", () => {
  const stats = { brands: 33, products: 160, ordersDelivered: 0, reviews: 0 };
  it("says only what the data shows: deliveries first, then the share of good reviews, else nothing", () => {
    expect(satisfactionNote(undefined)).toBeNull();
    expect(satisfactionNote(stats)).toBeNull();
    expect(satisfactionNote({ ...stats, reviews: 412, positiveReviewPercent: 87 })).toBe("87% of 412 reviews give 4 or 5 stars");
    expect(satisfactionNote({ ...stats, ordersDelivered: 1, reviews: 412, positiveReviewPercent: 87 })).toBe("1 order delivered across Nepal");
    expect(satisfactionNote({ ...stats, ordersDelivered: 12500 })).toBe("12,500 orders delivered across Nepal");
  });

  it("says it in Nepali, with Devanagari digits, on the Nepali pages", () => {
    setLocale("ne");
    expect(satisfactionNote({ ...stats, ordersDelivered: 12500 })).toBe("नेपालभर १२,५०० अर्डर डेलिभर भइसके");
    expect(satisfactionNote({ ...stats, reviews: 412, positiveReviewPercent: 87 })).toBe("४१२ समीक्षामध्ये ८७% ले ४ वा ५ तारा दिएका छन्");
  });
});
