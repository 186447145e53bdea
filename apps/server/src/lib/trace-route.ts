import { trace } from "@opentelemetry/api";
import type { FastifyInstance } from "fastify";

/**
 * Names the HTTP span of a request by its route pattern ("GET /api/product/:idOrModelName"),
 * as Fastify knows it. Without tracing there is no active span and this does nothing.
 */
export function registerTraceRoutes(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    const span = trace.getActiveSpan();
    const route = request.routeOptions.url;
    if (!span || !route) return;
    span.setAttribute("http.route", route);
    span.updateName(`${request.method} ${route}`);
  });
}
