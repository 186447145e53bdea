import {
  chatConversationListSchema,
  chatConversationQuerySchema,
  chatHistoryQuerySchema,
  chatMessageListSchema,
  chatMessageSchema,
  chatReplySchema,
} from "@pasal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAdmin } from "../auth/auth-context.js";
import type { ChatService } from "./chat-service.js";

const conversationParams = z.object({ id: z.uuid("Unknown conversation") });

/** The back office inbox: every conversation, read and answered by the shop's admins. */
export const chatAdminRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  // Before the body is read: without rights, nothing about the request is answered but 401/403.
  app.addHook("onRequest", async (request) => {
    await requireAdmin(request);
  });

  app.get(
    "/admin/chat/conversations",
    { schema: { querystring: chatConversationQuerySchema, response: { 200: chatConversationListSchema } } },
    async (request, reply) => {
      reply.header("Cache-Control", "private, no-store");
      return chat.conversations(request.query);
    },
  );

  app.get(
    "/admin/chat/conversations/:id/messages",
    { schema: { params: conversationParams, querystring: chatHistoryQuerySchema, response: { 200: chatMessageListSchema } } },
    async (request, reply) => {
      reply.header("Cache-Control", "private, no-store");
      return chat.staffHistory(request.params.id, request.query);
    },
  );

  app.post(
    "/admin/chat/conversations/:id/messages",
    { schema: { params: conversationParams, body: chatReplySchema, response: { 201: chatMessageSchema } } },
    async (request, reply) => {
      const staff = await requireAdmin(request);
      return reply.code(201).send(await chat.reply(staff.id, request.params.id, request.body.text));
    },
  );
};
