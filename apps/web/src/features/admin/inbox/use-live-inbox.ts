import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { io } from "socket.io-client";
import { CHAT_EVENTS } from "@pasal/shared";
import { PRESENCE_SOCKET_OPTIONS } from "@/lib/use-presence";
import { CHAT_QUERY_KEY } from "./inbox-api";

/**
 * Keeps the chat inbox current while it is open (decision 010): the server puts this socket in the
 * staff room on `admin:subscribe` (checked against the session's `inbox:read`, again after every
 * reconnect) and sends every shopper's and staff member's message there. Each refetches the inbox;
 * so does every (re)connection, for what was said while the socket was away.
 */
export function useLiveInbox(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = io(PRESENCE_SOCKET_OPTIONS);
    const refresh = () => void queryClient.invalidateQueries({ queryKey: CHAT_QUERY_KEY });
    const subscribe = () => {
      socket.emit(CHAT_EVENTS.staffSubscribe, {});
      refresh();
    };
    socket.on("connect", subscribe);
    socket.on(CHAT_EVENTS.userMessage, refresh);
    socket.on(CHAT_EVENTS.adminMessage, refresh);
    return () => {
      socket.off("connect", subscribe);
      socket.off(CHAT_EVENTS.userMessage, refresh);
      socket.off(CHAT_EVENTS.adminMessage, refresh);
      socket.disconnect();
    };
  }, [queryClient]);
}
