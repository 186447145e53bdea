import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Order } from "@pasal/shared";
import { api } from "../api-client";

/**
 * The signed-in shopper's orders (GET /orders/{userId}, docs/requirements/orders.md#orders-page). The
 * key lives here, not in a feature, because checkout refreshes it after placing an order and
 * orders/profile read it.
 */
export const ordersQueryKey = (userId: string) => ["orders", userId] as const;

export const getOrders = (userId: string, signal?: AbortSignal) => api.get<Order[]>(`/orders/${encodeURIComponent(userId)}`, signal);

export const ordersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ordersQueryKey(userId),
    queryFn: ({ signal }) => getOrders(userId, signal),
  });

export const useOrders = (userId: string) => useQuery(ordersQueryOptions(userId));
