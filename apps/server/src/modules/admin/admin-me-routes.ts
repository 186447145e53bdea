import { ROLE_PERMISSIONS, adminMeSchema, auditListSchema, auditQuerySchema } from "@pasal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../auth/auth-context.js";
import { toAuthUser } from "../users/user-mapper.js";
import type { AuditService } from "./audit-service.js";
import { requirePermission } from "./permissions.js";

/** Who is signed in to the back office (the UI hides what the role lacks) and the audit log. */
export const adminMeRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get("/admin/me", { ...requirePermission("dashboard:read"), schema: { response: { 200: adminMeSchema } } }, async (request, reply) => {
    reply.header("Cache-Control", "private, no-store");
    const user = await requireUser(request);
    return { user: toAuthUser(user), role: user.role, permissions: [...ROLE_PERMISSIONS[user.role]] };
  });

  app.get(
    "/admin/audit",
    { ...requirePermission("audit:read"), schema: { querystring: auditQuerySchema, response: { 200: auditListSchema } } },
    async (request, reply) => {
      reply.header("Cache-Control", "private, no-store");
      return audit.list(request.query);
    },
  );
};
