import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.js";

/**
 * One conversation per shopper: a signed-in account (user_id) or a guest known only by the
 * random id in its signed cookie (guest_id), never both (decision 010).
 */
export const chatConversations = pgTable(
  "chat_conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    guestId: uuid("guest_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Moves with every message: the back office inbox is sorted by it. */
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    /** The shopper's messages after this are unread by the shop. */
    staffReadAt: timestamp("staff_read_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("chat_conversations_user_key").on(t.userId),
    uniqueIndex("chat_conversations_guest_key").on(t.guestId),
    index("chat_conversations_activity_idx").on(t.lastMessageAt.desc(), t.id.desc()),
    check("chat_conversations_one_owner", sql`(${t.userId} is null) <> (${t.guestId} is null)`),
  ],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => chatConversations.id, { onDelete: "cascade" }),
    sender: text("sender", { enum: ["shopper", "staff"] }).notNull(),
    /** Who answered, for staff messages; kept as null if that account is deleted. */
    staffUserId: uuid("staff_user_id").references(() => users.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    attachmentUrl: text("attachment_url"),
    attachmentType: text("attachment_type", { enum: ["image", "document"] }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // History pages and unread counts read one conversation in time order.
    index("chat_messages_conversation_idx").on(t.conversationId, t.createdAt, t.id),
    check("chat_messages_sender_valid", sql`${t.sender} in ('shopper', 'staff')`),
    check("chat_messages_staff_only", sql`${t.staffUserId} is null or ${t.sender} = 'staff'`),
    check("chat_messages_attachment_pair", sql`(${t.attachmentUrl} is null) = (${t.attachmentType} is null)`),
  ],
);

/** Files uploaded for a conversation: a message may attach only its own conversation's uploads. */
export const chatUploads = pgTable(
  "chat_uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => chatConversations.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    media: text("media", { enum: ["image", "document"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("chat_uploads_url_key").on(t.url), index("chat_uploads_conversation_idx").on(t.conversationId)],
);
