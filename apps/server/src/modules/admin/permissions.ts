import { hasPermission, type Permission } from "@pasal/shared";
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import type { Actor } from "../../lib/actor.js";
import { forbidden } from "../../lib/http-error.js";
import { requireUser } from "../auth/auth-context.js";
import type { UserRow } from "../auth/session-service.js";

export { PERMISSIONS, ROLE_PERMISSIONS, hasPermission, type Permission } from "@pasal/shared";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The permission an admin route needs (decision 015); read by the route table and its test. */
    permission?: Permission;
  }
}

/** The signed-in user if their role holds `permission`: else 401 (no session) or 403. */
export async function requireStaff(request: FastifyRequest, permission: Permission): Promise<UserRow> {
  const user = await requireUser(request);
  if (user.role === "customer") throw forbidden("Only the shop's staff can do this");
  if (!hasPermission(user.role, permission)) throw forbidden("Your role in the shop does not allow this");
  return user;
}

/**
 * Route options that declare and enforce a permission, next to the handler:
 * `app.get("/admin/orders", { ...requirePermission("orders:read"), schema }, handler)`.
 * It runs on request, before the body is read: without the right, nothing but 401/403 is answered.
 */
export function requirePermission(permission: Permission): { config: { permission: Permission }; onRequest: onRequestAsyncHookHandler } {
  return {
    config: { permission },
    onRequest: async (request) => {
      await requireStaff(request, permission);
    },
  };
}

/** Who acts (already resolved by the guard, so this costs nothing) and from where, for the audit log. */
export async function actorOf(request: FastifyRequest): Promise<Actor> {
  const user = await requireUser(request);
  return { actorUserId: user.id, ip: request.ip, role: user.role };
}

/**
 * Refuses to start with an admin route that declares no permission, so one cannot ship unguarded
 * (the route-table test checks the same and that the guard really answers 401/403).
 */
export function refuseUndeclaredAdminRoutes(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/admin/") && route.url !== "/api/admin") return;
    const permission = (route.config as { permission?: Permission } | undefined)?.permission;
    if (!permission) throw new Error(`${String(route.method)} ${route.url} declares no permission (use requirePermission)`);
  });
}
