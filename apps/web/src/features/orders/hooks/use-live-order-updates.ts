import { ORDER_EVENTS } from "@pasal/shared";
import { ordersQueryKey } from "@/lib/queries/get-orders";
import { useLiveRefresh } from "@/lib/use-live-refresh";

const ORDER_UPDATES = [ORDER_EVENTS.updated];

/**
 * Keeps the shopper's order list current while it is open (docs/requirements/orders.md#orders-page): the
 * server puts this socket in the session's room on `orders:subscribe` and says `order:updated` when the
 * shop ships, delivers, cancels or takes back an order.
 */
export function useLiveOrderUpdates(userId: string): void {
  useLiveRefresh(ordersQueryKey(userId), ORDER_EVENTS.subscribe, ORDER_UPDATES);
}
