import { IDEMPOTENCY_HEADER, outOfStockResponseSchema, type CheckoutRequest, type CheckoutResponse } from "@pasal/shared";
import { ApiError, apiRequest } from "@/lib/api-client";

/** POST /api/checkout; the key makes a retried submit return the same order instead of a second one. */
export const placeOrder = (request: CheckoutRequest, idempotencyKey: string) =>
  apiRequest<CheckoutResponse>("/checkout", {
    method: "POST",
    body: request,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });

export type StockConflict = { message: string; productId: string; unitsLeft: number };

/** A 409 refusal: one line wants more than is left (code OUT_OF_STOCK, which and how many), or another conflict. */
export function stockConflict(error: unknown): StockConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = outOfStockResponseSchema.safeParse(error.body);
  return parsed.success ? parsed.data : { message: error.message, productId: "", unitsLeft: 0 };
}

/** A new key per attempt; crypto.randomUUID exists only in secure contexts, so fall back to random bytes. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
