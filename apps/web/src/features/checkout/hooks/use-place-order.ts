import { useRef } from "react";
import { useMutation } from "@tanstack/react-query";
import type { CheckoutRequest } from "@pasal/shared";
import { ApiError } from "@/lib/api-client";
import { newIdempotencyKey, placeOrder } from "../api/place-order";

/**
 * Places the order with one Idempotency-Key per attempt. Pressing Confirm again with the same
 * details after a network failure (no answer: the order may or may not exist) reuses the key, so
 * the server answers with that order rather than a second one; any answer ends the attempt.
 */
export function usePlaceOrder() {
  const attempt = useRef<{ key: string; payload: string } | null>(null);
  return useMutation({
    mutationFn: (request: CheckoutRequest) => {
      const payload = JSON.stringify(request);
      if (attempt.current?.payload !== payload) attempt.current = { key: newIdempotencyKey(), payload };
      return placeOrder(request, attempt.current.key);
    },
    onSettled: (_data, error) => {
      if (!error || error instanceof ApiError) attempt.current = null;
    },
  });
}
