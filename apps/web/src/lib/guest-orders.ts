import { isRecord, readJson, writeJson } from "./storage";

/**
 * The access tokens of the orders this browser placed as a guest (decision 026), by order id,
 * so the confirmation page, a gateway's return, Pay now, cancel and the invoice can open them.
 * Only the latest few are kept; the confirmation mail's link carries the token too.
 */
export const GUEST_ORDERS_KEY = "guestOrders";
const KEEP = 20;

function stored(): [string, string][] {
  const value = readJson("local", GUEST_ORDERS_KEY);
  if (!isRecord(value)) return [];
  return Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string");
}

export function saveGuestAccess(orderId: string, token: string): void {
  const others = stored().filter(([id]) => id !== orderId);
  writeJson("local", GUEST_ORDERS_KEY, Object.fromEntries([...others.slice(-(KEEP - 1)), [orderId, token]]));
}

export function guestAccessFor(orderId: string): string | undefined {
  return stored().find(([id]) => id === orderId)?.[1];
}

/** `?access=…` for a guest's order, or nothing for an account's. */
export const accessQuery = (access: string | undefined) => (access ? `?access=${encodeURIComponent(access)}` : "");
