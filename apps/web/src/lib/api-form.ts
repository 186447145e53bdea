import { ApiError, fetchOrOffline } from "./api-client";

/**
 * Sends a multipart form (files and text) to `/api{path}`; the browser sets the boundary.
 * Refusals become an ApiError with the server's message, as in api-client.ts.
 */
export async function postForm<T>(path: string, form: FormData): Promise<T> {
  const { response, text } = await fetchOrOffline(`/api${path}`, {
    method: "POST",
    headers: { Accept: "application/json" },
    credentials: "include",
    body: form,
  });
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = text;
  }
  if (!response.ok) {
    const message =
      data && typeof data === "object" && "message" in data && typeof data.message === "string"
        ? data.message
        : response.statusText || `Request failed with status ${response.status}`;
    throw new ApiError(message, response.status);
  }
  return data as T;
}

/** A FormData from text fields and named file lists. */
export function toFormData(fields: Record<string, string>, files: Record<string, readonly File[]> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, list] of Object.entries(files)) for (const file of list) form.append(name, file, file.name);
  return form;
}

export const MEGABYTE = 1024 * 1024;
