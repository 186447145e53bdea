import { m } from "@/paraglide/messages";

/** An HTTP failure from our API, carrying the server's `{ message }` and the status code. */
export class ApiError extends Error {
  readonly status: number;
  /** The parsed response body, for refusals that carry more than a message (e.g. a 409's item). */
  readonly body: unknown;

  constructor(message: string, status: number, body?: unknown) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

/**
 * What the shopper reads when the network, not the server, failed a request
 * (docs/requirements/performance.md#first-load-budget): the English text; `offlineMessage()` gives it in
 * the shopper's language.
 */
export const OFFLINE_MESSAGE = "You're offline. Check your connection.";
export const offlineMessage = () => m.form_offline();

/**
 * The request never got an answer: no connection, a dropped socket, a server out of reach. It
 * replaces the browser's own "Failed to fetch" (or "Load failed", "NetworkError…"), which means
 * nothing to a shopper.
 */
export class NetworkError extends Error {
  constructor() {
    super(offlineMessage());
    this.name = "NetworkError";
  }
}

/** Fetches, turning a network failure (not an abort) into a NetworkError. */
export async function fetchOrOffline(input: string, init: RequestInit): Promise<{ response: Response; text: string }> {
  try {
    const response = await transport(input, init);
    return { response, text: await response.text() };
  } catch (error) {
    if (init.signal?.aborted || (error instanceof DOMException && error.name === "AbortError")) throw error;
    throw new NetworkError();
  }
}

type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (e.g. checkout's Idempotency-Key). */
  headers?: Record<string, string>;
};

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function messageFrom(body: unknown, response: Response): string {
  if (body && typeof body === "object" && "message" in body && typeof body.message === "string") {
    return body.message;
  }
  return response.statusText || m.form_request_failed({ status: String(response.status) });
}

/**
 * How requests reach the API: the browser's fetch, or (while the server renders a page) the
 * server's own in-process handler, set once by entry-server.tsx.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

/**
 * The one way the storefront talks to `/api` (same origin, cookies included:
 * docs/requirements/accounts.md#account-calls).
 */
export async function apiRequest<T>(path: string, { method = "GET", body, signal, headers: extra }: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json", ...extra };
  if (body !== undefined) headers["Content-Type"] = "application/json";

  const { response, text } = await fetchOrOffline(`/api${path}`, {
    method,
    headers,
    credentials: "include",
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const data = parseBody(text);
  if (!response.ok) throw new ApiError(messageFrom(data, response), response.status, data);
  return data as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: "POST", body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: "PUT", body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: "DELETE" }),
};

/** A message fit for a shopper, whatever was thrown. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return m.form_something_wrong();
}

/** The server's own words for a refusal (4xx: wrong code, too many tries…), else a fixed fallback. */
export function refusalMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message ? error.message : fallback;
}
