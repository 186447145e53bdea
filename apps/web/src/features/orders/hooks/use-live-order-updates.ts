import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { io } from "socket.io-client";
import { ORDER_EVENTS } from "@pasal/shared";
import { ordersQueryKey } from "@/lib/queries/get-orders";
import { PRESENCE_SOCKET_OPTIONS } from "@/lib/use-presence";

/**
 * Keeps the shopper's order list current while it is open (issue 11): the server puts this socket
 * in the session's room on `orders:subscribe` (again after every reconnect) and says
 * `order:updated` when the shop ships, delivers, cancels or takes back an order.
 */
export function useLiveOrderUpdates(userId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = io(PRESENCE_SOCKET_OPTIONS);
    const subscribe = () => socket.emit(ORDER_EVENTS.subscribe, {});
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ordersQueryKey(userId) });
    socket.on("connect", subscribe);
    socket.on(ORDER_EVENTS.updated, refresh);
    return () => {
      socket.off("connect", subscribe);
      socket.off(ORDER_EVENTS.updated, refresh);
      socket.disconnect();
    };
  }, [queryClient, userId]);
}
