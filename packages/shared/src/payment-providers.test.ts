import { describe, expect, it } from "vitest";
import { paymentRedirectSchema } from "./order.js";
import { belowMinimum, paymentMethodsResponseSchema } from "./payment.js";
import { API_REFUND_METHODS, ONLINE_PAYMENT_METHODS, PAYMENT_METHOD_NAMES, PAYMENT_METHODS, REFUND_METHODS, refundsThroughApi } from "./payment-providers.js";

describe("the payment provider registry (decision 033)", () => {
  it("derives every list of ways to pay from one entry per gateway", () => {
    expect(ONLINE_PAYMENT_METHODS).toEqual(["esewa", "khalti", "fonepay"]);
    expect(PAYMENT_METHODS).toEqual(["cod", "esewa", "khalti", "fonepay"]);
    expect(REFUND_METHODS).toEqual(["esewa", "khalti", "fonepay", "cod", "bank_transfer"]);
    expect(PAYMENT_METHOD_NAMES).toEqual({ cod: "Cash on delivery", esewa: "eSewa", khalti: "Khalti", fonepay: "Fonepay" });
    expect(API_REFUND_METHODS).toEqual(["khalti"]);
    expect(REFUND_METHODS.filter(refundsThroughApi)).toEqual(["khalti"]);
  });

  it("refuses an amount below a gateway's minimum, in the words the shopper reads", () => {
    expect(belowMinimum("khalti", 999)).toBe("Khalti takes payments of Rs. 10 or more. Please choose another way to pay.");
    expect(belowMinimum("khalti", 1000)).toBeNull();
    expect(belowMinimum("fonepay", 1)).toBeNull();
  });

  it("takes a redirect of any gateway, and no id the registry does not know", () => {
    expect(paymentRedirectSchema.safeParse({ provider: "fonepay", redirect: { method: "GET", url: "https://x/api/merchantRequest?PRN=1" } }).success).toBe(
      true,
    );
    expect(paymentRedirectSchema.safeParse({ provider: "esewa", redirect: { method: "POST", url: "https://x/form", fields: { a: "1" } } }).success).toBe(true);
    expect(paymentRedirectSchema.safeParse({ provider: "paypal", redirect: { method: "GET", url: "https://x" } }).success).toBe(false);
    expect(paymentMethodsResponseSchema.safeParse({ methods: [{ id: "paypal", name: "PayPal", available: true }] }).success).toBe(false);
  });
});
