import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HttpError } from "../lib/http-error.js";

const SERVER_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";

/**
 * The one error handler: client mistakes become a 4xx with a readable `message`; anything else
 * is logged in full and answered with a generic 500 that reveals nothing about the server.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const where = error.validationContext ?? "request";
      const field = issue?.instancePath ? issue.instancePath.replace(/^\//, "").replaceAll("/", ".") : "";
      const detail = issue ? `${field ? `${field}: ` : ""}${issue.message}` : "invalid value";
      return reply.code(400).send({ message: `Invalid ${where}: ${detail}` });
    }
    if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || (error instanceof SyntaxError && error.statusCode === 400)) {
      return reply.code(400).send({ message: "The request body is not valid JSON" });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (body too large, unsupported media type, rate limit…) read well.
      return reply.code(status).send({ message: error.message });
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ message: SERVER_ERROR_MESSAGE });
  });
}
