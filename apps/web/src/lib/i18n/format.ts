import { formatPrice, groupIndian, toDevanagariDigits } from "@pasal/shared";
import { getLocale } from "./locale";

/** A price in the current language: `Rs. 1,39,999.00` / `रु. १,३९,९९९.००`. */
export const showPrice = (rupees: number) => formatPrice(rupees, getLocale());

/**
 * A count or other plain number in the current language's digits, lakh-grouped (`1,23,456` /
 * `१,२३,४५६`). By hand, as prices are: Chromium's ICU data gives `ne-NP` Latin digits where
 * Node's gives Devanagari, so Intl made server-rendered pages differ from their hydration.
 */
export const number = (value: number) => digits(Number.isInteger(value) ? groupIndian(value).slice(0, -3) : String(value));

/** Digits inside text (a phone number, "2/5") in the current language. */
export const digits = (text: string) => (getLocale() === "ne" ? toDevanagariDigits(text) : text);
