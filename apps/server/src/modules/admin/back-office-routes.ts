import type { FastifyBaseLogger } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.js";
import type { FileStore } from "../../storage/file-store.js";
import type { CatalogService } from "../catalog/catalog-service.js";
import type { ReviewService } from "../reviews/review-service.js";
import type { ShopSettingsService } from "../shop/shop-settings-service.js";
import { adminInboxRoutes } from "./admin-inbox-routes.js";
import { adminPeopleRoutes } from "./admin-people-routes.js";
import { adminProductRoutes } from "./admin-product-routes.js";
import { adminStockRoutes } from "./admin-stock-routes.js";
import { CustomerAdminService } from "./customer-admin-service.js";
import { InboxService } from "./inbox-service.js";
import { ModerationService } from "./moderation-service.js";
import { ProductAdminService } from "./product-admin-service.js";
import { ProductImageService } from "./product-images.js";
import { StockAdminService } from "./stock-admin-service.js";

/**
 * The back office's catalogue, stock, customers, moderation, inbox and settings services
 * (docs/requirements/back-office.md#admin-catalogue-and-stock).
 */
export function createBackOfficeServices(db: Db, deps: { catalog: CatalogService; reviews: ReviewService; uploads: FileStore; log: FastifyBaseLogger }) {
  const products = new ProductAdminService(db, deps.catalog, deps.log);
  return {
    products,
    images: new ProductImageService(db, deps.uploads, products, deps.log),
    stock: new StockAdminService(db, products),
    customers: new CustomerAdminService(db),
    moderation: new ModerationService(db, deps.reviews, deps.catalog, deps.log),
    inbox: new InboxService(db, deps.uploads),
  };
}
export type BackOfficeServices = ReturnType<typeof createBackOfficeServices>;

/** Registers those routes under /api, each declaring its permission (permissions.ts). */
export const backOfficeRoutes: FastifyPluginAsyncZod<{ db: Db; backOffice: BackOfficeServices; settings: ShopSettingsService }> = async (
  app,
  { db, backOffice, settings },
) => {
  await app.register(adminProductRoutes, { db, products: backOffice.products, images: backOffice.images });
  await app.register(adminStockRoutes, { db, products: backOffice.products, stock: backOffice.stock });
  await app.register(adminPeopleRoutes, { customers: backOffice.customers, moderation: backOffice.moderation });
  await app.register(adminInboxRoutes, { inbox: backOffice.inbox, settings });
};
