import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.js";
import { errorBody } from "../lib/http-error.js";
import { createPageRenderer } from "./ssr.js";

export const DEFAULT_WEB_DIST = fileURLToPath(new URL("../../../web/dist", import.meta.url));

/** The built storefront (apps/web/dist, or WEB_DIST_DIR); its server renderer sits beside it in dist-server. */
export function webRootOf(config: Config): string {
  return config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : DEFAULT_WEB_DIST;
}

export function mediaDir(config: Config): string {
  return path.join(config.DATA_DIR, "media");
}

/**
 * Serves catalogue media from DATA_DIR/media at /media/, the built storefront's files, and every
 * other path that is not /api as a page: server-rendered (plugins/ssr.ts), or the app shell
 * (index.html) for the shopper's own pages.
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

  const webRoot = webRootOf(config);
  const hasWeb = existsSync(path.join(webRoot, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: "/",
      // Look files up per request (not once at start), so a rebuilt storefront is served as is.
      wildcard: true,
      // "/" is a page like any other (server-rendered below), not the bare app shell.
      index: false,
      setHeaders: (res, filePath) => {
        // Vite fingerprints everything under assets/, so those files never change.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  } else {
    app.log.warn({ webRoot }, "the storefront is not built: run `npm run build` (npm start does it for you)");
  }

  const renderPage = createPageRenderer(app, config, webRoot);
  // To the file server "/" is a directory (a 403 without an index file): the home page is a page.
  if (hasWeb) app.get("/", (request, reply) => renderPage(request, reply));
  app.setNotFoundHandler((request, reply) => {
    // A missing file (an old asset, a typo) is a 404; any other path is a page.
    const isPage = (request.method === "GET" || request.method === "HEAD") && !FILE_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (isPage && hasWeb) return renderPage(request, reply);
    if (isPage) {
      return reply.code(503).type("text/plain").send("The storefront is not built yet. Run `npm run build`, then start again.");
    }
    return reply.code(404).send(errorBody(404, "Not found"));
  });
}
