import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Order } from "@pasal/shared";
import { api } from "@/lib/api-client";
import { accessQuery } from "@/lib/guest-orders";

/**
 * GET /api/orders/:orderId: one of the shopper's own orders (the confirmation page:
 * docs/requirements/orders.md#order-confirmation).
 */
export const orderQueryKey = (orderId: string) => ["order", orderId] as const;

/** `access`: a guest's order token (decision 026); without it, the signed-in shopper's own order. */
export const getOrder = (orderId: string, signal?: AbortSignal, access?: string) =>
  api.get<Order>(`/orders/${encodeURIComponent(orderId)}${accessQuery(access)}`, signal);

type OrderQuery = { waitForPayment?: boolean; access?: string };

export const orderQueryOptions = (orderId: string, { waitForPayment = false, access }: OrderQuery = {}) =>
  queryOptions({
    queryKey: orderQueryKey(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal, access),
    // While the gateway has not confirmed yet, look again every few seconds (the server's job asks it each minute).
    refetchInterval: (query) => (waitForPayment && query.state.data?.paymentStatus === "pending" ? 5000 : false),
  });

export const useOrder = (orderId: string, options?: OrderQuery) => useQuery(orderQueryOptions(orderId, options));
