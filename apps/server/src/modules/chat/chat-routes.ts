import { CHAT_MESSAGES, chatHistoryQuerySchema, chatMessageListSchema, chatMessageSchema, chatSendSchema, chatUploadResponseSchema } from "@pasal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config.js";
import { rateLimited } from "../auth/rate-limits.js";
import { readCheckedUpload } from "../../storage/checked-upload.js";
import { CHAT_ATTACHMENT_KINDS, MAX_UPLOAD_BYTES } from "../../storage/file-kinds.js";
import type { FileStore } from "../../storage/file-store.js";
import { withSavedUploads } from "../../storage/upload-store.js";
import { chatOwnerOfRequest } from "./chat-identity.js";
import type { ChatService } from "./chat-service.js";

const CHAT_UPLOAD = {
  fields: [],
  files: {
    file: {
      kinds: CHAT_ATTACHMENT_KINDS,
      maxBytes: MAX_UPLOAD_BYTES,
      maxCount: 1,
      required: true,
      missing: "Choose a file to attach",
      tooLarge: CHAT_MESSAGES.tooLarge,
      wrongType: CHAT_MESSAGES.wrongType,
      tooMany: "Attach one file at a time",
    },
  },
} as const;

// Per address, on top of the per-conversation limit in ChatService: a client that drops its
// guest cookie gets a new conversation, but not a new address.
const SEND_LIMITS: Parameters<typeof rateLimited>[2] = [{ by: "ip", max: 60, minutes: 1, message: CHAT_MESSAGES.tooFast }];
const UPLOAD_LIMITS: Parameters<typeof rateLimited>[2] = [{ by: "ip", max: 20, minutes: 10 }];

/** The shopper's side of the chat widget (decision 010); the socket events are in chat-socket.ts. */
export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService; config: Config; uploads: FileStore }> = async (app, { chat, config, uploads }) => {
  app.get("/chat/messages", { schema: { querystring: chatHistoryQuerySchema, response: { 200: chatMessageListSchema } } }, async (request, reply) => {
    reply.header("Cache-Control", "private, no-store");
    return chat.history(await chatOwnerOfRequest(request, reply, config), request.query);
  });

  // For clients without a socket; the message reaches the shop's inbox live all the same.
  app.post(
    "/chat/messages",
    { schema: { body: chatSendSchema, response: { 201: chatMessageSchema } }, preHandler: rateLimited(app, "chat-send", SEND_LIMITS) },
    async (request, reply) => {
      const owner = await chatOwnerOfRequest(request, reply, config);
      return reply.code(201).send(await chat.sendFromShopper(owner, request.body));
    },
  );

  app.post(
    "/chat/upload",
    { schema: { response: { 201: chatUploadResponseSchema } }, preHandler: rateLimited(app, "chat-upload", UPLOAD_LIMITS) },
    async (request, reply) => {
      const owner = await chatOwnerOfRequest(request, reply, config);
      const upload = await readCheckedUpload(request, CHAT_UPLOAD);
      const file = upload.files.file[0]!;
      const media = file.kind.media === "image" ? "image" : "document";
      const [saved] = await withSavedUploads(uploads, "chat", [file], async (saved) => {
        await chat.recordUpload(owner, saved[0]!.url, media);
        return saved;
      });
      return reply.code(201).send({ url: saved!.url, type: media });
    },
  );
};
