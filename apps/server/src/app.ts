import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import etag from "@fastify/etag";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { Redis } from "ioredis";
import path from "node:path";
import type { Config } from "./config.js";
import type { Database } from "./db/client.js";
import { withLogPolicy } from "./lib/log-policy.js";
import { authContext } from "./modules/auth/auth-context.js";
import { authRoutes } from "./modules/auth/auth-routes.js";
import { googleRoutes } from "./modules/auth/google-routes.js";
import { passwordResetRoutes } from "./modules/auth/password-reset-routes.js";
import { catalogRoutes } from "./modules/catalog/catalog-routes.js";
import { productExtrasRoutes } from "./modules/catalog/product-extras-routes.js";
import { cartRoutes } from "./modules/cart/cart-routes.js";
import { checkoutRoutes } from "./modules/orders/checkout-routes.js";
import { guestClaimRoutes } from "./modules/orders/guest-claim.js";
import { orderRoutes } from "./modules/orders/order-routes.js";
import { courierRoutes } from "./modules/couriers/courier-routes.js";
import { paymentRoutes } from "./modules/payments/payment-routes.js";
import { wishlistRoutes } from "./modules/wishlist/wishlist-routes.js";
import { contactRoutes } from "./modules/contact/contact-routes.js";
import { contentRoutes } from "./modules/content/content-routes.js";
import { testimonialSubmitRoutes } from "./modules/content/testimonial-submit-routes.js";
import { careersRoutes } from "./modules/careers/careers-routes.js";
import { reviewRoutes } from "./modules/reviews/review-routes.js";
import { healthRoutes } from "./modules/health/health-routes.js";
import { locationRoutes } from "./modules/location/location-routes.js";
import { recoRoutes } from "./modules/reco/reco-routes.js";
import { searchRoutes } from "./modules/search/search-routes.js";
import { attachPresence } from "./modules/presence/presence-server.js";
import { adminMeRoutes } from "./modules/admin/admin-me-routes.js";
import { adminOrderRoutes } from "./modules/admin/admin-order-routes.js";
import { staffRoutes } from "./modules/admin/staff-routes.js";
import { backOfficeRoutes } from "./modules/admin/back-office-routes.js";
import { dashboardRoutes } from "./modules/admin/dashboard-routes.js";
import { invoiceRoutes } from "./modules/invoices/invoice-routes.js";
import { refuseUndeclaredAdminRoutes } from "./modules/admin/permissions.js";
import { chatAdminRoutes } from "./modules/chat/chat-admin-routes.js";
import { SocketIdentities } from "./modules/chat/chat-identity.js";
import { chatRoutes } from "./modules/chat/chat-routes.js";
import { attachChatSocket } from "./modules/chat/chat-socket.js";
import { SESSION_COOKIE } from "./modules/auth/session-cookie.js";
import { shopRoutes } from "./modules/shop/shop-routes.js";
import { userRoutes } from "./modules/users/user-routes.js";
import { registerErrorHandler } from "./plugins/error-handler.js";
import { registerOpenApi, registerOpenApiRoute } from "./plugins/openapi.js";
import { registerSecurity } from "./plugins/security.js";
import { fastifyTrustProxy } from "./lib/trust-proxy.js";
import { collapseSlashes, frameworkErrors, registerTextGuard } from "./plugins/request-guards.js";
import { collectRoutes } from "./plugins/route-table.js";
import { registerPersonalAnswers } from "./plugins/personal-answers.js";
import { registerPageRedirects } from "./plugins/page-redirects.js";
import { registerPublicUrls } from "./plugins/public-urls.js";
import { registerSeoFiles } from "./plugins/seo-files.js";
import { mediaDir, registerStaticFiles, webRootOf } from "./plugins/static-files.js";
import { createServices } from "./services.js";
import { registerMetrics } from "./metrics/metrics.js";
import { registerTraceRoutes } from "./lib/trace-route.js";
import { registerResizedImages } from "./storage/resized-images.js";
import { registerMultipart, registerUploads } from "./storage/serve-uploads.js";

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions["logger"];
  /** Attach the socket.io presence server (main.ts does; tests that don't need it leave it off). */
  presence?: boolean;
  /** URLs per sitemap file (default the protocol's 50,000; tests make it small to see the split). */
  sitemapUrlLimit?: number;
}

/**
 * Builds the whole server without listening: main.ts listens, tests use app.inject.
 * Plugins load in order: cross-cutting (errors, security, cookies, limits, compression), then
 * the API under /api, then the storefront's static files and the not-found fallback.
 */
