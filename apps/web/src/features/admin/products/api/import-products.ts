import { ApiError } from "@/lib/api-client";
import type { ImportReport } from "./product-types";

/**
 * POST /api/admin/products/import (multipart `file`, the catalogue CSV). XMLHttpRequest rather than
 * fetch: only it reports upload progress, which the progress bar shows.
 */
export function importProducts(file: File, onProgress: (fraction: number) => void): Promise<ImportReport> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/admin/products/import");
    request.withCredentials = true;
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onerror = () => reject(new ApiError("The upload failed. Check the connection and try again.", 0));
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) return resolve(body as ImportReport);
      const message = body && typeof body === "object" && "message" in body ? String(body.message) : `Import failed (${request.status})`;
      reject(new ApiError(message, request.status, body));
    };
    const form = new FormData();
    form.append("file", file, file.name);
    request.send(form);
  });
}
