import { shopInfoSchema, shopStatsSchema, type ShopInfo, type ShopSettings } from "@pasal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config.js";
import type { ShopSettingsService } from "./shop-settings-service.js";
import type { ShopStatsService } from "./shop-stats-service.js";

/** The shop's facts: `settings` holds only what the owner (or SHOP_*) really set; the rest is left out. */
export function shopInfo(config: Config, settings: Partial<ShopSettings> = {}): ShopInfo {
  return {
    name: settings.businessName ?? config.SHOP_NAME,
    tagline: config.SHOP_TAGLINE,
    // The support line the owner set comes first.
    phones: [...new Set([...(settings.supportPhone ? [settings.supportPhone] : []), ...config.SHOP_PHONES])],
    email: config.SHOP_EMAIL,
    address: settings.address ?? config.SHOP_ADDRESS,
    supportHours: settings.supportHours ?? config.SHOP_SUPPORT_HOURS,
    returnDays: config.SHOP_RETURN_DAYS,
    copyrightYear: new Date().getFullYear(),
    googleSignIn: config.googleConfigured,
    mapTileUrl: config.MAP_TILE_URL,
    mapTileAttribution: config.MAP_TILE_ATTRIBUTION,
    ...(settings.pan ? { pan: settings.pan } : {}),
    ...(settings.companyRegistrationNo ? { companyRegistrationNo: settings.companyRegistrationNo } : {}),
    ...(settings.ecommerceListingNo ? { ecommerceListingNo: settings.ecommerceListingNo } : {}),
    ...(settings.grievanceOfficer ? { grievanceOfficer: settings.grievanceOfficer } : {}),
    ...(settings.supportPhone ? { supportPhone: settings.supportPhone } : {}),
  };
}

/** The shop's own facts for the footer, contact, about and help pages: the owner's settings over the SHOP_* defaults. */
export const shopRoutes: FastifyPluginAsyncZod<{ config: Config; settings: ShopSettingsService; stats: ShopStatsService }> = async (
  app,
  { config, settings, stats },
) => {
  app.get("/shop", { schema: { response: { 200: shopInfoSchema } } }, async () => shopInfo(config, await settings.forStorefront()));

  /**
   * The figures the storefront may claim (docs/requirements/content-pages.md#about), counted from data
   * and kept a few minutes.
   */
  app.get("/shop/stats", { schema: { response: { 200: shopStatsSchema } } }, async (_request, reply) => {
    reply.header("Cache-Control", "public, max-age=300");
    return stats.stats();
  });
};
