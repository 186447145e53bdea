import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import parseRange from "range-parser";
import { MAX_UPLOAD_BYTES, SERVED_KINDS } from "./file-kinds.js";
import type { FileStore } from "./file-store.js";
import { keyOf } from "./upload-store.js";
import { errorBody } from "../lib/http-error.js";

/**
 * Multipart parsing for the upload routes. JSON keeps the app's 1 MB body limit; each upload
 * route narrows these ceilings with its own rules (checked-upload.ts).
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fields: 30, fieldSize: 20_000, parts: 50, headerPairs: 100 },
  });
}

const SERVED_EXTENSIONS = new Set(SERVED_KINDS.map((kind) => kind.ext));
const notFound = errorBody(404, "Not found");

/**
 * Serves shoppers' public uploads (review media, testimonial photos) at /uploads/<area>/<name>
 * from the file store, local or S3 alike: never sniffed, never run as a page, with byte ranges
 * for video players. Only names the store gives in public areas are looked up; resumes have no
 * route at all. Other sites may embed them (Cross-Origin-Resource-Policy: cross-origin).
 */
export async function registerUploads(app: FastifyInstance, store: FileStore): Promise<void> {
  await app.register(
    async (scope) => {
      scope.setNotFoundHandler((_request, reply) => reply.code(404).send(notFound));
      scope.get<{ Params: { area: string; name: string } }>("/:area/:name", async (request, reply) => {
        const { area, name } = request.params;
        const key = keyOf(area, name);
        if (!key || !SERVED_EXTENSIONS.has(name.split(".").pop()!)) return reply.code(404).send(notFound);
        const info = await store.stat(key);
        if (!info) return reply.code(404).send(notFound);
        reply
          .header("X-Content-Type-Options", "nosniff")
          .header("Content-Security-Policy", "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox")
          .header("Cross-Origin-Resource-Policy", "cross-origin")
          // Stored names are random and never reused, so a file under a name never changes.
          .header("Cache-Control", "public, max-age=604800, immutable")
          .header("Accept-Ranges", "bytes")
          // A chat PDF is downloaded, not opened in the store's origin (viewers run scripts).
          .header("Content-Disposition", name.endsWith(".pdf") ? "attachment" : "inline")
          .header("ETag", `"${name.split(".")[0]}"`);
        if (request.headers["if-none-match"] === `"${name.split(".")[0]}"`) return reply.code(304).send();
        const ranges = request.headers.range ? parseRange(info.size, request.headers.range, { combine: true }) : undefined;
        if (ranges === -1) return reply.code(416).header("Content-Range", `bytes */${info.size}`).send();
        // One range is answered as asked; several, or a malformed header, get the whole file.
        const range = Array.isArray(ranges) && ranges.length === 1 && ranges.type === "bytes" ? ranges[0] : undefined;
        const file = await store.get(key, range);
        if (!file) return reply.code(404).send(notFound);
        if (range) reply.code(206).header("Content-Range", `bytes ${range.start}-${range.end}/${info.size}`);
        return reply.type(file.contentType).header("Content-Length", file.contentLength).send(file.body);
      });
    },
    { prefix: "/uploads" },
  );
}
