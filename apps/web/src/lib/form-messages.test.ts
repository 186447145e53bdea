import { afterEach, describe, expect, it } from "vitest";
import { CHECKOUT_MESSAGES, MESSAGES, PAYMENT_MESSAGES, checkoutFormSchema, loginRequestSchema, signupRequestSchema } from "@pasal/shared";
import { setLocale } from "@/lib/i18n/locale";
import { formError, localText } from "./form-messages";

afterEach(() => setLocale("en"));

// Every fixed text a shopper's form can show, as packages/shared and the forms' schemas word it.
const SHARED = [
  CHECKOUT_MESSAGES.firstName,
  CHECKOUT_MESSAGES.lastName,
  CHECKOUT_MESSAGES.email,
  CHECKOUT_MESSAGES.emailFormat,
  CHECKOUT_MESSAGES.phone,
  CHECKOUT_MESSAGES.phoneFormat,
  ...Object.values(MESSAGES),
  "Enter a valid email address",
  "Full name is required",
  "Password is required",
  "The code is 6 digits",
  "Please confirm your password",
  "Enter your current password",
];

describe("form messages", () => {
  it("leaves every English text exactly as the schemas wrote it", () => {
    for (const text of SHARED) expect(localText(text)).toBe(text);
    expect(localText(PAYMENT_MESSAGES.gatewayDown)).toBe(PAYMENT_MESSAGES.gatewayDown);
  });

  it("has Nepali for each of them, and for zod's too-long message", () => {
    setLocale("ne");
    for (const text of SHARED) expect(localText(text), text).toMatch(/[\u0900-\u097F]/);
    expect(localText("Too big: expected string to have <=60 characters")).toBe("धेरै लामो भयो: बढीमा ६० अक्षर मात्र लेख्नुहोस्");
  });

  it("shows a server's refusal, and no error, as they are", () => {
    setLocale("ne");
    expect(localText("This email is already registered")).toBe("This email is already registered");
    expect(formError(undefined)).toBeUndefined();
  });

  it("knows what the shared schemas actually say", () => {
    setLocale("ne");
    const messages = [
      checkoutFormSchema.safeParse({ firstName: "", lastName: "", email: "x", phone: "12" }),
      checkoutFormSchema.safeParse({ firstName: "x".repeat(61), lastName: "y", email: "", phone: "" }),
      loginRequestSchema.safeParse({ email: "a", password: "" }),
      signupRequestSchema.safeParse({ fullName: "", phoneNumber: "1", email: "a", password: "short" }),
    ].flatMap((result) => result.error?.issues.map((issue) => issue.message) ?? []);
    expect(messages.length).toBeGreaterThan(10);
    for (const message of messages) expect(localText(message), message).toMatch(/[\u0900-\u097F]/);
  });
});
