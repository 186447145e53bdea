import { CHAT_MESSAGES, type ChatConversation, type ChatHistoryQuery, type ChatMessage, type ChatMessageList, type ChatSend } from "@pasal/shared";
import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { chatConversations, chatMessages, chatUploads, users } from "../../db/schema/index.js";
import { HttpError, badRequest, notFound } from "../../lib/http-error.js";
import type { ChatLive } from "./chat-live.js";
import { toChatMessage } from "./chat-mapper.js";
import type { ChatOwner } from "./chat-owner.js";
import type { ChatRateLimit } from "./chat-rate-limit.js";

type ConversationRow = typeof chatConversations.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

/**
 * The chat between shoppers and the shop (decision 010): one conversation per shopper, messages
 * stored before they are delivered live, the shopper's messages limited per conversation.
 * Both the HTTP calls and the socket events come here.
 */
export class ChatService {
  constructor(
    private readonly db: Db,
    private readonly perConversation: ChatRateLimit,
    readonly live: ChatLive,
  ) {}

  /** The caller's own messages; a shopper who never wrote has none (and no conversation yet). */
  async history(owner: ChatOwner, query: ChatHistoryQuery): Promise<ChatMessageList> {
    const conversationId = await this.findConversation(owner);
    return conversationId ? this.page(conversationId, query) : { messages: [], hasMore: false };
  }

  async sendFromShopper(owner: ChatOwner, input: ChatSend): Promise<ChatMessage> {
    const conversationId = await this.ensureConversation(owner);
    if (!(await this.perConversation.take(conversationId))) throw new HttpError(429, CHAT_MESSAGES.tooFast);
    const attachment = input.attachmentUrl ? await this.ownUpload(conversationId, input.attachmentUrl) : null;
    const row = await this.store({
      conversationId,
      sender: "shopper",
      text: input.text,
      attachmentUrl: attachment?.url ?? null,
      attachmentType: attachment?.media ?? null,
    });
    const message = toChatMessage(row);
    this.live.fromShopper(owner, message);
    return message;
  }

  /** Remembers a file saved by POST /chat/upload, so only this conversation may attach it. */
  async recordUpload(owner: ChatOwner, url: string, media: "image" | "document"): Promise<void> {
    const conversationId = await this.ensureConversation(owner);
    await this.db.insert(chatUploads).values({ conversationId, url, media });
  }

  /** The back office inbox: conversations with messages, newest activity first. */
  async conversations(query: { limit: number; offset: number }): Promise<{ conversations: ChatConversation[]; hasMore: boolean }> {
    const unread = sql<number>`(select count(*)::int from chat_messages m where m.conversation_id = ${chatConversations.id}
      and m.sender = 'shopper' and m.created_at > coalesce(${chatConversations.staffReadAt}, '-infinity'::timestamptz))`;
    const rows = await this.db
      .select({ conversation: chatConversations, name: users.fullName, email: users.email, unread })
      .from(chatConversations)
      .leftJoin(users, eq(users.id, chatConversations.userId))
      .where(sql`exists (select 1 from chat_messages m where m.conversation_id = ${chatConversations.id})`)
      .orderBy(desc(chatConversations.lastMessageAt), desc(chatConversations.id))
      .limit(query.limit + 1)
      .offset(query.offset);
    const page = rows.slice(0, query.limit);
    const last = await this.lastMessages(page.map((row) => row.conversation.id));
    return {
      hasMore: rows.length > query.limit,
      conversations: page.flatMap(({ conversation, name, email, unread }) => {
        const lastMessage = last.get(conversation.id);
        if (!lastMessage) return [];
        return [
          {
            _id: conversation.id,
            shopper: { userId: conversation.userId, name: name ?? "Guest", email: email ?? null },
            lastMessage: toChatMessage(lastMessage),
            unread: Number(unread),
            updatedAt: conversation.lastMessageAt.toISOString(),
          },
        ];
      }),
    };
  }

  /** One conversation for the staff; opening its newest page marks the shopper's messages read. */
  async staffHistory(conversationId: string, query: ChatHistoryQuery): Promise<ChatMessageList> {
    await this.conversationById(conversationId);
    const page = await this.page(conversationId, query);
    const newest = page.messages.at(-1);
    if (!query.before && newest) {
      await this.db
        .update(chatConversations)
        // The stored time, not the API's millisecond one, or the newest message would stay unread.
        .set({ staffReadAt: sql`greatest(${chatConversations.staffReadAt}, (select created_at from chat_messages where id = ${newest._id}))` })
        .where(eq(chatConversations.id, conversationId));
    }
    return page;
  }

