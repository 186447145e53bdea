import { CHAT_EVENTS, CHAT_MESSAGES, chatSendSchema, hasPermission } from "@pasal/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Server, Socket } from "socket.io";
import { HttpError } from "../../lib/http-error.js";
import type { SocketIdentities } from "./chat-identity.js";
import { STAFF_ROOM, ownerRoom } from "./chat-owner.js";
import { ChatRateLimit } from "./chat-rate-limit.js";
import type { ChatService } from "./chat-service.js";

export interface ChatSocketOptions {
  chat: ChatService;
  identities: SocketIdentities;
  log: FastifyBaseLogger;
  messagesPerMinute: number;
}

type Ack = (answer: { ok: boolean; message?: unknown }) => void;

const FAILED = "The message could not be sent. Please try again.";

/**
 * The chat widget's socket events on the presence server's socket.io (decision 010). Identity is
 * the handshake's cookies, looked up on every event; any id in a payload is ignored. A refused
 * event is answered with `chat:error` {message} (and a negative acknowledgement when asked).
 */
export function attachChatSocket(io: Server, { chat, identities, log, messagesPerMinute }: ChatSocketOptions): void {
  chat.live.attach(io);
  io.engine.on("initial_headers", (headers: Record<string, unknown>, request) => identities.mintGuestCookie(headers, request));
  // Per connection: a socket is one process's, so its budget is counted in that process.
  const messagesPerSocket = new ChatRateLimit({ perMinute: messagesPerMinute, keyPrefix: "chat-socket-messages" });
  const joinsPerSocket = new ChatRateLimit({ perMinute: 30, keyPrefix: "chat-socket-joins" });

  io.on("connection", (socket) => {
    const refuse = (message: string, ack?: Ack) => {
      socket.emit(CHAT_EVENTS.error, { message });
      ack?.({ ok: false, message });
    };

    on(socket, CHAT_EVENTS.subscribe, async (_payload, ack) => {
      if (!(await joinsPerSocket.take(socket.id))) return refuse(CHAT_MESSAGES.tooFast, ack);
      const caller = await identities.resolve(socket.request);
      if (!caller) return refuse(CHAT_MESSAGES.noIdentity, ack);
      // A socket follows one conversation: the one of whoever its cookies say now.
      for (const room of socket.rooms) if (room.startsWith("chat:") && room !== STAFF_ROOM) void socket.leave(room);
      await socket.join(ownerRoom(caller.owner));
      ack?.({ ok: true });
    });

    on(socket, CHAT_EVENTS.userMessage, async (payload, ack) => {
      if (!(await messagesPerSocket.take(socket.id))) return refuse(CHAT_MESSAGES.tooFast, ack);
      const parsed = chatSendSchema.safeParse(payload);
      if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? FAILED, ack);
      const caller = await identities.resolve(socket.request);
      if (!caller) return refuse(CHAT_MESSAGES.noIdentity, ack);
      const message = await chat.sendFromShopper(caller.owner, parsed.data);
      ack?.({ ok: true, message });
    });

    on(socket, CHAT_EVENTS.staffSubscribe, async (_payload, ack) => {
      if (!(await joinsPerSocket.take(socket.id))) return refuse(CHAT_MESSAGES.tooFast, ack);
      const caller = await identities.resolve(socket.request);
      if (!caller?.user || !hasPermission(caller.user.role, "inbox:read")) return refuse("Only the shop's staff can open the inbox", ack);
      await socket.join(STAFF_ROOM);
      ack?.({ ok: true });
    });

    function on(target: Socket, event: string, handle: (payload: unknown, ack?: Ack) => Promise<void>) {
      target.on(event, (...args: unknown[]) => {
        // socket.io passes the acknowledgement callback last, whether or not a payload came.
        const ack = typeof args.at(-1) === "function" ? (args.at(-1) as Ack) : undefined;
        const payload = ack && args.length === 1 ? undefined : args[0];
        handle(payload, ack).catch((error: unknown) => {
          if (error instanceof HttpError && error.statusCode < 500) return refuse(error.message, ack);
          log.error({ err: error, event }, "chat: socket event failed");
          refuse(FAILED, ack);
        });
      });
    }
  });
}
