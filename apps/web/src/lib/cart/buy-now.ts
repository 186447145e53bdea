import type { CartLine } from "@pasal/shared";
import { readJson, removeKey, writeJson } from "../storage";
import { toCartLine } from "./guest-cart";

/**
 * The buy-now line lives in session storage under this key
 * (docs/requirements/catalogue.md#product-options).
 */
export const BUY_NOW_KEY = "buyNow";

export function saveBuyNow(line: CartLine): void {
  writeJson("session", BUY_NOW_KEY, line);
}

/** The saved buy-now line, or null when there is none or it cannot be read. */
export function readBuyNow(): CartLine | null {
  const stored = readJson("session", BUY_NOW_KEY);
  // Older data may be a one-line list.
  const value = Array.isArray(stored) ? stored[0] : stored;
  return value === undefined ? null : toCartLine(value);
}

export function clearBuyNow(): void {
  removeKey("session", BUY_NOW_KEY);
}
