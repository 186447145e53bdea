import { QueryClient } from "@tanstack/react-query";
import { ApiError, NetworkError } from "./api-client";

// Listing data may be reused for five minutes (docs/requirements/catalogue.md#product-listing).
const FIVE_MINUTES = 5 * 60 * 1000;

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx will not change on retry (unknown product, signed out...).
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  // Offline, a retry only delays the offline message; coming back online refetches anyway.
  if (error instanceof NetworkError && typeof navigator !== "undefined" && !navigator.onLine) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FIVE_MINUTES,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        // Offline, a query fails with the offline message and a retry button instead of pausing
        // behind a skeleton that never ends (docs/requirements/performance.md#first-load-budget); it
        // refetches on reconnect.
        networkMode: "always",
      },
      // Likewise a write says it could not be sent instead of spinning until the network returns.
      mutations: { networkMode: "always" },
    },
  });
}
