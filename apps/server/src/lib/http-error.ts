import { defaultErrorCode, type ErrorCode } from "@pasal/shared";

/** What an error adds beside `code` and `message` (see errorResponseSchema in packages/shared). */
export type ErrorDetails = Record<string, string | number | boolean | string[]>;

/**
 * An error whose message is meant for the client: the central handler (plugins/error-handler.ts)
 * sends it as `{code, message, ...details}`. The code defaults by status; errors a client
 * branches on (OutOfStockError, TransitionConflictError) set their own (decision 032).
 */
export class HttpError extends Error {
  readonly code: ErrorCode;

  constructor(
    readonly statusCode: number,
    message: string,
    code?: ErrorCode,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.code = code ?? defaultErrorCode(statusCode);
  }
}

/** The body of every error answer, for the few places that reply before the error handler can run. */
export const errorBody = (status: number, message: string, code: ErrorCode = defaultErrorCode(status), details: ErrorDetails = {}) => ({
  code,
  message,
  ...details,
});

export const notFound = (message = "Not found") => new HttpError(404, message);
export const badRequest = (message: string) => new HttpError(400, message);
export const forbidden = (message = "Forbidden") => new HttpError(403, message);
