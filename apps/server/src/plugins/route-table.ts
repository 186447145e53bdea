import type { FastifyInstance } from "fastify";

export interface RouteEntry {
  method: string;
  url: string;
  /** The route parses a body with a schema (JSON), as opposed to multipart or none. */
  jsonBody: boolean;
  /** The permission an admin route declares (modules/admin/permissions.ts); undefined elsewhere. */
  permission?: string;
}

/**
 * Every route as it is registered, so that tests can be generated from the table (the abuse
 * suite sends bad text to each JSON route) and a new route cannot slip past them.
 */
export function collectRoutes(app: FastifyInstance): RouteEntry[] {
  const table: RouteEntry[] = [];
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === "HEAD" || method === "OPTIONS") continue;
      table.push({
        method,
        url: route.url,
        jsonBody: Boolean(route.schema?.body),
        permission: (route.config as { permission?: string } | undefined)?.permission,
      });
    }
  });
  return table;
}
