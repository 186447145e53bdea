import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { UNSAFE_TEXT_MESSAGE, findUnsafeText, isUnsafeText } from "../lib/clean-text.js";
import { errorBody } from "../lib/http-error.js";

/**
 * Errors the router raises before any route or hook runs (a malformed %-escape in the path, a
 * path parameter longer than the router's 100-character limit): answered in the API's own shape,
 * never with Fastify's internal code.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === "FST_ERR_BAD_URL") {
    void reply.code(400).send(errorBody(400, "The address is not valid"));
    return;
  }
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
    void reply.code(414).send(errorBody(414, "The address is too long"));
    return;
  }
  request.log.error({ err: error }, "router error");
  void reply.code(500).send(errorBody(500, "Something went wrong on our side. Please try again.", "INTERNAL"));
}

/** The path with runs of slashes made one; the query string is left as it is. */
export function collapseSlashes(url: string): string {
  const query = url.indexOf("?");
  const pathPart = query < 0 ? url : url.slice(0, query);
  return pathPart.includes("//") ? pathPart.replace(/\/{2,}/g, "/") + (query < 0 ? "" : url.slice(query)) : url;
}

/** Refuses NUL and lone surrogates in every route's path parameters, query and parsed body. */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request, reply) => {
    for (const [where, value] of [
      ["path", request.params],
      ["query", request.query],
      ["body", request.body],
    ] as const) {
      const field = findUnsafeText(value);
      if (field) return reply.code(400).send(errorBody(400, `Invalid ${where}: ${field} ${UNSAFE_TEXT_MESSAGE}`, "VALIDATION", { fields: [field] }));
    }
  });
}

export { isUnsafeText };
