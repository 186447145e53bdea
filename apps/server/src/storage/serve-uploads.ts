import multipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { mkdirSync } from "node:fs";
import type { Config } from "../config.js";
import { MAX_UPLOAD_BYTES, SERVED_KINDS } from "./file-kinds.js";
import { PUBLIC_UPLOAD_AREAS, uploadsDir } from "./upload-store.js";

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

/**
 * Serves shoppers' public uploads (review media, testimonial photos) at /uploads/<area>/, the
 * way /media is served: never sniffed, never run as a page. Resumes have no route at all.
 */
export async function registerUploads(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(
    async (scope) => {
      scope.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: "Not found" }));
      for (const area of PUBLIC_UPLOAD_AREAS) {
        const root = uploadsDir(config.DATA_DIR, area);
        mkdirSync(root, { recursive: true });
        await scope.register(fastifyStatic, {
          root,
          prefix: `/${area}/`,
          decorateReply: false,
          index: false,
          list: false,
          dotfiles: "deny",
          maxAge: "7d",
          immutable: true,
          // Only the kinds this store writes are answered, with the type of their stored extension.
          allowedPath: (pathName) => SERVED_EXTENSIONS.has(pathName.split(".").pop()?.toLowerCase() ?? ""),
          setHeaders: (res, filePath) => {
            res.header("X-Content-Type-Options", "nosniff");
            // A chat PDF is downloaded, not opened in the store's origin (viewers run scripts).
            if (filePath.endsWith(".pdf")) res.header("Content-Disposition", "attachment");
            res.header("Content-Security-Policy", "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox");
            res.header("Cross-Origin-Resource-Policy", "same-origin");
          },
        });
      }
    },
    { prefix: "/uploads" },
  );
}
