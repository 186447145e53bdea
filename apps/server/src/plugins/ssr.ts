import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.js";

/** The web app's server renderer (apps/web/src/entry-server.tsx, built into dist-server/). */
type RenderResult =
  | { kind: "redirect"; status: number; location: string }
  | { kind: "client-only" }
  | { kind: "page"; status: number; head: string; html: string; state: string };
type Renderer = {
  render(request: { url: string; origin: string; fetchApi: typeof fetch; signal?: AbortSignal }): Promise<RenderResult>;
};

/** A file read again only when it changes on disk, so a rebuilt storefront is served without a restart. */
function watched<T>(file: string, load: (file: string) => T | Promise<T>) {
  let cached: { mtime: number; value: Promise<T> } | undefined;
  return (): Promise<T> | undefined => {
    if (!existsSync(file)) return undefined;
    const mtime = statSync(file).mtimeMs;
    if (cached?.mtime !== mtime) {
      const value = Promise.resolve(load(file));
      value.catch(() => (cached = undefined));
      cached = { mtime, value };
    }
    return cached.value;
  };
}

const SHELL_TITLE = /<title>[\s\S]*?<\/title>\s*/;
const SHELL_DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/>\s*/;
const EMPTY_ROOT = '<div id="root"></div>';
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g;

/** What the shopper sees (and a crawler reads) when rendering failed; the app then starts in the browser. */
const FAILURE_MARKUP =
  '<main style="padding:6rem 1rem;text-align:center;font-family:system-ui,sans-serif"><h1>Something went wrong</h1>' +
  "<p>Please reload the page in a moment.</p></main>";

