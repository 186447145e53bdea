import { z } from "zod";

/**
 * The stable codes every API error carries beside its `message`
 * (docs/requirements/operations.md#api-errors, decision 032): clients branch on `code`, people read
 * `message`. Adding a code is fine; renaming one breaks clients, so a code, once sent, stays.
 */
export const ERROR_CODES = [
  "BAD_REQUEST",
  "VALIDATION",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "METHOD_NOT_ALLOWED",
  "CONFLICT",
  "OUT_OF_STOCK",
  "TRANSITION_CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "URI_TOO_LONG",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  "INTERNAL",
  "BAD_GATEWAY",
  "SERVICE_UNAVAILABLE",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The code an error gets when nothing more specific applies, by HTTP status. */
export function defaultErrorCode(status: number): ErrorCode {
  switch (status) {
    case 400:
      return "BAD_REQUEST";
    case 401:
      return "UNAUTHORIZED";
    case 403:
      return "FORBIDDEN";
    case 404:
      return "NOT_FOUND";
    case 405:
      return "METHOD_NOT_ALLOWED";
    case 409:
      return "CONFLICT";
    case 413:
      return "PAYLOAD_TOO_LARGE";
    case 414:
      return "URI_TOO_LONG";
    case 415:
      return "UNSUPPORTED_MEDIA_TYPE";
    case 429:
      return "RATE_LIMITED";
    case 502:
      return "BAD_GATEWAY";
    case 503:
      return "SERVICE_UNAVAILABLE";
    default:
      return status >= 500 ? "INTERNAL" : "BAD_REQUEST";
  }
}

/**
 * Every error answer: `{code, message}` plus the details its code promises —
 * OUT_OF_STOCK `{productId, name, unitsLeft}`, TRANSITION_CONFLICT `{current}`,
 * VALIDATION `{fields}` (dotted paths of the fields refused).
 */
export const errorResponseSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  productId: z.string().optional().describe("OUT_OF_STOCK: the product that ran out"),
  name: z.string().optional().describe("OUT_OF_STOCK: its name"),
  unitsLeft: z.number().int().optional().describe("OUT_OF_STOCK: how many of the line's unit (items or packs) are left"),
  current: z.string().optional().describe("TRANSITION_CONFLICT: the order's status now"),
  fields: z.array(z.string()).optional().describe("VALIDATION: the refused fields, as dotted paths"),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
