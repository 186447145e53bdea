import { adminDashboardSchema } from "@pasal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { DashboardService } from "./dashboard-service.js";
import { requirePermission } from "./permissions.js";

export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (app, { dashboard }) => {
  app.get("/admin/dashboard", { ...requirePermission("dashboard:read"), schema: { response: { 200: adminDashboardSchema } } }, async (_request, reply) => {
    reply.header("Cache-Control", "private, no-store");
    return dashboard.summary();
  });
};
