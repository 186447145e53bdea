import { z } from "zod";

/**
 * The chat widget's calls and socket events (docs/requirements/content-pages.md#chat, decision 010).
 * Shopper → server: `user:subscribe`, `user-message`; server → shopper: `user-message` (own, echoed to
 * every tab), `admin-message` (the shop's reply), `chat:error`. Staff sockets join with
 * `admin:subscribe` and then receive every shopper's `user-message` and every `admin-message`.
 */
export const CHAT_EVENTS = {
  subscribe: "user:subscribe",
  userMessage: "user-message",
  adminMessage: "admin-message",
  staffSubscribe: "admin:subscribe",
  error: "chat:error",
} as const;

export const CHAT_LIMITS = {
  textMax: 2000,
  pageSize: 50,
  pageMax: 100,
  /** Default of CHAT_MESSAGES_PER_MINUTE, per conversation and per socket connection. */
  messagesPerMinute: 20,
} as const;

export const CHAT_MESSAGES = {
  empty: "Write a message first",
  tooLong: `Keep the message under ${CHAT_LIMITS.textMax} characters`,
  badCharacters: "The message contains characters that are not allowed",
  unknownAttachment: "Attach a file uploaded to this chat first",
  tooFast: "You are sending messages too fast. Please wait a moment.",
  wrongType: "Only JPG, PNG, GIF, WebP images and PDF files can be attached",
  tooLarge: "Files must be less than 5MB",
  noConversation: "There is no such conversation",
  noIdentity: "Open the chat again to start a conversation",
  notAMessage: "Send the message as { text }",
} as const;

/** MIME types for the widget's file picker; the server decides by the bytes. */
export const CHAT_ATTACHMENT_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp", "application/pdf"] as const;

// Line breaks and tabs are text; any other control character, and a UTF-16 half without its
// pair, is refused rather than stored (the u flag makes the class match only lone surrogates).
const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ud800-\udfff]/u;

/** A message as typed: trimmed, 1–2000 characters, plain text (never rendered as HTML). */
export const chatTextSchema = z
  .string({ error: CHAT_MESSAGES.empty })
  .refine((text) => !FORBIDDEN_CHARACTERS.test(text), CHAT_MESSAGES.badCharacters)
  .transform((text) => text.replace(/\r\n?/g, "\n").trim())
  .pipe(z.string().min(1, CHAT_MESSAGES.empty).max(CHAT_LIMITS.textMax, CHAT_MESSAGES.tooLong));

/** POST /chat/messages and the `user-message` event; any id in it is ignored. */
export const chatSendSchema = z.object(
  {
    text: chatTextSchema,
    /** A URL answered by POST /chat/upload for this same conversation. */
    attachmentUrl: z.string().max(500).optional(),
  },
  { error: CHAT_MESSAGES.notAMessage },
);
export type ChatSend = z.infer<typeof chatSendSchema>;

/** POST /admin/chat/conversations/:id/messages. */
export const chatReplySchema = z.object({ text: chatTextSchema });

export const chatAttachmentSchema = z.object({ url: z.string(), type: z.enum(["image", "document"]) });
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

export const chatMessageSchema = z.object({
  _id: z.string(),
  conversationId: z.string(),
  text: z.string(),
  /** "user": the shopper; "admin": the shop. */
  sender: z.enum(["user", "admin"]),
  /** ISO 8601. */
  createdAt: z.string(),
  attachment: chatAttachmentSchema.nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A page of one conversation, oldest first; `hasMore` says older messages exist (ask with `before`). */
export const chatMessageListSchema = z.object({ messages: z.array(chatMessageSchema), hasMore: z.boolean() });
export type ChatMessageList = z.infer<typeof chatMessageListSchema>;

export const chatHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(CHAT_LIMITS.pageMax).default(CHAT_LIMITS.pageSize),
  /** A message id: answers the messages before it. */
  before: z.uuid("before must be a message id").optional(),
});
export type ChatHistoryQuery = z.infer<typeof chatHistoryQuerySchema>;

export const chatUploadResponseSchema = chatAttachmentSchema;

/** One row of the back office inbox. */
export const chatConversationSchema = z.object({
  _id: z.string(),
  shopper: z.object({
    userId: z.string().nullable(),
    /** The account's full name, or "Guest". */
    name: z.string(),
    email: z.string().nullable(),
  }),
  lastMessage: chatMessageSchema,
  /** The shopper's messages the shop has not opened yet. */
  unread: z.number(),
  updatedAt: z.string(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

export const chatConversationListSchema = z.object({ conversations: z.array(chatConversationSchema), hasMore: z.boolean() });

export const chatConversationQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(CHAT_LIMITS.pageMax).default(CHAT_LIMITS.pageSize),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
