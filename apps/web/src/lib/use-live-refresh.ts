import { useEffect } from "react";
import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { io } from "socket.io-client";
import { PRESENCE_SOCKET_OPTIONS } from "./use-presence";

/**
 * Keeps the queries under `queryKey` current while a screen is open: a socket joins the server's
 * room with `subscribe` on every (re)connection, which also refetches (what changed while the
 * socket was away), and any of `events` refetches too. Used by the shopper's orders and the back
 * office's chat inbox; the server decides who may join which room.
 */
export function useLiveRefresh(queryKey: QueryKey, subscribe: string, events: readonly string[]): void {
  const queryClient = useQueryClient();
  // By value, so a key made anew on each render does not reconnect (`events`: a module constant).
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    const socket = io(PRESENCE_SOCKET_OPTIONS);
    const refresh = () => void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey });
    const join = () => {
      socket.emit(subscribe, {});
      refresh();
    };
    socket.on("connect", join);
    for (const name of events) socket.on(name, refresh);
    return () => {
      socket.off("connect", join);
      for (const name of events) socket.off(name, refresh);
      socket.disconnect();
    };
  }, [queryClient, key, subscribe, events]);
}
