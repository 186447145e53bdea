import cors from "@fastify/cors";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import { IDEMPOTENCY_HEADER } from "@pasal/shared";
import type { Config } from "../config.js";
import { createProviders } from "../modules/payments/providers/index.js";
import { forbidden } from "../lib/http-error.js";
import { allowedOrigins } from "../lib/request-origin.js";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const CROSS_SITE_MESSAGE = "Requests from other sites are not allowed";

/** The CSP source of the map tile host: "https://{s}.tile.example.org/…" → "https://*.tile.example.org". */
export const tileSource = (tileUrl: string) => /^https?:\/\/[^/]+/.exec(tileUrl.replace(/\{s\}/g, "*"))![0];

/**
 * Security headers, CORS for the configured storefront origins, and the rule that a
 * state-changing request from any other site is refused (docs/requirements/accounts.md#sessions).
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const allowed = allowedOrigins(config);

  // Helmet's middleware made once: @fastify/helmet built it again on every request (it parsed
  // the whole policy each time), a few per cent of a search's CPU time.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Animations set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:", tileSource(config.MAP_TILE_URL)],
        mediaSrc: ["'self'", "blob:"],
        connectSrc: ["'self'", "ws:", "wss:"],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        // The installable app: its service worker and web app manifest
        // (docs/requirements/app-shell.md#installable-app).
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameAncestors: ["'none'"],
        // The checkout posts its signed form to a gateway that takes one (eSewa; decision 033).
        formAction: ["'self'", ...Object.values(createProviders(config)).flatMap((gateway) => gateway.formOrigins ?? [])],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.PUBLIC_URL?.startsWith("https:") ? undefined : false,
  });
  app.addHook("onRequest", (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));

  await app.register(cors, {
    credentials: true,
    // Everything the API's calls use (cart +/− are PUT, removals DELETE:
    // docs/requirements/cart.md#cart-calls).
    methods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    allowedHeaders: ["Content-Type", "Accept", "Accept-Language", IDEMPOTENCY_HEADER, "X-Requested-With"],
    maxAge: 600,
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
  });

  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin) {
      const own = `${request.protocol}://${request.host}`;
      if (origin === own || allowed.has(origin)) return;
      throw forbidden(CROSS_SITE_MESSAGE);
    }
    // Without an Origin header, trust the browser's own report of where the request came from.
    if (request.headers["sec-fetch-site"] === "cross-site") {
      throw forbidden(CROSS_SITE_MESSAGE);
    }
  });
}
