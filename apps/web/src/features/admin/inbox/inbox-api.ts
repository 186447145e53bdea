import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  ChatMessage,
  adminPositionSchema,
  chatConversationListSchema,
  chatMessageListSchema,
  inboxApplicationSchema,
  inboxMessageSchema,
  inboxStatusRequestSchema,
  positionFieldsSchema,
} from "@pasal/shared";
import { adminApi, queryString } from "../lib/admin-request";

/** The server's shapes (packages/shared/src/admin-people.ts); the chat calls are the chat module's. */
export { INBOX_STATUS_VALUES as INBOX_STATUSES } from "@pasal/shared";
export type InboxStatus = z.infer<typeof inboxStatusRequestSchema>["status"];
export type ContactMessage = z.infer<typeof inboxMessageSchema>;
export type JobApplication = z.infer<typeof inboxApplicationSchema>;
export type AdminPosition = z.infer<typeof adminPositionSchema>;
export type PositionInput = z.input<typeof positionFieldsSchema>;

export const resumeUrl = (applicationId: string) => `/api/admin/inbox/applications/${applicationId}/resume`;

export const inboxQuery = <T>(kind: "messages" | "applications", status: string) => ({
  queryKey: ["admin", "inbox", kind, status],
  queryFn: ({ signal }: { signal: AbortSignal }) => adminApi.get<{ items: T[] }>(`/admin/inbox/${kind}${queryString({ status })}`, signal),
});

export function useSetInboxStatus(kind: "messages" | "applications") {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: InboxStatus }) => adminApi.patch<unknown>(`/admin/inbox/${kind}/${id}`, { status }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["admin", "inbox", kind] }),
  });
}

export const positionsQuery = () => ({
  queryKey: ["admin", "positions"],
  queryFn: ({ signal }: { signal: AbortSignal }) => adminApi.get<{ items: AdminPosition[] }>("/admin/positions", signal),
});

export function useSavePosition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: Partial<PositionInput> }) =>
      id ? adminApi.patch<AdminPosition>(`/admin/positions/${id}`, input) : adminApi.post<AdminPosition>("/admin/positions", input),
    onSuccess: () => client.invalidateQueries({ queryKey: ["admin", "positions"] }),
  });
}

type ConversationList = z.infer<typeof chatConversationListSchema>;
type MessageList = z.infer<typeof chatMessageListSchema>;

/** Everything the chat inbox shows: the conversations and each one's messages. */
export const CHAT_QUERY_KEY = ["admin", "chat"] as const;

// Both stay current through the staff room's socket while the inbox is open (use-live-inbox.ts).
export const conversationsQuery = () => ({
  queryKey: [...CHAT_QUERY_KEY, "conversations"],
  queryFn: ({ signal }: { signal: AbortSignal }) => adminApi.get<ConversationList>("/admin/chat/conversations?limit=50", signal),
});

export const chatMessagesQuery = (conversationId: string) => ({
  queryKey: [...CHAT_QUERY_KEY, "messages", conversationId],
  queryFn: ({ signal }: { signal: AbortSignal }) => adminApi.get<MessageList>(`/admin/chat/conversations/${conversationId}/messages?limit=50`, signal),
});

export function useChatReply(conversationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => adminApi.post<ChatMessage>(`/admin/chat/conversations/${conversationId}/messages`, { text }),
    onSuccess: () => client.invalidateQueries({ queryKey: CHAT_QUERY_KEY }),
  });
}
