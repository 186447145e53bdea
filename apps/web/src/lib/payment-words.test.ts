import { afterEach, describe, expect, it } from "vitest";
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, paymentInWords as sharedWords } from "@pasal/shared";
import { setLocale } from "@/lib/i18n/locale";
import { paymentInWords, paymentMethodName } from "./payment-words";

afterEach(() => setLocale("en"));

const orders = PAYMENT_METHODS.flatMap((paymentMethod) =>
  PAYMENT_STATUSES.flatMap((paymentStatus) => ORDER_STATUSES.map((status) => ({ paymentMethod, paymentStatus, status }))),
);

describe("payment in words", () => {
  it("reads in English exactly as the shared words the mail uses", () => {
    for (const order of orders) expect(paymentInWords(order)).toBe(sharedWords(order));
  });

  it("reads in Nepali, keeping eSewa and Khalti as names", () => {
    setLocale("ne");
    expect(paymentMethodName("cod")).toBe("क्यास अन डेलिभरी");
    expect(paymentMethodName("esewa")).toBe("eSewa");
    expect(paymentInWords({ paymentMethod: "khalti", paymentStatus: "completed", status: "processing" })).toBe("Khalti बाट भुक्तानी भयो");
    for (const order of orders) expect(paymentInWords(order)).toMatch(/[\u0900-\u097F]/);
  });
});