export async function buildApp({ config, database, logger, presence = false, sitemapUrlLimit }: AppOptions) {
  const app = Fastify({
    logger: logger === false ? false : withLogPolicy(typeof logger === "object" ? logger : { level: config.LOG_LEVEL }),
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // "/api/product/?productIds=…" is "/api/product?productIds=…", as clients written for the spec expect.
    routerOptions: { ignoreTrailingSlash: true },
    // "//api//product" is "/api/product" for every part of the server (router, static files, 404s).
    rewriteUrl: (request) => collapseSlashes(request.url ?? "/"),
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  const routeTable = collectRoutes(app);
  refuseUndeclaredAdminRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerOpenApi(app);
  registerTextGuard(app);
  await registerSecurity(app, config);
  registerPublicUrls(app, config);
  await app.register(cookie, { secret: config.SESSION_SECRET });
  registerPersonalAnswers(app);
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
  // Redis going away is logged (and seen by /api/health/ready), not an unhandled error event.
  redis?.on("error", (error) => app.log.warn({ err: error }, "redis connection error"));
  await app.register(rateLimit, { global: false, ...(redis ? { redis, nameSpace: "pasal:rate:" } : {}) });
  await app.register(etag);
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip", "deflate"] });
  await registerMultipart(app);

  const services = createServices(config, database, app.log, redis);
  await services.catalog.current();
  await services.search.warm();
  services.catalog.startPolling();
  // Changes nobody kicked the dispatcher for (a script's, one cut off by a crash) are still told.
  services.orderEvents.start();
  if (redis) await services.catalog.listenForChanges(redis);
  app.addHook("onClose", async () => {
    await services.catalog.stop();
    await services.orderEvents.stop();
    // The queued mail and signals are finished (or left to other instances) before mail closes.
    await services.jobs.close();
    await services.mailer.close();
    await redis?.quit();
  });
  await app.register(authContext, { sessions: services.sessions, config });
  registerMetrics(app, { database, jobs: services.jobs, token: config.METRICS_TOKEN });
  registerTraceRoutes(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db: database.db, redis, uploads: services.uploads });
      await api.register(shopRoutes, { config, settings: services.shopSettings, stats: services.shopStats });
      await api.register(catalogRoutes, { catalog: services.catalog, search: services.search });
      await api.register(productExtrasRoutes, { catalog: services.catalog, stats: services.shopStats });
      await api.register(searchRoutes, { search: services.search });
      await api.register(recoRoutes, { reco: services.reco, catalog: services.catalog });
      await api.register(cartRoutes, { cart: services.cart });
      await api.register(wishlistRoutes, { wishlist: services.wishlist });
      await api.register(checkoutRoutes, { checkout: services.checkout, payments: services.payments, orders: services.orders, config });
      await api.register(guestClaimRoutes, { claims: services.guestClaims, config });
      await api.register(orderRoutes, { orders: services.orders, db: database.db, catalog: services.catalog, orderEvents: services.orderEvents });
      await api.register(courierRoutes, { config, couriers: services.couriers });
      await api.register(paymentRoutes, { payments: services.payments, orders: services.orders, config });
      await api.register(authRoutes, {
        config,
        users: services.users,
        sessions: services.sessions,
        signIns: services.signIns,
        emailChanges: services.emailChanges,
        verifications: services.verifications,
        mailer: services.mailer,
        shopName: services.shopName,
      });
      await api.register(googleRoutes, {
        config,
        google: services.google,
        users: services.users,
        sessions: services.sessions,
        mailer: services.mailer,
        shopName: services.shopName,
      });
      await api.register(passwordResetRoutes, { config, resets: services.resets });
      await api.register(userRoutes, { users: services.users });
      await api.register(locationRoutes);
      await api.register(contentRoutes, { testimonials: services.testimonials });
      await api.register(testimonialSubmitRoutes, { testimonials: services.testimonials, uploads: services.uploads });
      await api.register(reviewRoutes, { reviews: services.reviews, uploads: services.uploads });
      await api.register(careersRoutes, { careers: services.careers, uploads: services.uploads });
      await api.register(contactRoutes, { contact: services.contact });
      await api.register(chatRoutes, { chat: services.chat, config, uploads: services.uploads });
      await api.register(chatAdminRoutes, { chat: services.chat });
      await api.register(adminMeRoutes, { audit: services.audit });
      await api.register(adminOrderRoutes, { db: database.db, adminOrders: services.adminOrders, refunds: services.refunds });
      await api.register(dashboardRoutes, { dashboard: services.dashboard });
      await api.register(invoiceRoutes, { db: database.db, invoices: services.invoices, orders: services.orders, adminOrders: services.adminOrders });
      await api.register(staffRoutes, { config, staff: services.staff, sessions: services.sessions });
      await api.register(backOfficeRoutes, { db: database.db, backOffice: services.backOffice, settings: services.shopSettings });
    },
    { prefix: "/api" },
  );
  registerOpenApiRoute(app);
  // The shopper is whoever the session cookie says, never what a ping claims.
  const resolveUserId = async (cookieHeader: string | undefined) => {
    const token = cookieHeader ? app.parseCookie(cookieHeader)[SESSION_COOKIE] : undefined;
    return token ? ((await services.sessions.resolve(token))?.user.id ?? null) : null;
  };
  const presenceServer = presence ? await attachPresence(app, { config, resolveUserId }) : undefined;
  if (presenceServer) {
    services.orderLive.attach(presenceServer.io, resolveUserId, app.log);
    const identities = new SocketIdentities(app, services.sessions, config);
    attachChatSocket(presenceServer.io, { chat: services.chat, identities, log: app.log, messagesPerMinute: config.CHAT_MESSAGES_PER_MINUTE });
  }
  await registerUploads(app, services.uploads);
  registerPageRedirects(app);
  await registerResizedImages(app, { mediaRoot: mediaDir(config), store: services.uploads, cacheDir: path.join(config.DATA_DIR, "cache", "images") });
  await registerSeoFiles(app, { config, db: database.db, webRoot: webRootOf(config), urlLimit: sitemapUrlLimit });
  await registerStaticFiles(app, config);
  return Object.assign(app, { services, presence: presenceServer, routeTable });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
