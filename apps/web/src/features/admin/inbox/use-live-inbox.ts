import { CHAT_EVENTS } from "@pasal/shared";
import { useLiveRefresh } from "@/lib/use-live-refresh";
import { CHAT_QUERY_KEY } from "./inbox-api";

const INBOX_EVENTS = [CHAT_EVENTS.userMessage, CHAT_EVENTS.adminMessage];

/**
 * Keeps the chat inbox current while it is open (decision 010): the server puts this socket in the
 * staff room on `admin:subscribe` (for a session with `inbox:read`) and sends every shopper's and
 * staff member's message there; each refetches the conversations and the open one.
 */
export function useLiveInbox(): void {
  useLiveRefresh(CHAT_QUERY_KEY, CHAT_EVENTS.staffSubscribe, INBOX_EVENTS);
}
