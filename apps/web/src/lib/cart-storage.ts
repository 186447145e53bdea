/** The guest cart lives in local storage under this key (spec part 2 §3). */
export const CART_STORAGE_KEY = "cart";
/** Fired on window whenever the cart changes, so widgets such as the header badge refresh. */
export const CART_UPDATED_EVENT = "cartUpdated";

type CartLineLike = { quantity?: unknown };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * Reads the stored cart as a list of lines. Older data may be an object instead of a list
 * (spec part 2 §3 says it is tolerated and converted): either `{ items: [...] }` or lines keyed
 * by id. Anything unreadable counts as an empty cart.
 */
export function parseCartLines(raw: string | null): CartLineLike[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (Array.isArray(data)) return data.filter(isObject);
  if (!isObject(data)) return [];
  for (const key of ["items", "products"]) {
    const list = data[key];
    if (Array.isArray(list)) return list.filter(isObject);
  }
  return Object.values(data).filter(isObject);
}

/** Sum of the quantities of all lines; a line without a sensible quantity adds nothing. */
export function countCartItems(raw: string | null): number {
  return parseCartLines(raw).reduce((total, line) => {
    const quantity = Number(line.quantity);
    return Number.isFinite(quantity) && quantity > 0 ? total + Math.floor(quantity) : total;
  }, 0);
}

export function readCartCount(): number {
  try {
    return countCartItems(localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return 0; // storage blocked (private mode, sandboxed frame)
  }
}
