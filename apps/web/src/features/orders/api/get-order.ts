import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Order } from "@pasal/shared";
import { api } from "@/lib/api-client";

/** GET /api/orders/:orderId: one of the shopper's own orders (the confirmation page; issue 12). */
export const orderQueryKey = (orderId: string) => ["order", orderId] as const;

export const getOrder = (orderId: string, signal?: AbortSignal) => api.get<Order>(`/orders/${encodeURIComponent(orderId)}`, signal);

export const orderQueryOptions = (orderId: string, { waitForPayment = false }: { waitForPayment?: boolean } = {}) =>
  queryOptions({
    queryKey: orderQueryKey(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    // While the gateway has not confirmed yet, look again every few seconds (the server's job asks it each minute).
    refetchInterval: (query) => (waitForPayment && query.state.data?.paymentStatus === "pending" ? 5000 : false),
  });

export const useOrder = (orderId: string, options?: { waitForPayment?: boolean }) => useQuery(orderQueryOptions(orderId, options));
