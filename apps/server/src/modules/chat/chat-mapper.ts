import type { ChatMessage } from "@pasal/shared";
import type { chatMessages } from "../../db/schema/index.js";

type MessageRow = typeof chatMessages.$inferSelect;

/** The only row → API mapping of a chat message. */
export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    _id: row.id,
    conversationId: row.conversationId,
    text: row.text,
    sender: row.sender === "staff" ? "admin" : "user",
    createdAt: row.createdAt.toISOString(),
    attachment: row.attachmentUrl && row.attachmentType ? { url: row.attachmentUrl, type: row.attachmentType } : null,
  };
}