  /** The shop answers: stored, then sent live to the shopper's room on whichever instance holds it. */
  async reply(staffUserId: string, conversationId: string, text: string): Promise<ChatMessage> {
    const conversation = await this.conversationById(conversationId);
    const row = await this.store({ conversationId, sender: "staff", staffUserId, text }, true);
    const message = toChatMessage(row);
    this.live.fromStaff(ownerOf(conversation), message);
    return message;
  }

  private async page(conversationId: string, { limit, before }: ChatHistoryQuery): Promise<ChatMessageList> {
    const conditions: SQL[] = [eq(chatMessages.conversationId, conversationId)];
    // Keyset paging on (created_at, id); an id from another conversation matches nothing.
    if (before) {
      conditions.push(sql`(${chatMessages.createdAt}, ${chatMessages.id}) < (select created_at, id from chat_messages
        where id = ${before} and conversation_id = ${conversationId})`);
    }
    const rows = await this.db
      .select()
      .from(chatMessages)
      .where(and(...conditions))
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(limit + 1);
    return { messages: rows.slice(0, limit).reverse().map(toChatMessage), hasMore: rows.length > limit };
  }

  private async store(values: typeof chatMessages.$inferInsert, staffRead = false): Promise<MessageRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(chatMessages).values(values).returning();
      // now() is the transaction's time, the very created_at of the row (stored to the microsecond).
      await tx
        .update(chatConversations)
        .set({ lastMessageAt: sql`now()`, ...(staffRead ? { staffReadAt: sql`now()` } : {}) })
        .where(eq(chatConversations.id, values.conversationId));
      return row!;
    });
  }

  private async findConversation(owner: ChatOwner): Promise<string | undefined> {
    const where = owner.kind === "user" ? eq(chatConversations.userId, owner.userId) : eq(chatConversations.guestId, owner.guestId);
    const [found] = await this.db.select({ id: chatConversations.id }).from(chatConversations).where(where).limit(1);
    return found?.id;
  }

  private async ensureConversation(owner: ChatOwner): Promise<string> {
    const found = await this.findConversation(owner);
    if (found) return found;
    // Two first messages racing (two tabs) end in the same conversation: the unique index decides.
    await this.db
      .insert(chatConversations)
      .values(owner.kind === "user" ? { userId: owner.userId } : { guestId: owner.guestId })
      .onConflictDoNothing();
    return (await this.findConversation(owner))!;
  }

  private async conversationById(id: string): Promise<ConversationRow> {
    const [conversation] = await this.db.select().from(chatConversations).where(eq(chatConversations.id, id)).limit(1);
    if (!conversation) throw notFound(CHAT_MESSAGES.noConversation);
    return conversation;
  }

  /** An attachment must be a file uploaded to this very conversation; its type is the one checked then. */
  private async ownUpload(conversationId: string, attachmentUrl: string) {
    // A client may send back the URL made absolute; the stored one is what counts.
    const candidates = [attachmentUrl];
    if (URL.canParse(attachmentUrl)) candidates.push(new URL(attachmentUrl).pathname);
    const [upload] = await this.db
      .select({ url: chatUploads.url, media: chatUploads.media })
      .from(chatUploads)
      .where(and(eq(chatUploads.conversationId, conversationId), inArray(chatUploads.url, candidates)))
      .limit(1);
    if (!upload) throw badRequest(CHAT_MESSAGES.unknownAttachment);
    return upload;
  }

  private async lastMessages(conversationIds: string[]): Promise<Map<string, MessageRow>> {
    if (conversationIds.length === 0) return new Map();
    const rows = await this.db
      .selectDistinctOn([chatMessages.conversationId])
      .from(chatMessages)
      .where(inArray(chatMessages.conversationId, conversationIds))
      .orderBy(chatMessages.conversationId, desc(chatMessages.createdAt), desc(chatMessages.id));
    return new Map(rows.map((row) => [row.conversationId, row]));
  }
}

function ownerOf(conversation: ConversationRow): ChatOwner {
  return conversation.userId ? { kind: "user", userId: conversation.userId } : { kind: "guest", guestId: conversation.guestId! };
}
