import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HttpError, errorBody } from "../lib/http-error.js";

const SERVER_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";

/** "/shippingAddress/phone" → "shippingAddress.phone". */
const dottedPath = (instancePath: string | undefined) => (instancePath ?? "").replace(/^\//, "").replaceAll("/", ".");

/**
 * The one error handler: every error answer is `{code, message, ...details}` (decision 032).
 * Client mistakes become a 4xx with a readable message and a code clients branch on; anything
 * else is logged in full and answered with a generic 500 (`INTERNAL`) that reveals nothing.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.code, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const where = error.validationContext ?? "request";
      const field = dottedPath(issue?.instancePath);
      const detail = issue ? `${field ? `${field}: ` : ""}${issue.message}` : "invalid value";
      const fields = [...new Set(error.validation.map((each) => dottedPath(each.instancePath)).filter(Boolean))];
      return reply.code(400).send(errorBody(400, `Invalid ${where}: ${detail}`, "VALIDATION", { fields }));
    }
    if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || (error instanceof SyntaxError && error.statusCode === 400)) {
      return reply.code(400).send(errorBody(400, "The request body is not valid JSON"));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (body too large, unsupported media type, rate limit…) read well.
      return reply.code(status).send(errorBody(status, error.message));
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send(errorBody(500, SERVER_ERROR_MESSAGE, "INTERNAL"));
  });
}