const NEPALI_PATH = /^\/ne(?=$|[/?#])/;
const LOCALE_COOKIE = /(?:^|;\s*)pasal_locale=(en|ne)(?:;|$)/;

/**
 * The same choice the browser makes for the app shell (apps/web/src/lib/i18n/locale-choice.ts,
 * decision 024), made here so a server-rendered page never changes language while hydrating: an
 * English address moves to its Nepali one when the shopper chose Nepali (cookie) or, on a first
 * visit, when the browser asks for Nepali first. Nepali addresses always stay Nepali.
 */
function wantedLanguage(request: FastifyRequest): string | undefined {
  if (NEPALI_PATH.test(request.url)) return undefined;
  const remembered = LOCALE_COOKIE.exec(request.headers.cookie ?? "")?.[1];
  const languages = (request.headers["accept-language"] ?? "").split(",").map((part) => part.split(";")[0]!.trim().toLowerCase());
  const nepali = remembered ? remembered === "ne" : languages.some((tag) => tag === "ne" || tag.startsWith("ne-"));
  return nepali ? `/ne${request.url === "/" ? "" : request.url}` : undefined;
}

/** Status codes whose answers have no body (a Response refuses one). */
const NO_BODY = new Set([204, 205, 304]);

/**
 * Server rendering of the storefront's pages (docs/requirements/performance.md#server-rendering,
 * decision 022). The renderer calls the API in-process with app.inject, carrying the shopper's cookies
 * and address, so no request leaves the process and the API's own rules (limits, sessions) apply as they
 * would from the browser.
 */
export function createPageRenderer(app: FastifyInstance, config: Config, webRoot: string) {
  const serverDir = path.join(webRoot, "..", "dist-server");
  // Each build names its entry by its hash, so a rebuilt renderer is a new module (no restart),
  // while its lazy chunks import the entry under the very name loaded here.
  const renderers = new Map<string, Promise<Renderer>>();
  const loadRenderer = (): Promise<Renderer> | undefined => {
    const entry = existsSync(serverDir) ? readdirSync(serverDir).find((name) => /^entry-server-[\w-]+\.js$/.test(name)) : undefined;
    if (!entry) return undefined;
    let renderer = renderers.get(entry);
    if (!renderer) {
      renderer = import(pathToFileURL(path.join(serverDir, entry)).href) as Promise<Renderer>;
      renderer.catch(() => renderers.delete(entry));
      renderers.set(entry, renderer);
    }
    return renderer;
  };
  const loadTemplate = watched(path.join(webRoot, "index.html"), (file) => readFileSync(file, "utf8"));

  const originOf = (request: FastifyRequest) => config.PUBLIC_URL?.replace(/\/+$/, "") ?? `${request.protocol}://${request.host}`;

  function apiFor(request: FastifyRequest): typeof fetch {
    return async (input, init) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.pathname + input.search : input.url;
      const method = (init?.method ?? "GET").toUpperCase();
      // Rendering a page only ever reads.
      if (method !== "GET") throw new Error(`server render tried ${method} ${url}`);
      const headers: Record<string, string> = { accept: "application/json" };
      for (const name of ["cookie", "accept-language", "user-agent"] as const) {
        const value = request.headers[name];
        if (typeof value === "string") headers[name] = value;
      }
      const answer = await app.inject({ method: "GET", url, headers, remoteAddress: request.ip });
      const body = NO_BODY.has(answer.statusCode) ? null : answer.body;
      return new Response(body, { status: answer.statusCode, headers: { "content-type": String(answer.headers["content-type"] ?? "") } });
    };
  }

  // Server-rendered pages carry the storefront's stylesheet inline (decision 023): on a phone's
  // link the separate request held the first paint back by a round trip. ~14 KB gzipped; the app
  // shell keeps the <link> (it is cached by the service worker).
  const inlined = new Map<string, string>();
  function withInlineStyles(template: string): string {
    let html = inlined.get(template);
    if (html === undefined) {
      html = template.replace(STYLESHEET_LINK, (link, href: string) => {
        const file = path.join(webRoot, href);
        if (!file.startsWith(webRoot + path.sep) || !existsSync(file)) return link;
        return `<style>${readFileSync(file, "utf8")}</style>`;
      });
      inlined.clear();
      inlined.set(template, html);
    }
    return html;
  }

  function page(template: string, parts: { lang: string; head?: string; root: string; state?: string }): string {
    let html = withInlineStyles(template).replace('<html lang="en">', `<html lang="${parts.lang}">`);
    if (parts.head) html = html.replace(SHELL_TITLE, "").replace(SHELL_DESCRIPTION, "").replace("</head>", `  ${parts.head}\n  </head>`);
    const state = parts.state ? `<script type="application/json" id="pasal-state">${parts.state}</script>` : "";
    return html.replace(EMPTY_ROOT, `<div id="root">${parts.root}</div>${state}`);
  }

  return async function renderPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const template = await loadTemplate();
    if (template === undefined) {
      return reply.code(503).type("text/plain").send("The storefront is not built yet. Run `npm run build`, then start again.");
    }
    reply.header("Cache-Control", "no-cache").type("text/html; charset=utf-8");
    const wanted = wantedLanguage(request);
    if (wanted) return reply.header("Vary", "Cookie, Accept-Language").redirect(wanted, 302);
    const shell = () => reply.send(template);
    const origin = originOf(request);
    try {
      const renderer = await loadRenderer();
      if (!renderer) {
        request.log.warn("the server renderer is not built (apps/web/dist-server): serving the app shell");
        return shell();
      }
      const result = await renderer.render({ url: new URL(request.url, origin).href, origin, fetchApi: apiFor(request) });
      if (result.kind === "client-only") return shell();
      if (result.kind === "redirect") return reply.redirect(result.location, result.status);
      const lang = request.url === "/ne" || request.url.startsWith("/ne/") || request.url.startsWith("/ne?") ? "ne" : "en";
      return reply.code(result.status).send(page(template, { lang, head: result.head, root: result.html, state: result.state }));
    } catch (error) {
      request.log.error({ err: error }, "server rendering failed");
      return reply.code(500).send(page(template, { lang: "en", root: FAILURE_MARKUP }));
    }
  };
}
