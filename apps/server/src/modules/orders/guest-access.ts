import { hmac, safeEqual } from "../../lib/crypto.js";

/**
 * A guest's order (decision 026) opens with a token signed by SESSION_SECRET over the order's id:
 * unguessable without the secret, nothing stored that a database leak would hand out, and the
 * confirmation mail's link can carry it. The order id alone never opens an order.
 */
export function guestAccessToken(secret: string, orderId: string): string {
  return hmac(secret, `guest-order:${orderId}`);
}

export function guestAccessMatches(secret: string, orderId: string, token: string): boolean {
  return safeEqual(token, guestAccessToken(secret, orderId));
}
