import { cartLineKeyOf, MAX_LINE_QUANTITY, sameLine, type CartLine } from "@pasal/shared";
import { isRecord, readJson, removeKey, writeJson } from "../storage";
import { cartText } from "./cart-texts";

/** The guest cart lives in local storage under this key (docs/requirements/cart.md#guest-cart). */
export const CART_STORAGE_KEY = "cart";
/** Fired on window whenever the guest cart changes, so widgets such as the header badge refresh. */
export const CART_UPDATED_EVENT = "cartUpdated";

const text = (value: unknown) => (typeof value === "string" ? value : "");
const num = (value: unknown) => {
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : 0;
};

/** One stored line as a CartLine, options normalised ("No color chosen" → ""), or null if unusable. */
export function toCartLine(value: unknown): CartLine | null {
  if (!isRecord(value)) return null;
  const productId = text(value.productId) || text(value.id) || text(value._id);
  const quantity = Math.floor(num(value.quantity));
  if (!productId || quantity < 1) return null;
  const key = cartLineKeyOf(value);
  if (!key) return null;
  return {
    productId,
    id: productId,
    modelName: text(value.modelName),
    name: text(value.name),
    price: num(value.price),
    quantity: Math.min(quantity, MAX_LINE_QUANTITY),
    image: text(value.image),
    stock: Math.max(0, Math.floor(num(value.stock))),
    ...key,
  };
}

/** Stored guest-cart data as lines; `clean` is false when the stored form needs rewriting. */
export function parseGuestCart(stored: unknown): { lines: CartLine[]; clean: boolean } {
  let list: unknown[];
  if (Array.isArray(stored)) list = stored;
  else if (isRecord(stored)) list = [stored.items, stored.products].find(Array.isArray) ?? Object.values(stored);
  else return { lines: [], clean: stored === undefined };
  const lines = list.map(toCartLine).filter((line): line is CartLine => line !== null);
  return { lines, clean: Array.isArray(stored) && lines.length === list.length };
}

/**
 * The stored guest cart as lines. The object form (`{ items: [...] }`, `{ products: [...] }` or
 * lines keyed by id) is converted to a list; corrupt data is cleared (docs/requirements/cart.md#guest-cart).
 */
export function readGuestCart(): CartLine[] {
  const stored = readJson("local", CART_STORAGE_KEY);
  // Missing, or not JSON at all: either way nothing to keep.
  if (stored === undefined) {
    removeKey("local", CART_STORAGE_KEY);
    return [];
  }
  const { lines, clean } = parseGuestCart(stored);
  if (!clean) writeJson("local", CART_STORAGE_KEY, lines);
  return lines;
}

export function writeGuestCart(lines: CartLine[]): void {
  writeJson("local", CART_STORAGE_KEY, lines);
  window.dispatchEvent(new Event(CART_UPDATED_EVENT));
}

export function clearGuestCart(): void {
  removeKey("local", CART_STORAGE_KEY);
  window.dispatchEvent(new Event(CART_UPDATED_EVENT));
}

export type GuestAddResult = { ok: true; message: string } | { ok: false; message: string };

/**
 * Adds `line` to the guest cart: an identical line grows by its quantity, refused when the total
 * would exceed the line's stock (docs/requirements/cart.md#guest-cart).
 */
export function addGuestLine(line: CartLine): GuestAddResult {
  const lines = readGuestCart();
  const index = lines.findIndex((existing) => sameLine(existing, line));
  const already = index >= 0 ? lines[index]!.quantity : 0;
  const total = already + line.quantity;
  if (line.stock <= 0) return { ok: false, message: cartText.outOfStock() };
  if (total > line.stock) return { ok: false, message: cartText.overStock(line.stock) };
  if (total > MAX_LINE_QUANTITY) return { ok: false, message: cartText.overStock(MAX_LINE_QUANTITY) };
  if (index >= 0) {
    lines[index] = { ...lines[index]!, quantity: total, stock: line.stock, price: line.price };
    writeGuestCart(lines);
    return { ok: true, message: cartText.quantityUpdated() };
  }
  writeGuestCart([...lines, line]);
  return { ok: true, message: cartText.added() };
}

/** Sets the quantity of the line matching `target` (no checks: the caller validated it). */
export function setGuestQuantity(target: CartLine, quantity: number): void {
  writeGuestCart(readGuestCart().map((line) => (sameLine(line, target) ? { ...line, quantity } : line)));
}

export function removeGuestLine(target: CartLine): void {
  writeGuestCart(readGuestCart().filter((line) => !sameLine(line, target)));
}
