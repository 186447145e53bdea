import { formatPrice, toDevanagariDigits } from "@pasal/shared";
import { getLocale, intlLocale } from "./locale";

/** A price in the current language: `Rs. 1,39,999.00` / `रु. १,३९,९९९.००`. */
export const showPrice = (rupees: number) => formatPrice(rupees, getLocale());

/** A count or other plain number in the current language's digits. */
export const number = (value: number) => new Intl.NumberFormat(intlLocale()).format(value);

/** Digits inside text (a phone number, "2/5") in the current language. */
export const digits = (text: string) => (getLocale() === "ne" ? toDevanagariDigits(text) : text);
