import type { FastifyServerOptions } from "fastify";
import pino from "pino";

/**
 * What the server's logs may hold (decision 013): request method, path and status, ids, error
 * kinds and stacks. Never SQL parameters, password hashes, e-mail or postal addresses, reset
 * codes, cookies or tokens: a log file is read by more people, kept longer and copied further
 * than the database. Three layers: request lines carry the path without its query string, error
 * objects are scrubbed of the fields and text that carry values, and pino redacts the known
 * field names in anything a log call passes.
 */

/** Error fields that carry values: drizzle's `params`/`query`, pg's `detail`/`where`, nodemailer's recipients. */
const VALUE_FIELDS = new Set([
  "params",
  "parameters",
  "query",
  "detail",
  "where",
  "internalQuery",
  "envelope",
  "rejected",
  "accepted",
  "rejectedErrors",
  "response",
]);
const EMAIL = /[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+\.[A-Za-z]{2,}/g;

/** Drizzle puts the parameters in the message (and so the stack): "Failed query: …\nparams: …". */
function scrubText(text: string): string {
  return text
    .replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, "\nparams: [redacted]")
    .replace(/(invalid input syntax for type [\w ]+: )"[^"]*"/g, '$1"[redacted]"')
    .replace(EMAIL, "[email]");
}

function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrubText(value);
  if (!value || typeof value !== "object" || depth > 5) return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !VALUE_FIELDS.has(key))
      .map(([key, item]) => [key, scrub(item, depth + 1)]),
  );
}

/** pino's error serializer (with causes), then the value-carrying fields and text removed. */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return scrub(error);
  return scrub(pino.stdSerializers.errWithCause(error));
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remoteAddress?: string };
}

/** Method and path only: a query string may hold an e-mail (`?email=`) or a token. */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.url.split("?")[0],
    host: request.host,
    remoteAddress: request.ip ?? request.socket?.remoteAddress,
  };
}

const SECRET_FIELDS = [
  "password",
  "newPassword",
  "confirmPassword",
  "passwordHash",
  "email",
  "mail",
  "forgotPasswordEmail",
  "token",
  "verifier",
  "cookie",
  "authorization",
  "shippingAddress",
  "address",
  "phoneNumber",
  "to",
  "replyTo",
];
/** (`code` is left out: on errors it is the SQLSTATE or errno, which the logs need.) Top level and one level down (`{ user: { email } }`); headers by name wherever they appear. */
const REDACT_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  'req.headers["set-cookie"]',
  'res.headers["set-cookie"]',
  // Plugins log the headers they were given at trace level (@fastify/multipart: busboyOptions.headers).
  "*.headers.cookie",
  "*.headers.authorization",
  '*.headers["set-cookie"]',
  "req.body",
  "body",
];

type LoggerOptions = Exclude<FastifyServerOptions["logger"], boolean | undefined>;

/** The logger options app.ts gives Fastify: the caller's level and stream, this file's policy. */
export function withLogPolicy(options: LoggerOptions): LoggerOptions {
  return {
    ...options,
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    serializers: {
      req: serializeRequest as never,
      err: serializeError as never,
      error: serializeError as never,
    },
  };
}

/** Ways secrets show up in text, beyond the exact values a caller knows. */
const SECRET_SHAPES: [string, RegExp][] = [
  ["argon2 hash", /\$argon2(id|i|d)\$/],
  ["session cookie", /pasal_session=[^;\s"]{8,}/],
  ["reset verifier cookie", /pasal_reset=[^;\s"]{8,}/],
];

/**
 * What of `secrets` (exact strings: an e-mail, a password, a code, an address line) and of the
 * known secret shapes appears in `text`, e.g. a captured log. Empty means clean.
 */
export function findSecrets(text: string, secrets: string[] = []): string[] {
  const found = secrets.filter((secret) => secret && text.includes(secret)).map((secret) => `value ${JSON.stringify(secret)}`);
  for (const [name, shape] of SECRET_SHAPES) if (shape.test(text)) found.push(name);
  return found;
}
