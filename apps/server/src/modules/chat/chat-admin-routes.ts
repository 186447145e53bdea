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
import { actorOf, requirePermission } from "../admin/permissions.js";
import type { ChatService } from "./chat-service.js";

const conversationParams = z.object({ id: z.uuid("Unknown conversation") });

/** The back office inbox: every conversation, read (inbox:read) and answered (inbox:write) by the shop's staff. */
export const chatAdminRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  app.get(
    "/admin/chat/conversations",
    { ...requirePermission("inbox:read"), schema: { querystring: chatConversationQuerySchema, response: { 200: chatConversationListSchema } } },
    async (request, reply) => {
      reply.header("Cache-Control", "private, no-store");
      return chat.conversations(request.query);
    },
  );

  app.get(
    "/admin/chat/conversations/:id/messages",
    {
      ...requirePermission("inbox:read"),
      schema: { params: conversationParams, querystring: chatHistoryQuerySchema, response: { 200: chatMessageListSchema } },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "private, no-store");
      return chat.staffHistory(request.params.id, request.query);
    },
  );

  app.post(
    "/admin/chat/conversations/:id/messages",
    { ...requirePermission("inbox:write"), schema: { params: conversationParams, body: chatReplySchema, response: { 201: chatMessageSchema } } },
    async (request, reply) => {
      const { actorUserId } = await actorOf(request);
      return reply.code(201).send(await chat.reply(actorUserId, request.params.id, request.body.text));
    },
  );
};
