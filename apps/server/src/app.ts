import compress from "@fastify/compress";
import etag from "@fastify/etag";
import Fastify, { type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config.js";
import type { Database } from "./db/client.js";
import { catalogRoutes } from "./modules/catalog/catalog-routes.js";
import { CatalogService } from "./modules/catalog/catalog-service.js";
import { healthRoutes } from "./modules/health/health-routes.js";
import { shopRoutes } from "./modules/shop/shop-routes.js";
import { registerErrorHandler } from "./plugins/error-handler.js";
import { registerSecurity } from "./plugins/security.js";
import { registerStaticFiles } from "./plugins/static-files.js";

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions["logger"];
}

/**
 * Builds the whole server without listening: main.ts listens, tests use app.inject.
 * Plugins load in order: cross-cutting (errors, security, compression), then the API under
 * /api, then the storefront's static files and the not-found fallback.
 */
export async function buildApp({ config, database, logger }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerSecurity(app, config);
  await app.register(etag);
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip", "deflate"] });

  const catalog = new CatalogService(database.db, app.log);
  await catalog.current();
  catalog.startPolling();
  app.addHook("onClose", async () => catalog.stopPolling());

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db: database.db });
      await api.register(shopRoutes, { config });
      await api.register(catalogRoutes, { catalog });
    },
    { prefix: "/api" },
  );
  await registerStaticFiles(app, config);
  return Object.assign(app, { services: { catalog } });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
