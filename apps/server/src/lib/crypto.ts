import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** A random token for a cookie; only its hash is ever stored. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** A short digest naming a cache key in an ETag (12 URL-safe characters of its SHA-1; not for secrets). */
export function keyDigest(key: string): string {
  return createHash("sha1").update(key).digest("base64url").slice(0, 12);
}

/** Keyed hash for short secrets (OTP codes), so a database leak does not reveal them by brute force. */
export function hmac(secret: string, value: string): string {
  return createHmac("sha256", secret).update(value).digest("hex");
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Six random digits, leading zeros kept. */
export function randomDigits(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, "0");
}
