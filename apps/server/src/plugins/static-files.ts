import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.js";

export const DEFAULT_WEB_DIST = fileURLToPath(new URL("../../../web/dist", import.meta.url));

export function mediaDir(config: Config): string {
  return path.join(config.DATA_DIR, "media");
}

/**
 * Serves catalogue media from DATA_DIR/media at /media/ and the built storefront for every
 * other path that is not /api: unknown paths get index.html so the client router decides.
 */
/** Paths the server answers with files or JSON: a miss there is a 404, never the storefront page. */
const FILE_PREFIXES = ["/api/", "/media/", "/uploads/", "/assets/"];

export async function registerStaticFiles(app: FastifyInstance, config: Config): Promise<void> {
  const media = mediaDir(config);
  mkdirSync(media, { recursive: true });
  await app.register(fastifyStatic, {
    root: media,
    prefix: "/media/",
    decorateReply: false,
    index: false,
    maxAge: "1d",
    setHeaders: (res) => {
      // Media may come from shoppers later (review photos): never let a file run as a page.
      res.header("Content-Security-Policy", "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
      res.header("X-Content-Type-Options", "nosniff");
      // Product pictures may be shown by the allowed storefronts on other origins (helmet's
      // same-origin stays for everything else).
      res.header("Cross-Origin-Resource-Policy", "cross-origin");
    },
  });

  const webRoot = config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : DEFAULT_WEB_DIST;
  const hasWeb = existsSync(path.join(webRoot, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: "/",
      // Look files up per request (not once at start), so a rebuilt storefront is served as is.
      wildcard: true,
      // "/" is a directory to the file server: answer it with the app, like any other page.
      index: ["index.html"],
      setHeaders: (res, filePath) => {
        // Vite fingerprints everything under assets/, so those files never change.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  } else {
    app.log.warn({ webRoot }, "the storefront is not built: run `npm run build` (npm start does it for you)");
  }

  app.setNotFoundHandler((request, reply) => {
    // A missing file (an old asset, a typo) is a 404; any other path is a page for the client router.
    const isPage = request.method === "GET" && !FILE_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (isPage && hasWeb) {
      return reply.header("Cache-Control", "no-cache").sendFile("index.html", webRoot);
    }
    if (isPage) {
      return reply.code(503).type("text/plain").send("The storefront is not built yet. Run `npm run build`, then start again.");
    }
    return reply.code(404).send({ message: "Not found" });
  });
}
