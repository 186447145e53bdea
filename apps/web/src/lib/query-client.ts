import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";

// Listing data may be reused for five minutes (spec part 1 §9: product listing cache 300000 ms).
const FIVE_MINUTES = 5 * 60 * 1000;

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx will not change on retry (unknown product, signed out...).
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FIVE_MINUTES,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
    },
  });
}
