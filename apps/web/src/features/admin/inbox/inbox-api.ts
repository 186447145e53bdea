import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { ChatMessage, chatConversationListSchema, chatMessageListSchema } from "@pasal/shared";
import { adminApi, queryString } from "../lib/admin-request";

/*
 * Contact messages, applications and positions are being built on another branch; these shapes
 * follow issue 11 ("status new / replied / archived; résumé download; positions create / edit /
 * close") and live here alone for the lead to align when merging. The chat calls exist already.
 */
export const INBOX_STATUSES = ["new", "replied", "archived"] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export type ContactMessage = { id: string; name: string; email: string; message: string; status: InboxStatus; createdAt: string };
export type JobApplication = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  position: string;
  linkedin: string;
  coverLetter: string;
  status: InboxStatus;
  createdAt: string;
};
export type AdminPosition = { id: string; title: string; location: string; type: string; department: string; description: string; open: boolean };
export type PositionInput = Omit<AdminPosition, "id">;

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

export const conversationsQuery = () => ({
  queryKey: ["admin", "chat", "conversations"],
  queryFn: ({ signal }: { signal: AbortSignal }) => adminApi.get<ConversationList>("/admin/chat/conversations?limit=50", signal),
  refetchInterval: 15_000,
});

export const chatMessagesQuery = (conversationId: string) => ({
  queryKey: ["admin", "chat", "messages", conversationId],
  queryFn: ({ signal }: { signal: AbortSignal }) => adminApi.get<MessageList>(`/admin/chat/conversations/${conversationId}/messages?limit=50`, signal),
  refetchInterval: 10_000,
});

export function useChatReply(conversationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => adminApi.post<ChatMessage>(`/admin/chat/conversations/${conversationId}/messages`, { text }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["admin", "chat"] }),
  });
}
