import {
  adminIdParamsSchema,
  adminPositionListSchema,
  adminPositionSchema,
  inboxApplicationListSchema,
  inboxApplicationSchema,
  inboxMessageListSchema,
  inboxMessageSchema,
  inboxQuerySchema,
  inboxStatusRequestSchema,
  positionFieldsSchema,
  positionPatchSchema,
  setupChecklistSchema,
  shopSettingsDraftSchema,
  shopSettingsSchema,
} from "@pasal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ShopSettingsService } from "../shop/shop-settings-service.js";
import type { InboxService } from "./inbox-service.js";
import { actorOf, requirePermission } from "./permissions.js";

/**
 * The inbox, job positions and the shop's settings
 * (docs/requirements/back-office.md#customers-and-moderation,
 * docs/requirements/back-office.md#shop-settings).
 */
export const adminInboxRoutes: FastifyPluginAsyncZod<{ inbox: InboxService; settings: ShopSettingsService }> = async (app, { inbox, settings }) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("Cache-Control", "private, no-store");
  });
  const params = adminIdParamsSchema;

  app.get(
    "/admin/inbox/messages",
    { ...requirePermission("inbox:read"), schema: { querystring: inboxQuerySchema, response: { 200: inboxMessageListSchema } } },
    async (request) => inbox.messages(request.query),
  );
  app.patch(
    "/admin/inbox/messages/:id",
    { ...requirePermission("inbox:write"), schema: { params, body: inboxStatusRequestSchema, response: { 200: inboxMessageSchema } } },
    async (request) => inbox.setMessageStatus(request.params.id, request.body.status, await actorOf(request)),
  );
  app.get(
    "/admin/inbox/applications",
    { ...requirePermission("inbox:read"), schema: { querystring: inboxQuerySchema, response: { 200: inboxApplicationListSchema } } },
    async (request) => inbox.applications(request.query),
  );
  app.patch(
    "/admin/inbox/applications/:id",
    { ...requirePermission("inbox:write"), schema: { params, body: inboxStatusRequestSchema, response: { 200: inboxApplicationSchema } } },
    async (request) => inbox.setApplicationStatus(request.params.id, request.body.status, await actorOf(request)),
  );
  app.get("/admin/inbox/applications/:id/resume", { ...requirePermission("inbox:read"), schema: { params } }, async (request, reply) => {
    const { file, name } = await inbox.resume(request.params.id);
    // Always a download, never shown in the shop's origin; the applicant's name is only a suggestion.
    const safeName = name.replace(/[^\w.\- ]+/g, "_").slice(0, 100) || "resume";
    return reply
      .type(file.contentType)
      .header("Content-Length", file.contentLength)
      .header("Content-Disposition", `attachment; filename="${safeName}"`)
      .header("X-Content-Type-Options", "nosniff")
      .header("Content-Security-Policy", "default-src 'none'; sandbox")
      .send(file.body);
  });

  app.get("/admin/positions", { ...requirePermission("inbox:read"), schema: { response: { 200: adminPositionListSchema } } }, async () => inbox.positions());
  app.post(
    "/admin/positions",
    { ...requirePermission("inbox:write"), schema: { body: positionFieldsSchema, response: { 201: adminPositionSchema } } },
    async (request, reply) => reply.code(201).send(await inbox.createPosition(request.body, await actorOf(request))),
  );
  app.patch(
    "/admin/positions/:id",
    { ...requirePermission("inbox:write"), schema: { params, body: positionPatchSchema, response: { 200: adminPositionSchema } } },
    async (request) => inbox.updatePosition(request.params.id, request.body, await actorOf(request)),
  );

  app.get("/admin/settings", { ...requirePermission("settings:write"), schema: { response: { 200: shopSettingsDraftSchema } } }, async () => settings.draft());
  /** The back office's "Finish setting up your shop" card (decision 030). */
  app.get("/admin/setup-checklist", { ...requirePermission("settings:write"), schema: { response: { 200: setupChecklistSchema } } }, async () =>
    settings.checklist(),
  );
  app.put(
    "/admin/settings",
    { ...requirePermission("settings:write"), schema: { body: shopSettingsSchema, response: { 200: shopSettingsSchema } } },
    async (request) => settings.put(request.body, await actorOf(request)),
  );
};
