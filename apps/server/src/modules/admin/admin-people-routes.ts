import {
  adminCustomerDetailSchema,
  adminCustomerListSchema,
  adminCustomerQuerySchema,
  adminIdParamsSchema,
  adminReviewListSchema,
  adminReviewQuerySchema,
  adminReviewSchema,
  adminTestimonialListSchema,
  adminTestimonialQuerySchema,
  adminTestimonialSchema,
} from "@pasal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { CustomerAdminService } from "./customer-admin-service.js";
import type { ModerationService } from "./moderation-service.js";
import { actorOf, requirePermission } from "./permissions.js";

/** Customers and the moderation queue (docs/requirements/back-office.md#customers-and-moderation). */
export const adminPeopleRoutes: FastifyPluginAsyncZod<{ customers: CustomerAdminService; moderation: ModerationService }> = async (
  app,
  { customers, moderation },
) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("Cache-Control", "private, no-store");
  });
  const params = adminIdParamsSchema;

  app.get(
    "/admin/customers",
    { ...requirePermission("customers:read"), schema: { querystring: adminCustomerQuerySchema, response: { 200: adminCustomerListSchema } } },
    async (request) => customers.list(request.query),
  );
  app.get(
    "/admin/customers/:id",
    { ...requirePermission("customers:read"), schema: { params, response: { 200: adminCustomerDetailSchema } } },
    async (request) => customers.detail(request.params.id),
  );
  for (const [action, disabled] of [
    ["disable", true],
    ["enable", false],
  ] as const) {
    app.post(
      `/admin/customers/:id/${action}`,
      { ...requirePermission("customers:write"), schema: { params, response: { 200: adminCustomerDetailSchema } } },
      async (request) => customers.setDisabled(request.params.id, disabled, await actorOf(request)),
    );
  }

  app.get(
    "/admin/testimonials",
    { ...requirePermission("moderation:write"), schema: { querystring: adminTestimonialQuerySchema, response: { 200: adminTestimonialListSchema } } },
    async (request) => moderation.testimonials(request.query),
  );
  for (const [action, approve] of [
    ["approve", true],
    ["reject", false],
  ] as const) {
    app.post(
      `/admin/testimonials/:id/${action}`,
      { ...requirePermission("moderation:write"), schema: { params, response: { 200: adminTestimonialSchema } } },
      async (request) => moderation.decideTestimonial(request.params.id, approve, await actorOf(request)),
    );
  }

  app.get(
    "/admin/reviews",
    { ...requirePermission("moderation:write"), schema: { querystring: adminReviewQuerySchema, response: { 200: adminReviewListSchema } } },
    async (request) => moderation.reviews(request.query),
  );
  for (const [action, hide] of [
    ["hide", true],
    ["restore", false],
  ] as const) {
    app.post(
      `/admin/reviews/:id/${action}`,
      { ...requirePermission("moderation:write"), schema: { params, response: { 200: adminReviewSchema } } },
      async (request) => moderation.setReviewHidden(request.params.id, hide, await actorOf(request)),
    );
  }
};
