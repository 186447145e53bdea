import { randomInt } from "node:crypto";

/** No 0/O, 1/I/L: an order id read out over the phone cannot be misheard as another. */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const LENGTH = 6;

/** A new order id such as ORD-7K3M9Q (31^6 ≈ 887 million; a collision is retried by the caller). */
export function newOrderNumber(): string {
  let code = "";
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `ORD-${code}`;
}
